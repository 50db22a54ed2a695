import { RoleRoomMember, type Channel, type ChannelVideos, type Team, type Video } from '@/lib/api/types.gen';
import { videoFixture } from '@/testing/video-fixture';

/** A public room the viewer is a member of; override what a test is about. */
export function roomFixture(overrides: Partial<Channel> = {}): Channel {
  return {
    id: 5,
    team_id: 2,
    name: 'Design',
    description: 'Weekly reviews',
    is_private: false,
    is_member: true,
    creator_id: 1,
    member_count: 3,
    video_count: 0,
    unread: 0,
    last_read: null,
    role: RoleRoomMember,
    can_add_video: true,
    created_at: '2026-11-01T10:00:00Z',
    ...overrides,
  };
}

export function teamFixture(overrides: Partial<Team> = {}): Team {
  return {
    id: 2,
    name: 'Acme',
    icon: '',
    role: 3,
    owner_id: 1,
    member_count: 3,
    pending_invite_count: 0,
    channel_count: 1,
    video_count: 0,
    unread: 0,
    created_at: '2026-11-01T10:00:00Z',
    channels: [],
    ...overrides,
  };
}

/** A page of a room's feed. */
export function feedPage(videos: Video[], channel: Partial<Channel> = {}, hasMore = false): ChannelVideos {
  return { channel: roomFixture({ video_count: videos.length, ...channel }), videos, has_more: hasMore };
}

export function roomVideo(id: number, overrides: Partial<Video> = {}): Video {
  return videoFixture({ id, title: `Video ${id}`, channel_id: 5, ...overrides });
}
