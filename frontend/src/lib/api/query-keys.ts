/** Query keys shared by the features, so a mutation in one can refresh another's data. */
export const queryKeys = {
  user: ['user'] as const,
  videos: {
    all: ['videos'] as const,
    list: (folderId: number) => ['videos', 'list', folderId] as const,
    detail: (id: number) => ['videos', 'detail', id] as const,
  },
  sharedVideo: (id: number, shareKey: string) => ['shared-video', id, shareKey] as const,
  handoff: (checkuid: string) => ['handoff', checkuid] as const,
};
