import { afterEach, describe, expect, it, vi } from 'vitest';

import { CodeNameTaken, CodeNotFound } from '@/lib/api/types.gen';
import { envelope } from '@/testing/fetch-mock';
import { render, screen, waitFor, within } from '@/testing/render';

import { LibraryView } from './LibraryView';
import { callsTo, folder, libraryServer, video } from './testing/library-server';

afterEach(() => vi.unstubAllGlobals());

describe('LibraryView breadcrumb', () => {
  it('starts at the root crumb and links every folder above the open one', async () => {
    libraryServer({
      folder: folder(5, 'Q4', 1),
      breadcrumb: [
        { id: 1, name: 'Projects' },
        { id: 5, name: 'Q4' },
      ],
    });
    render(<LibraryView folderId={5} />);
    const path = await screen.findByRole('navigation', { name: 'Folder path' });
    await waitFor(() => expect(within(path).getByText('Q4')).toHaveAttribute('aria-current', 'page'));
    expect(within(path).getByRole('link', { name: 'All videos' })).toHaveAttribute('href', '/my_videos');
    expect(within(path).getByRole('link', { name: 'Projects' })).toHaveAttribute('href', '/folder/1');
    expect(screen.getByRole('heading', { name: 'Q4' })).toBeInTheDocument();
  });

  it('shows the root crumb alone, as the current page, in My Videos', async () => {
    libraryServer({ videos: [video(9, 'Demo')] });
    render(<LibraryView folderId={0} />);
    const path = await screen.findByRole('navigation', { name: 'Folder path' });
    expect(within(path).getByText('All videos')).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('Demo')).toBeInTheDocument();
  });
});

describe('LibraryView contents', () => {
  it('lists folders before videos', async () => {
    libraryServer({ folders: [folder(1, 'Alpha')], videos: [video(9, 'Demo')] });
    render(<LibraryView folderId={0} />);
    const alpha = await screen.findByText('Alpha');
    const demo = screen.getByText('Demo');
    expect(alpha.compareDocumentPosition(demo) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says when a folder is empty', async () => {
    libraryServer({ folder: folder(5, 'Q4'), breadcrumb: [{ id: 5, name: 'Q4' }] });
    render(<LibraryView folderId={5} />);
    expect(await screen.findByText('This folder is empty')).toBeInTheDocument();
  });

  it('says when the folder is gone, with a way back to All videos', async () => {
    libraryServer({
      extra: (call) => (call.url.startsWith('/api/video/list/8') ? envelope(null, CodeNotFound, 'not found', 404) : undefined),
    });
    render(<LibraryView folderId={8} />);
    expect(await screen.findByText('Folder not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to All videos' })).toHaveAttribute('href', '/my_videos');
  });

  it('says when My Videos is empty', async () => {
    libraryServer({});
    render(<LibraryView folderId={0} />);
    expect(await screen.findByText('No videos yet')).toBeInTheDocument();
  });

  it('offers Share on a folder only when sharing is handled', async () => {
    libraryServer({ folders: [folder(1, 'Alpha')] });
    const onShare = vi.fn();
    const { user, unmount } = render(<LibraryView folderId={0} />);
    await user.click(await screen.findByRole('button', { name: 'Actions for Alpha' }));
    expect(await screen.findByRole('menuitem', { name: 'Rename' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Share' })).not.toBeInTheDocument();
    unmount();

    const shared = render(<LibraryView folderId={0} onShareFolder={onShare} />);
    await shared.user.click(await screen.findByRole('button', { name: 'Actions for Alpha' }));
    await shared.user.click(await screen.findByRole('menuitem', { name: 'Share' }));
    expect(onShare).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
  });
});

describe('LibraryView sort', () => {
  it('asks for the chosen order and remembers it in the local setting sort', async () => {
    const { calls } = libraryServer({});
    const { user, unmount } = render(<LibraryView folderId={0} />);
    await waitFor(() => expect(calls[0]?.url).toBe('/api/video/list/0?_sort=created_at%3Adesc'));
    await user.click(screen.getByRole('radio', { name: 'Title' }));
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/api/video/list/0?_sort=title%3Aasc'));
    expect(window.localStorage.getItem('sort')).toBe('title');
    unmount();

    calls.length = 0;
    render(<LibraryView folderId={0} />);
    await waitFor(() => expect(calls[0]?.url).toBe('/api/video/list/0?_sort=title%3Aasc'));
  });
});

describe('LibraryView new folder', () => {
  it('refuses an empty and a too long name, shows a taken one, then creates in the open folder', async () => {
    let taken = true;
    const { calls } = libraryServer({
      folder: folder(5, 'Q4'),
      breadcrumb: [{ id: 5, name: 'Q4' }],
      extra: (call) => {
        if (call.url !== '/api/folder/create' || !taken) return undefined;
        taken = false;
        return envelope(null, CodeNameTaken, 'name taken', 409);
      },
    });
    const { user } = render(<LibraryView folderId={5} />);
    await user.click(await screen.findByRole('button', { name: 'New folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'New folder' });
    const name = within(dialog).getByRole('textbox', { name: 'Folder name' });

    await user.type(name, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('The name cannot be empty!')).toBeInTheDocument();

    await user.clear(name);
    await user.click(name);
    await user.paste('x'.repeat(81));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('The name is too long!')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/api/folder/create')).toHaveLength(0);

    await user.clear(name);
    await user.type(name, ' Plans ');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('This name has been used. Please try another.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New folder' })).not.toBeInTheDocument());
    expect(callsTo(calls, 'POST', '/api/folder/create').map((call) => call.body)).toEqual([
      { name: 'Plans', pid: 5 },
      { name: 'Plans', pid: 5 },
    ]);
  });

  it('renames a folder from its menu', async () => {
    const { calls } = libraryServer({ folders: [folder(1, 'Alpha')] });
    const { user } = render(<LibraryView folderId={0} />);
    await user.click(await screen.findByRole('button', { name: 'Actions for Alpha' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const name = await screen.findByRole('textbox', { name: 'Folder name' });
    expect(name).toHaveValue('Alpha');
    await user.clear(name);
    await user.type(name, 'Beta');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(calls, 'PUT', '/api/folder/rename').map((call) => call.body)).toEqual([{ id: 1, name: 'Beta' }]));
  });
});
