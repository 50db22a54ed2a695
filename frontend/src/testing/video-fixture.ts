import { VideoOK, type Video } from '@/lib/api/types.gen';

/** A complete, playable video as the server sends it; override what a test is about. */
export function videoFixture(overrides: Partial<Video> = {}): Video {
  return {
    id: 7,
    name: 'Quarterly demo',
    title: 'Quarterly demo',
    status: VideoOK,
    fail_reason: '',
    share_key: '',
    can_download_share: true,
    can_download: true,
    has_shared: false,
    comments: 0,
    unread: 0,
    user: { id: 1, nickname: 'Ann', avatar: '' },
    version: 1,
    download_url: '',
    play_url: '/api/media/videos/7/video.mp4',
    cover: '',
    duration: 65_000,
    width: 1280,
    height: 720,
    size: 1_000,
    views: 3,
    shared_at: null,
    created_at: '2026-11-02T10:00:00Z',
    updated_at: '2026-11-02T10:00:00Z',
    pid: 0,
    channel_id: 0,
    itemType: 'video',
    ...overrides,
  };
}
