import { paths } from '@/config/paths';
import {
  NoPlayedTime,
  NotifyChannelVideo,
  NotifyCommentReply,
  NotifyInviteAccepted,
  NotifyMention,
  NotifyTeamJoin,
  NotifyVideoComment,
  RoleAdmin,
  type Notification,
  type TeamRole,
} from '@/lib/api/types.gen';

const commentEvents = new Set([NotifyVideoComment, NotifyCommentReply, NotifyMention]);

/** The player pages start at ?t= (seconds); a comment made at no moment (-1 or 0) opens at the start. */
function atMoment(path: string, playedTimeMs: number): string {
  if (playedTimeMs === NoPlayedTime || playedTimeMs <= 0) return path;
  return `${path}?t=${playedTimeMs / 1000}`;
}

function commentTarget({ event, extra }: Notification): string {
  let page: string;
  if (extra.channel_id) page = paths.roomDetail(extra.channel_id, extra.video_id);
  // A comment on my own video: my player page, whatever link the commenter came through.
  else if (event === NotifyVideoComment || !extra.video_share_key) page = paths.video(extra.video_id);
  else page = paths.share(extra.video_id, extra.video_share_key);
  return atMoment(page, extra.played_time);
}

/**
 * Where a notification leads (the contract's NotificationExtra): a comment to its video at the
 * comment's moment, a room video to the room scrolled to it, a workspace event to the workspace:
 * its settings for who manages it (teamRole 1-2 or not known), its rooms for other members.
 * Kinds this app has no page for lead nowhere (null).
 */
export function notificationTarget(notification: Notification, teamRole?: TeamRole): string | null {
  const { event, extra } = notification;
  if (commentEvents.has(event)) return commentTarget(notification);
  if (event === NotifyChannelVideo) return paths.room(extra.channel_id, extra.video_id || undefined);
  if (event === NotifyInviteAccepted || event === NotifyTeamJoin) {
    return teamRole === undefined || teamRole <= RoleAdmin ? paths.workspaceManage(extra.team_id) : paths.roomBrowser(extra.team_id);
  }
  return null;
}
