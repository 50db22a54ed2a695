import { Notifications } from '@mantine/notifications';
import { Route, Routes, useParams, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';

import { CodeNotFound, CodeShareClosed, CodeVideoLimit, type Folder, type SharedFolder } from '@/lib/api/types.gen';
import { saveTokens } from '@/lib/auth/token-store';
import { envelope, mockFetch, type Call } from '@/testing/fetch-mock';
import { render, screen, waitFor, within } from '@/testing/render';
import { videoFixture } from '@/testing/video-fixture';

import { FolderSharedVideoView } from './FolderSharedVideoView';
import { SharedFolderView } from './SharedFolderView';

function folder(id: number, name: string, pid: number): Folder {
  return {
    id,
    name,
    pid,
    share_key: '',
    can_download_share: true,
    has_shared: true,
    share_enabled: true,
    sub_folders: 0,
    videos: 0,
    created_at: '2026-11-20T10:00:00Z',
    updated_at: '2026-11-20T10:00:00Z',
    itemType: 'folder',
  };
}

const owner = { id: 1, nickname: 'Ann', avatar: '' };
const tree: Record<number, SharedFolder> = {
  10: {
    folder: folder(10, 'Team', 0),
    breadcrumb: [{ id: 10, name: 'Team' }],
    folders: [folder(11, 'Design', 10)],
    videos: [videoFixture({ id: 7, title: 'Quarterly demo' })],
    owner,
  },
  11: {
    folder: folder(11, 'Design', 10),
    breadcrumb: [
      { id: 10, name: 'Team' },
      { id: 11, name: 'Design' },
    ],
    folders: [],
    videos: [],
    owner,
  },
};

function FolderPage() {
  const [search] = useSearchParams();
  return <SharedFolderView folderId={Number(useParams().pid)} shareKey={search.get('key') ?? ''} />;
}

function VideoPage() {
  const [search] = useSearchParams();
  return <FolderSharedVideoView videoId={Number(useParams().id)} shareKey={search.get('key') ?? ''} fromFolder={Number(search.get('from'))} />;
}

function renderVisitor(answer: (call: Call) => Response | undefined = () => undefined, route = '/folderShare/folder/10?key=k') {
  const fetched = mockFetch((call) => {
    const answered = answer(call);
    if (answered) return answered;
    const match = /^\/api\/folder\/share\/detail\/(\d+)\?share_key=k$/.exec(call.url);
    if (match && tree[Number(match[1])]) return envelope(tree[Number(match[1])]);
    if (call.url === '/api/video/detail/7?share_key=k') return envelope(videoFixture({ id: 7, title: 'Quarterly demo' }));
    return envelope(null, CodeNotFound, 'not found', 404);
  });
  const rendered = render(
    <>
      <Notifications />
      <Routes>
        <Route path="/folderShare/folder/:pid" element={<FolderPage />} />
        <Route path="/folderShare/video/:id" element={<VideoPage />} />
        <Route path="*" element={<div>elsewhere</div>} />
      </Routes>
    </>,
    { route },
  );
  return { ...fetched, ...rendered };
}

describe('shared folder visitor page', () => {
  it('shows the 403 view when its owner turned sharing off', async () => {
    renderVisitor(() => envelope(null, CodeShareClosed, 'closed', 403));
    expect(await screen.findByRole('heading', { name: 'Sharing turned off' })).toBeInTheDocument();
    expect(screen.getByTestId('shared-folder-403')).toBeInTheDocument();
  });

  it('shows the 404 view for a revoked link or a wrong key', async () => {
    renderVisitor(undefined, '/folderShare/folder/10?key=wrong');
    expect(await screen.findByRole('heading', { name: 'This folder is not available' })).toBeInTheDocument();
    expect(screen.getByTestId('shared-folder-404')).toBeInTheDocument();
  });

  it('shows the 404 view without asking when the link has no key', async () => {
    const { calls } = renderVisitor(undefined, '/folderShare/folder/10');
    expect(await screen.findByRole('heading', { name: 'This folder is not available' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('browses down into subfolders and back up by the breadcrumb, keeping the key', async () => {
    const { user, calls } = renderVisitor();
    expect(await screen.findByText('Shared by Ann')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Design' }));

    const crumbs = await screen.findByRole('navigation', { name: 'Shared folder' });
    await waitFor(() => expect(within(crumbs).getByText('Design')).toHaveAttribute('aria-current', 'page'));
    expect(screen.getByText('This folder is empty.')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain('/api/folder/share/detail/11?share_key=k');

    await user.click(within(crumbs).getByRole('link', { name: 'Team' }));
    expect(await screen.findByRole('link', { name: 'Design' })).toBeInTheDocument();
  });

  it('opens a video with the folder key, with download and save, and leads back', async () => {
    const { user, calls } = renderVisitor();
    await user.click(await screen.findByRole('link', { name: 'Quarterly demo' }));

    expect(await screen.findByRole('heading', { name: 'Quarterly demo' })).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain('/api/video/detail/7?share_key=k');
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save to My Videos' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: /Back to the folder/ }));
    expect(await screen.findByRole('link', { name: 'Design' })).toBeInTheDocument();
  });

  it('saves the folder to My Videos for a signed-in visitor', async () => {
    saveTokens({ token: 'access', refresh_token: 'refresh' });
    const { user, calls } = renderVisitor((call) => (call.url === '/api/folder/fork' ? envelope(folder(50, 'Team', 0)) : undefined));
    await user.click(await screen.findByRole('button', { name: 'Save folder to My Videos' }));
    expect(await screen.findByText(/Folder saved to My Videos\./)).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/folder/fork')?.body).toEqual({ folder_id: 10, share_key: 'k' });
  });

  it('opens the upgrade modal when the copies do not fit the plan', async () => {
    saveTokens({ token: 'access', refresh_token: 'refresh' });
    const { user } = renderVisitor((call) =>
      call.url === '/api/folder/fork' ? envelope(null, CodeVideoLimit, 'limit', 403) : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Save folder to My Videos' }));
    expect(await screen.findByText(/keeps up to 30 videos/)).toBeInTheDocument();
  });
});
