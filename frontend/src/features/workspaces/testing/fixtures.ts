import type { Channel, Team, TeamMember } from '@/lib/api/types.gen';

export function roomFixture(overrides: Partial<Channel> = {}): Channel {
  return {
    id: 11,
    team_id: 1,
    name: 'Design reviews',
    description: '',
    is_private: false,
    is_member: true,
    creator_id: 1,
    member_count: 2,
    video_count: 0,
    unread: 0,
    last_read: null,
    role: 2,
    can_add_video: true,
    created_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

export function teamFixture(overrides: Partial<Team> = {}): Team {
  return {
    id: 1,
    name: 'Acme',
    icon: '',
    role: 1,
    owner_id: 1,
    member_count: 5,
    pending_invite_count: 0,
    channel_count: 1,
    video_count: 0,
    unread: 0,
    created_at: '2026-01-01T00:00:00Z',
    channels: [],
    ...overrides,
  };
}

export function memberFixture(overrides: Partial<TeamMember> = {}): TeamMember {
  return {
    id: 2,
    nickname: 'Bea',
    avatar: '',
    email: 'bea@example.com',
    role: 3,
    video_count: 0,
    joined_at: '2026-01-02T00:00:00Z',
    isPending: false,
    ...overrides,
  };
}
