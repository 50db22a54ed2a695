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
  /** Plans, the caller's plan and its billing (lib/api/endpoints/premium). */
  premium: {
    all: ['premium'] as const,
    plans: ['premium', 'plans'] as const,
    current: ['premium', 'current'] as const,
    invoices: ['premium', 'invoices'] as const,
    billing: ['premium', 'billing'] as const,
    upgradeCost: ['premium', 'upgrade-cost'] as const,
  },
  /** The invitation program, the gift month and the old-user privilege (lib/api/endpoints/activity). */
  activity: {
    all: ['activity'] as const,
    invitation: ['activity', 'invitation'] as const,
    invitationList: (page: number) => ['activity', 'invitation', 'list', page] as const,
    freeVip: ['activity', 'free-vip'] as const,
    oldUserPrivilege: ['activity', 'old-user-privilege'] as const,
  },
  sharedVideo: (id: number, shareKey: string) => ['shared-video', id, shareKey] as const,
  handoff: (checkuid: string) => ['handoff', checkuid] as const,
};
