import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { AllHandsChannelID, PublicChannelID, type Channel } from '@/lib/api/types.gen';

/**
 * A room's name as the user reads it: the built-in workspace's two rooms in the user's language
 * (their stored names are the English ones), any other room as it was named.
 */
export function useRoomName(): (room: Pick<Channel, 'id' | 'name'>) => string {
  const { t } = useTranslation('rooms');
  return useCallback(
    (room) => {
      if (room.id === AllHandsChannelID) return t('builtin.allHands');
      if (room.id === PublicChannelID) return t('builtin.public');
      return room.name;
    },
    [t],
  );
}
