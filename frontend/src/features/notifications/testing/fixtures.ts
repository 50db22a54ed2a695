import {
  NoPlayedTime,
  NotifyVideoComment,
  type Notification,
  type NotificationExtra,
} from '@/lib/api/types.gen';

/** A comment on the viewer's video, unread, by Bob; override what a test is about. */
export function notificationFixture(overrides: Partial<Omit<Notification, 'extra'>> & { extra?: Partial<NotificationExtra> } = {}): Notification {
  const { extra, ...rest } = overrides;
  return {
    id: 1,
    event: NotifyVideoComment,
    is_read: false,
    created_at: 1_764_000_000,
    count: 1,
    subject: { id: 2, nickname: 'Bob', avatar: '' },
    ...rest,
    extra: {
      video_id: 7,
      video_share_key: '',
      video_title: 'Quarterly demo',
      channel_id: 0,
      channel_name: '',
      team_id: 0,
      team_name: '',
      comment_id: 70,
      played_time: NoPlayedTime,
      blocks: [],
      content: 'Nice cut',
      user: { id: 2, nickname: 'Bob' },
      vlog_id: 0,
      vlog_title: '',
      ...extra,
    },
  };
}

/** count notifications with ids from first down, newest first (a higher id is newer). */
export function notificationRange(first: number, count: number, overrides: Partial<Notification> = {}): Notification[] {
  return Array.from({ length: count }, (_, index) => {
    const id = first - index;
    return notificationFixture({ id, created_at: 1_764_000_000 + id, ...overrides, extra: { video_title: `video ${id}` } });
  });
}
