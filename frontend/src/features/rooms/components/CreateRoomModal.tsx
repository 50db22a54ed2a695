import type { Channel } from '@/lib/api/types.gen';

export interface CreateRoomModalProps {
  teamId: number;
  opened: boolean;
  onClose: () => void;
  /** Called with the new room once the server has made it. */
  onCreated?: (room: Channel) => void;
}

/** The create-room dialog (spec 5: name up to 20 with the remaining count, description up to 200, private or public). */
export function CreateRoomModal(props: CreateRoomModalProps) {
  void props;
  return null;
}
