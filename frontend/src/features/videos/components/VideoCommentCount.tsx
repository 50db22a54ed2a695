import { Badge, Group, Text } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import type { Video } from '@/lib/api/types.gen';

/** A card's comment count, and how many of them are new to the viewer. */
export function VideoCommentCount({ video }: { video: Pick<Video, 'comments' | 'unread'> }) {
  const { t } = useTranslation('comments');
  if (video.comments <= 0) return null;
  return (
    <Group gap={6} wrap="nowrap" data-testid="video-comment-count">
      <IconMessageCircle size={14} aria-hidden />
      <Text size="xs" c="dimmed">
        {t('card.comments', { count: video.comments })}
      </Text>
      {video.unread > 0 && (
        <Badge size="xs" color="red" variant="filled" data-testid="video-unread-comments">
          {t('card.unread', { count: video.unread })}
        </Badge>
      )}
    </Group>
  );
}
