import type { Folder, FolderCrumb, Video } from '@/lib/api/types.gen';
import { envelope, mockFetch, type Call } from '@/testing/fetch-mock';

export const folder = (id: number, name: string, pid = 0): Folder =>
  ({ id, name, pid, sub_folders: 0, videos: 0, itemType: 'folder', created_at: '2026-11-20T10:00:00Z' }) as Folder;

export const video = (id: number, title: string, pid = 0): Video =>
  ({ id, title, pid, status: 1, cover: '', duration: 0, views: 0, itemType: 'video', created_at: '2026-11-20T10:00:00Z' }) as Video;

interface LibraryServer {
  folders?: Folder[];
  videos?: Video[];
  folder?: Folder | null;
  breadcrumb?: FolderCrumb[];
  all?: Folder[];
  /** Answers a call the defaults do not (or overrides one); undefined falls through. */
  extra?: (call: Call) => Response | undefined;
}

/** A fake cloud for the folder view: the list, the folder tree, and ok for every change. */
export function libraryServer({ folders = [], videos = [], folder: open = null, breadcrumb = [], all, extra }: LibraryServer) {
  return mockFetch((call) => {
    const answer = extra?.(call);
    if (answer) return answer;
    const path = call.url.split('?')[0];
    if (path.startsWith('/api/video/list/')) return envelope({ folder: open, breadcrumb, folders, videos });
    if (path === '/api/folder/all') return envelope({ folders: all ?? folders });
    if (path === '/api/user/info') return envelope({ id: 1, videoCount: videos.length, videoLimit: 30 });
    return envelope({});
  });
}

export const callsTo = (calls: Call[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.url.split('?')[0] === path);
