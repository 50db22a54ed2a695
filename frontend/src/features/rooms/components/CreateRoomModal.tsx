import { useTranslation } from 'react-i18next';

import type { Channel } from '@/lib/api/types.gen';

import { RoomFormModal } from './RoomFormModal';
import { useCreateRoom } from '../api/use-room-mutations';

export interface CreateRoomModalProps {
  teamId: number;
  opened: boolean;
  onClose: () => void;
  /** Called with the new room once the server has made it. */
  onCreated?: (room: Channel) => void;
}

const empty = { name: '', description: '', isPrivate: false };

/** The create-room dialog (spec 5: name up to 20 with the remaining count, description up to 200, private or public). */
export function CreateRoomModal({ teamId, opened, onClose, onCreated }: CreateRoomModalProps) {
  const { t } = useTranslation('rooms');
  const create = useCreateRoom();
  if (!opened) return null;
  return (
    <RoomFormModal
      opened
      title={t('create.title')}
      submitLabel={t('create.submit')}
      initial={empty}
      pending={create.isPending}
      onClose={onClose}
      onSubmit={(check, isPrivate) =>
        create.mutate(
          { team_id: teamId, name: check.name, description: check.description, is_private: isPrivate },
          {
            onSuccess: (room) => {
              onClose();
              onCreated?.(room);
            },
          },
        )
      }
    />
  );
}
