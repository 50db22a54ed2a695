import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { envelope, mockFetch } from '@/testing/fetch-mock';

import { folderListQuery, getFolderList } from './list';
import { userInfoQuery } from '../user/info';

afterEach(() => vi.unstubAllGlobals());

const emptyList = { folder: null, breadcrumb: [], folders: [], videos: [] };

describe('folder list endpoint', () => {
  it.each([
    ['create', 'created_at:desc'],
    ['title', 'title:asc'],
  ] as const)('asks the server for sort %s as %s', async (sort, serverSort) => {
    const { calls } = mockFetch(() => envelope(emptyList));
    await getFolderList(12, sort);
    expect(calls[0].url).toBe(`/api/video/list/12?_sort=${encodeURIComponent(serverSort)}`);
  });

  it('keys each order apart, under the prefix the rest of the app invalidates', () => {
    expect(folderListQuery(3, 'title').queryKey).toEqual(['videos', 'list', 3, 'title']);
    expect(folderListQuery(3).queryKey).toEqual(['videos', 'list', 3, 'create']);
  });

  it('shares one cache entry for the user however many screens read it', async () => {
    const { calls } = mockFetch(() => envelope({ id: 1, videoCount: 2, videoLimit: 30 }));
    const client = new QueryClient();
    await Promise.all([client.fetchQuery(userInfoQuery()), client.fetchQuery(userInfoQuery())]);
    expect(calls.filter((call) => call.url === '/api/user/info')).toHaveLength(1);
  });
});
