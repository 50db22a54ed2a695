import { afterEach, describe, expect, it, vi } from 'vitest';

import { CodeVideoLimit, type Folder, type Video } from '@/lib/api/types.gen';
import { envelope, mockFetch, type Call } from '@/testing/fetch-mock';
import { render, screen, waitFor, within } from '@/testing/render';

import { TrashView } from './TrashView';

afterEach(() => vi.unstubAllGlobals());

const DAY_MS = 24 * 60 * 60 * 1000;
// Half a day past a whole number of days, so the rounded-up count cannot flip while the test runs.
const erasedIn = (days: number) => new Date(Date.now() + (days - 0.5) * DAY_MS).toISOString();

function trashServer(folders: Partial<Folder>[], videos: Partial<Video>[]) {
  return mockFetch((call: Call) => {
    if (call.method === 'GET' && call.url === '/api/items/trash') return envelope({ folders, videos });
    return envelope({});
  });
}

const sent = (calls: Call[], method: string, url: string) =>
  calls.filter((call) => call.method === method && call.url === url).map((call) => call.body);

describe('TrashView', () => {
  it('lists trashed folders and videos with the days left, and says how the trash works', async () => {
    trashServer([{ id: 1, name: 'Old plans', erase_at: erasedIn(3) }], [{ id: 9, title: 'Demo', erase_at: erasedIn(1) }]);
    render(<TrashView />);
    const folderRow = await screen.findByTestId('trash-folder-1');
    expect(folderRow).toHaveTextContent('Old plans');
    expect(folderRow).toHaveTextContent('Erased in 3 days');
    expect(screen.getByTestId('trash-video-9')).toHaveTextContent('Erased in 1 day');
    expect(screen.getByText(/erased for good after 3 days/)).toBeInTheDocument();
    expect(screen.getByText(/do not count toward the Basic plan's limit/)).toBeInTheDocument();
  });

  it('restores an item at once', async () => {
    const { calls } = trashServer([], [{ id: 9, title: 'Demo', erase_at: erasedIn(2) }]);
    const { user } = render(<TrashView />);
    await user.click(within(await screen.findByTestId('trash-video-9')).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(sent(calls, 'PUT', '/api/items/restore')).toEqual([{ folders: [], videos: [9] }]));
  });

  it('opens the subscribe modal (recover) when restoring would go over the Basic plan limit', async () => {
    mockFetch((call: Call) => {
      if (call.url === '/api/items/trash') return envelope({ folders: [], videos: [{ id: 9, title: 'Demo', erase_at: erasedIn(2) }] });
      if (call.url === '/api/items/restore') return envelope(null, CodeVideoLimit, 'limit', 403);
      return envelope({ id: 1, isVip: false, videoCount: 30, videoLimit: 30 });
    });
    const { user, queryClient } = render(<TrashView />);
    queryClient.setQueryData(['user'], { id: 1, isVip: false, videoCount: 30, videoLimit: 30 });
    await user.click(within(await screen.findByTestId('trash-video-9')).getByRole('button', { name: 'Restore' }));
    const modal = await screen.findByTestId('subscribe-modal');
    expect(modal).toHaveAttribute('data-subscribe-type', 'recover');
    expect(modal).toHaveTextContent('The Basic plan keeps up to 30 videos, so this video cannot come back from the trash.');
  });

  it('erases an item for good only after confirming', async () => {
    const { calls } = trashServer([{ id: 1, name: 'Old plans', erase_at: erasedIn(2) }], []);
    const { user } = render(<TrashView />);
    await user.click(within(await screen.findByTestId('trash-folder-1')).getByRole('button', { name: 'Erase for good' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase for good?' });
    expect(dialog).toHaveTextContent('“Old plans” will be erased for good');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent(calls, 'DELETE', '/api/items/erase')).toEqual([]);

    await user.click(within(screen.getByTestId('trash-folder-1')).getByRole('button', { name: 'Erase for good' }));
    await user.click(await screen.findByTestId('confirm-erase'));
    await waitFor(() => expect(sent(calls, 'DELETE', '/api/items/erase')).toEqual([{ folders: [1], videos: [] }]));
  });

  it('empties the trash after confirming', async () => {
    const { calls } = trashServer([], [{ id: 9, title: 'Demo', erase_at: erasedIn(2) }]);
    const { user } = render(<TrashView />);
    await screen.findByTestId('trash-video-9');
    await user.click(screen.getByRole('button', { name: 'Empty trash' }));
    await user.click(await screen.findByTestId('confirm-empty-trash'));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE' && call.url === '/api/items/empty')).toBe(true));
  });

  it('shows the empty state and no Empty button when nothing is there', async () => {
    trashServer([], []);
    render(<TrashView />);
    expect(await screen.findByText('The trash is empty')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Empty trash' })).toBeDisabled();
  });
});
