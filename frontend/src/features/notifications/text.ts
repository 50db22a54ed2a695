import type { TFunction } from 'i18next';

import {
  NotifyChannelVideo,
  NotifyCommentReply,
  NotifyHowToComment,
  NotifyInviteAccepted,
  NotifyMention,
  NotifyTeamJoin,
  NotifyVideoComment,
  NotifyVlogComment,
  type Notification,
} from '@/lib/api/types.gen';

/**
 * What a notification says, in the UI language: who, what, and where (the video, room or
 * workspace). A grouped one names the latest person 'and N others' (its other events).
 */
export function notificationText(t: TFunction<'notifications'>, { event, count, subject, extra }: Notification): string {
  const name = subject.nickname || t('someone');
  const video = extra.video_title || t('untitledVideo');
  const others = Math.max(0, count - 1);
  const grouped = others > 0;
  switch (event) {
    case NotifyVideoComment:
      return grouped ? t('events.videoCommentGroup', { name, video, count: others }) : t('events.videoComment', { name, video });
    case NotifyCommentReply:
      return grouped ? t('events.commentReplyGroup', { name, video, count: others }) : t('events.commentReply', { name, video });
    case NotifyMention:
      return grouped ? t('events.mentionGroup', { name, video, count: others }) : t('events.mention', { name, video });
    case NotifyChannelVideo: {
      const room = extra.channel_name;
      return grouped ? t('events.channelVideoGroup', { name, room, count: others }) : t('events.channelVideo', { name, video, room });
    }
    case NotifyInviteAccepted: {
      const workspace = extra.team_name;
      return grouped ? t('events.inviteAcceptedGroup', { name, workspace, count: others }) : t('events.inviteAccepted', { name, workspace });
    }
    case NotifyTeamJoin: {
      const workspace = extra.team_name;
      return grouped ? t('events.teamJoinGroup', { name, workspace, count: others }) : t('events.teamJoin', { name, workspace });
    }
    case NotifyVlogComment:
      return t('events.vlogComment', { name, title: extra.vlog_title });
    case NotifyHowToComment:
      return t('events.howToComment', { name, title: extra.vlog_title });
    default:
      return t('events.other', { name });
  }
}

/** The comment itself, under the line, for the kinds that carry one. */
export function notificationQuote({ event, extra }: Notification): string {
  const commented = event !== NotifyChannelVideo && event !== NotifyInviteAccepted && event !== NotifyTeamJoin;
  return commented ? extra.content : '';
}
