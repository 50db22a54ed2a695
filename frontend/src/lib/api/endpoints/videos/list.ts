import { queryOptions } from '@tanstack/react-query';

import { VIDEO_POLL_MS } from '@/config/constants';
import { isServerWorking } from '@/lib/video-status';

import { api } from '../../client';
import { queryKeys } from '../../query-keys';
import { CodeNotFound, type FolderList } from '../../types.gen';

/** The orders of spec 3's local setting 'sort': by creation (newest first, the default) or by title. */
export type FolderSort = 'create' | 'title';

const serverSort: Record<FolderSort, string> = { create: 'created_at:desc', title: 'title:asc' };

/** GET /api/video/list/{pid}: a folder's subfolders, then its videos, with the breadcrumb (pid 0 is the root). */
export function getFolderList(pid: number, sort: FolderSort = 'create', signal?: AbortSignal): Promise<FolderList> {
  return api.get<FolderList>(`/api/video/list/${pid}`, { _sort: serverSort[sort] }, signal);
}

export function folderListQuery(pid: number, sort: FolderSort = 'create') {
  return queryOptions({
    queryKey: [...queryKeys.videos.list(pid), sort] as const,
    queryFn: ({ signal }) => getFolderList(pid, sort, signal),
    // A trashed or unknown folder is shown as such by the page.
    meta: { handledCodes: [CodeNotFound] },
    // While the server is processing a video, the list keeps itself fresh.
    refetchInterval: (query) =>
      query.state.data?.videos.some((video) => isServerWorking(video.status)) ? VIDEO_POLL_MS : false,
  });
}
