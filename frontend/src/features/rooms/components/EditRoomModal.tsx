import { useTranslation } from 'react-i18next';

import type { Channel } from '@/lib/api/types.gen';

import { RoomFormModal } from './RoomFormModal';
import { useUpdateRoom } from '../api/use-room-mutations';

interface EditRoomModalProps {
  room: Channel;
  opened: boolean;
  onClose: () => void;
}

/** Room admins change the room's name, description and privacy, with the create dialog's rules. */
export function EditRoomModal({ room, opened, onClose }: EditRoomModalProps) {
  const { t } = useTranslation('rooms');
  const update = useUpdateRoom();
  if (!opened) return null;
  return (
    <RoomFormModal
      opened
      title={t('edit.title')}
      submitLabel={t('edit.submit')}
      initial={{ name: room.name, description: room.description, isPrivate: room.is_private }}
      pending={update.isPending}
      onClose={onClose}
      onSubmit={(check, isPrivate) =>
        update.mutate(
          { id: room.id, name: check.name, description: check.description, is_private: isPrivate },
          { onSuccess: onClose },
        )
      }
    />
  );
}
