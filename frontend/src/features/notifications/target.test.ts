import { describe, expect, it } from 'vitest';

import {
  NotifyChannelVideo,
  NotifyCommentReply,
  NotifyHowToComment,
  NotifyInviteAccepted,
  NotifyMention,
  NotifyTeamJoin,
  NotifyVideoComment,
  RoleMember,
  RoleOwner,
} from '@/lib/api/types.gen';

import { notificationTarget } from './target';
import { notificationFixture } from './testing/fixtures';

describe('notificationTarget', () => {
  it.each([
    ['a comment on my video, at its moment', { event: NotifyVideoComment, extra: { played_time: 42_500 } }, '/video/7?t=42.5'],
    ['a comment on my video through a link, still my page', { event: NotifyVideoComment, extra: { video_share_key: 'k' } }, '/video/7'],
    ['a reply on a shared video, through its link', { event: NotifyCommentReply, extra: { video_share_key: 'k 1', played_time: 3_000 } }, '/share/7/k%201?t=3'],
    ['a mention without a link (the owner commenting), the video page', { event: NotifyMention }, '/video/7'],
    ['a mention in a room video', { event: NotifyMention, extra: { channel_id: 5, played_time: 61_000 } }, '/roomDetail/5/7?t=61'],
    ['a comment with no moment (0), at the start', { event: NotifyVideoComment, extra: { played_time: 0 } }, '/video/7'],
    ['a new room video, the room at that video', { event: NotifyChannelVideo, extra: { channel_id: 5, video_id: 9 } }, '/room/5?to-video=9'],
    ['someone joining my workspace, its settings', { event: NotifyTeamJoin, extra: { team_id: 4 } }, '/workspace/manage/4'],
  ])('leads %s', (_name, overrides, expected) => {
    expect(notificationTarget(notificationFixture(overrides))).toBe(expected);
  });

  it('leads an accepted invitation to the settings for an owner and to the rooms for a member', () => {
    const accepted = notificationFixture({ event: NotifyInviteAccepted, extra: { team_id: 4 } });
    expect(notificationTarget(accepted, RoleOwner)).toBe('/workspace/manage/4');
    expect(notificationTarget(accepted, RoleMember)).toBe('/room/browser/4');
  });

  it('leads nowhere for kinds without a page here', () => {
    expect(notificationTarget(notificationFixture({ event: NotifyHowToComment }))).toBeNull();
  });
});
