import { afterEach, describe, expect, it, vi } from 'vitest';

import { envelope } from '@/testing/fetch-mock';
import { render, screen, waitFor } from '@/testing/render';

import { LibraryView } from './LibraryView';
import { libraryServer, video } from './testing/library-server';

afterEach(() => vi.unstubAllGlobals());

function searchServer(total: number) {
  return libraryServer({
    videos: [video(1, 'Weekly sync')],
    extra: (call) => {
      if (!call.url.startsWith('/api/video/search')) return undefined;
      const params = new URL(call.url, 'http://x').searchParams;
      const page = Number(params.get('page'));
      const first = (page - 1) * 20;
      const count = Math.max(0, Math.min(20, total - first));
      const videos = Array.from({ length: count }, (_, index) => video(100 + first + index, `Demo ${first + index + 1}`));
      return envelope({ videos, total, page });
    },
  });
}

describe('video search', () => {
  it('shows the matches a page at a time, 20 to a page', async () => {
    const { calls } = searchServer(45);
    const { user } = render(<LibraryView folderId={0} />);
    await screen.findByText('Weekly sync');
    await user.type(screen.getByRole('searchbox', { name: 'Search videos' }), 'demo{Enter}');

    expect(await screen.findByText('45 videos found')).toBeInTheDocument();
    expect(screen.getByText('Demo 1')).toBeInTheDocument();
    expect(screen.queryByText('Weekly sync')).not.toBeInTheDocument();
    expect(calls.at(-1)?.url).toBe('/api/video/search?q=demo&page=1');

    await user.click(screen.getByRole('button', { name: '3' }));
    expect(await screen.findByText('Demo 41')).toBeInTheDocument();
    expect(calls.at(-1)?.url).toBe('/api/video/search?q=demo&page=3');
  });

  it('says when nothing matches, and goes back to the folder when cleared', async () => {
    searchServer(0);
    const { user } = render(<LibraryView folderId={0} />);
    await screen.findByText('Weekly sync');
    await user.type(screen.getByRole('searchbox', { name: 'Search videos' }), 'zebra{Enter}');
    expect(await screen.findByText('No videos match “zebra”')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(screen.getByText('Weekly sync')).toBeInTheDocument());
  });
});
