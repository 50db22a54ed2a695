import { Avatar, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { Video } from '@/lib/api/types.gen';
import { formatDate } from '@/lib/format/date';
import { formatDuration } from '@/lib/format/duration';

interface VideoSummaryProps {
  video: Pick<Video, 'title' | 'user' | 'created_at' | 'views' | 'duration'>;
  badge?: ReactNode;
  actions?: ReactNode;
}

/** Title, uploader, duration, date and views under a player. */
export function VideoSummary({ video, badge, actions }: VideoSummaryProps) {
  const { t, i18n } = useTranslation();
  const meta = [formatDate(video.created_at, i18n.language), t('videos.views', { count: video.views })];
  if (video.duration > 0) meta.unshift(formatDuration(video.duration));

  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
      <Stack gap={8} style={{ minWidth: 0, flex: 1 }}>
        <Group gap="sm">
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {video.title}
          </Title>
          {badge}
        </Group>
        <Group gap="xs">
          <Avatar src={video.user.avatar || null} name={video.user.nickname} size="sm" color="initials" />
          <Text size="sm" fw={500}>
            {video.user.nickname}
          </Text>
          <Text size="sm" c="dimmed" data-testid="video-meta">
            · {meta.join(' · ')}
          </Text>
        </Group>
      </Stack>
      {actions}
    </Group>
  );
}
