import { Avatar, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { Video } from '@/lib/api/types.gen';
import { formatSharedTime } from '@/lib/format/shared-time';

import { EditableTitle } from './EditableTitle';
import { VideoMoreMenu } from './VideoMoreMenu';
import { useTitleEdit } from '../hooks/use-title-edit';

interface VideoSidePanelProps {
  video: Video;
  isOwner: boolean;
  /** 'Get link', for everyone who sees the page; its owner also manages the link. */
  getLink: (isOwner: boolean) => ReactNode;
}

/** Spec 2's video side panel: title, uploader, when it was shared, views, and the actions. */
export function VideoSidePanel({ video, isOwner, getLink }: VideoSidePanelProps) {
  const { t, i18n } = useTranslation('sharing');
  const edit = useTitleEdit(video);
  const time = formatSharedTime(video.shared_at ?? video.created_at, new Date(), i18n.language);

  return (
    <Paper withBorder radius="lg" p="md" component="aside" aria-label={t('page.details')}>
      <Stack gap="md">
        <EditableTitle edit={edit} editable={isOwner} />
        <Group gap="sm" wrap="nowrap">
          <Avatar src={video.user.avatar || null} name={video.user.nickname} color="initials" aria-hidden />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} truncate data-testid="video-uploader">
              {video.user.nickname}
            </Text>
            <Text size="sm" c="dimmed" data-testid="video-shared-time">
              {t(video.shared_at ? 'page.sharedAt' : 'page.createdAt', { time })} ·{' '}
              {t('manage.views', { count: video.views })}
            </Text>
          </Stack>
        </Group>
        <Group gap="xs">
          {getLink(isOwner)}
          {isOwner && <VideoMoreMenu videoId={video.id} onRename={edit.start} />}
        </Group>
      </Stack>
    </Paper>
  );
}
