/**
 * The realtime channel (/api/v2/notify): one socket per tab, shared by every
 * feature. A feature subscribes to a topic while it is mounted:
 *   "video:{id}" — im:new / im:edit / im:delete (comments) and video:status,
 *   "channel:{id}" — a room's feed (action:channel_video_add / _remove),
 *   "user:{id}"  — the signed-in user's own events: notification:new/read/unread/read_all/empty/delete,
 *                  and the end of a room or workspace membership (action:channel_removed /
 *                  action:team_removed; useMembershipEnded), and a changed plan (action:plan_changed;
 *                  usePlanChanged).
 * After the socket reconnects (network back, page visible again), onResync
 * runs so the feature fetches what it may have missed.
 *
 * Cross-tab outdated data (spec 4): a tab that changes data marks it outdated
 * (markOutdated); another tab regaining visibility then reloads it
 * (useOutdatedReload).
 */
export type { LiveEvent, LiveSubscription } from './types';
export { useLiveTopic, useLiveTopics } from './use-live-topic';
export { markOutdated, useOutdatedReload } from './outdated';
export { useVideoStatusPush } from './use-video-status-push';
export { endsRoom, membershipEnded, useMembershipEnded, type MembershipEnded } from './use-membership-ended';
export { usePlanChanged } from './use-plan-changed';
