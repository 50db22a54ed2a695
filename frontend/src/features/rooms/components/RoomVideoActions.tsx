import { ActionIcon, Menu } from '@mantine/core';
import { IconCopy, IconDots, IconShare3, IconSquareMinus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { ConfirmModal } from '@/components/ui/ConfirmModal';
import { paths } from '@/config/paths';

import { SendVideoModal } from './SendVideoModal';
import { useForkRoomVideo, useMarkRoomVideoRead, useRemoveRoomVideo, useRoomRights } from '../api/use-room-video';
import { canRemoveVideo } from '../roles';

interface RoomVideoActionsProps {
  channelId: number;
  videoId: number;
  /** The viewer made this video. */
  isAuthor: boolean;
  /** 'Get link', for the room's members only: others must join before they share. */
  getLink?: ReactNode;
}

/**
 * A room video's actions (spec 6): others save a copy to their My Videos; its author forwards it;
 * room admins and its author take it out of the room (asked first). Opening it marks it read.
 */
export function RoomVideoActions({ channelId, videoId, isAuthor, getLink }: RoomVideoActionsProps) {
  const { t } = useTranslation('rooms');
  const navigate = useNavigate();
  const rights = useRoomRights(channelId);
  useMarkRoomVideoRead(channelId, videoId, rights.member);
  const fork = useForkRoomVideo(channelId);
  const remove = useRemoveRoomVideo(channelId);
  const [forwarding, setForwarding] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const canRemove = canRemoveVideo(rights, isAuthor);

  function confirmRemove() {
    setConfirming(false);
    remove.mutate(videoId, { onSuccess: () => void navigate(paths.room(channelId)) });
  }

  return (
    <>
      {rights.member && getLink}
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('video.actions')}
            loading={fork.isPending || remove.isPending}
            data-testid="room-video-actions"
          >
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {!isAuthor && (
            <Menu.Item leftSection={<IconCopy size={16} />} onClick={() => fork.mutate(videoId)}>
              {t('video.fork')}
            </Menu.Item>
          )}
          {isAuthor && (
            <Menu.Item leftSection={<IconShare3 size={16} />} onClick={() => setForwarding(true)}>
              {t('video.forward')}
            </Menu.Item>
          )}
          {canRemove && (
            <Menu.Item leftSection={<IconSquareMinus size={16} />} color="red" onClick={() => setConfirming(true)}>
              {t('video.remove')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      {forwarding && <SendVideoModal videoId={videoId} mode="forward" opened onClose={() => setForwarding(false)} />}
      <ConfirmModal
        opened={confirming}
        title={t('video.removeConfirm.title')}
        message={t('video.removeConfirm.message')}
        cancelLabel={t('room.cancel')}
        confirmLabel={t('video.removeConfirm.confirm')}
        confirmTestId="room-video-remove-confirm"
        onCancel={() => setConfirming(false)}
        onConfirm={confirmRemove}
      />
    </>
  );
}
