import { describe, expect, it } from 'vitest';

import type { Folder, FolderShare } from '@/lib/api/types.gen';
import { envelope, mockFetch, type Call } from '@/testing/fetch-mock';
import { render, screen, waitFor, within } from '@/testing/render';

import { FolderShareModal } from './FolderShareModal';

const folder: Folder = {
  id: 5,
  name: 'Team',
  pid: 0,
  share_key: '',
  can_download_share: true,
  has_shared: false,
  share_enabled: false,
  sub_folders: 1,
  videos: 2,
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
  itemType: 'folder',
};

function serveFolderShare() {
  let share: FolderShare = { share_key: 'folder-key', can_download_share: true, share_enabled: true };
  return mockFetch(({ url, body }: Call) => {
    if (url === '/api/folder/share/update/5') share = { ...share, ...(body as Partial<FolderShare>) };
    return envelope(url === '/api/folder/share/revoke/5' ? null : share);
  });
}

describe('FolderShareModal', () => {
  it('creates the folder link, carrying the key, and copies it', async () => {
    const { calls } = serveFolderShare();
    const { user } = render(<FolderShareModal folder={folder} opened onClose={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'Share folder “Team”' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create link' }));

    const link = `${window.location.origin}/folderShare/folder/5?key=folder-key`;
    expect(await screen.findByRole('textbox', { name: 'Folder link' })).toHaveValue(link);
    expect(calls[0]).toMatchObject({ method: 'PUT', url: '/api/folder/share/create/5' });
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(link));
  });

  it('turns sharing off and download off, keeping the link', async () => {
    const { calls } = serveFolderShare();
    const shared = { ...folder, share_key: 'folder-key', share_enabled: true, has_shared: true };
    const { user } = render(<FolderShareModal folder={shared} opened onClose={() => undefined} />);

    await user.click(screen.getByRole('switch', { name: 'Sharing on' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Sharing on' })).not.toBeChecked());
    expect(screen.getByText(/Sharing is off/)).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Allow viewers to download and save' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Allow viewers to download and save' })).not.toBeChecked());

    expect(calls.map((call) => call.body)).toEqual([{ share_enabled: false }, { can_download_share: false }]);
    expect(screen.getByRole('textbox', { name: 'Folder link' })).toBeInTheDocument();
  });

  it('deletes the link after asking', async () => {
    const { calls } = serveFolderShare();
    const shared = { ...folder, share_key: 'folder-key', share_enabled: true, has_shared: true };
    const { user } = render(<FolderShareModal folder={shared} opened onClose={() => undefined} />);

    await user.click(screen.getByRole('button', { name: 'Delete link' }));
    const confirm = await screen.findByRole('dialog', { name: "Delete this folder's link?" });
    await user.click(within(confirm).getByRole('button', { name: 'Delete link' }));

    expect(await screen.findByRole('button', { name: 'Create link' })).toBeInTheDocument();
    expect(calls).toEqual([expect.objectContaining({ method: 'PUT', url: '/api/folder/share/revoke/5' })]);
  });
});
