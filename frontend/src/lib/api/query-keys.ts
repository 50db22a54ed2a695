/** Query keys shared by the features, so a mutation in one can refresh another's data. */
export const queryKeys = {
  user: ['user'] as const,
  videos: {
    all: ['videos'] as const,
    list: (folderId: number) => ['videos', 'list', folderId] as const,
    detail: (id: number) => ['videos', 'detail', id] as const,
  },
  comments: {
    all: (videoId: number) => ['comments', videoId] as const,
    newest: (videoId: number, shareKey: string) => ['comments', videoId, 'newest', shareKey] as const,
    mentionable: (videoId: number, shareKey: string) => ['comments', videoId, 'mentionable', shareKey] as const,
  },
  teams: {
    all: ['teams'] as const,
    list: ['teams', 'list'] as const,
    detail: (id: number) => ['teams', 'detail', id] as const,
    members: (id: number) => ['teams', 'members', id] as const,
  },
  channels: {
    all: ['channels'] as const,
    browseAll: ['channels', 'browse'] as const,
    browse: (teamId: number) => ['channels', 'browse', teamId] as const,
    videos: (id: number) => ['channels', 'videos', id] as const,
    members: (id: number) => ['channels', 'members', id] as const,
  },
  notifications: {
    all: ['notifications'] as const,
    unread: ['notifications', 'unread'] as const,
    read: ['notifications', 'read'] as const,
    list: ['notifications', 'list'] as const,
    settings: ['notification-settings'] as const,
  },
  sharedVideo: (id: number, shareKey: string) => ['shared-video', id, shareKey] as const,
  handoff: (checkuid: string) => ['handoff', checkuid] as const,
};
