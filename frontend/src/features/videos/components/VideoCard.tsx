import { Card, Progress, Stack, Text } from '@mantine/core';
import { IconMovie } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import type { Video } from '@/lib/api/types.gen';
import { formatDate } from '@/lib/format/date';
import { formatDuration } from '@/lib/format/duration';
import { isSettled } from '@/lib/video-status';

import classes from './VideoCard.module.css';
import { VideoCommentCount } from './VideoCommentCount';
import { VideoPendingState } from './VideoPendingState';
import { VideoStatusBadge } from './VideoStatusBadge';

interface VideoCardProps {
  video: Video;
  /** Percent sent, while this tab is uploading the video. */
  uploadPercent?: number;
  /** Where the card leads: the video page by default (a room's video opens in its room). */
  to?: string;
  /** A menu in the cover's corner (the author's send and forward); its clicks do not open the video. */
  actions?: ReactNode;
}

/**
 * A video in the grid; one still recording, uploading or processing is a placeholder
 * showing its status (the recording placeholder stays at the top: it is the newest).
 */
export function VideoCard({ video, uploadPercent, to, actions }: VideoCardProps) {
  const { t, i18n } = useTranslation();
  // This tab's upload shows its own progress; otherwise an unsettled video says what it waits for.
  const pending = uploadPercent === undefined && !isSettled(video.status);
  return (
    <Card component={Link} to={to ?? paths.video(video.id)} padding={0} withBorder className={classes.card}>
      <div className={classes.cover}>
        {video.cover && <img src={video.cover} alt="" loading="lazy" data-testid="video-cover" />}
        {!video.cover && !pending && (
          <div className={classes.placeholder}>
            <IconMovie size={40} stroke={1.4} />
          </div>
        )}
        {pending ? (
          <VideoPendingState status={video.status} />
        ) : (
          <div className={classes.status}>
            <VideoStatusBadge status={video.status} />
          </div>
        )}
        {uploadPercent !== undefined && (
          <div className={classes.upload}>
            <Text size="xs" fw={600} mb={4}>
              {t('videos.uploadPercent', { percent: uploadPercent })}
            </Text>
            <Progress value={uploadPercent} size="sm" radius="xl" aria-label={t('videos.status.uploading')} />
          </div>
        )}
        {video.duration > 0 && <span className={classes.duration}>{formatDuration(video.duration)}</span>}
        {actions && (
          // The menu sits inside the card's link: its clicks stay with the menu.
          <div className={classes.actions} onClick={(event) => event.preventDefault()}>
            {actions}
          </div>
        )}
      </div>
      <Stack gap={4} p="md">
        <Text fw={600} lineClamp={2} title={video.title}>
          {video.title}
        </Text>
        <Text size="xs" c="dimmed">
          {formatDate(video.created_at, i18n.language)} · {t('videos.views', { count: video.views })}
        </Text>
        <VideoCommentCount video={video} />
      </Stack>
    </Card>
  );
}
