import type { ComponentType } from 'react';

import type { Channel } from '@/lib/api/types.gen';

/**
 * The create-room dialog, which belongs to the rooms feature: the app passes it in (a feature
 * never imports another), with these props.
 */
export interface RoomCreatorProps {
  teamId: number;
  opened: boolean;
  onClose: () => void;
  onCreated?: (room: Channel) => void;
}

export type RoomCreator = ComponentType<RoomCreatorProps>;
