import { afterEach, describe, expect, it, vi } from 'vitest';

import { fireEvent, render, screen, waitFor, within } from '@/testing/render';

import { LibraryView } from './LibraryView';
import { callsTo, folder, libraryServer, video } from './testing/library-server';

afterEach(() => vi.unstubAllGlobals());

// My Videos holds Alpha (1), Beta (2) and the video Demo (9); Gamma (3) is inside Beta.
const root = { folders: [folder(1, 'Alpha'), folder(2, 'Beta')], videos: [video(9, 'Demo')] };
const all = [folder(1, 'Alpha'), folder(2, 'Beta'), folder(3, 'Gamma', 2)];

/** A drag as the browser sends it; jsdom has no DataTransfer, so a small stand-in carries the data. */
function dataTransfer() {
  return { setData: vi.fn(), getData: vi.fn(), dropEffect: 'none', effectAllowed: 'all', types: ['text/plain'] };
}

async function enterSelectMode() {
  const view = render(<LibraryView folderId={0} />);
  await screen.findByText('Demo');
  await view.user.click(screen.getByRole('button', { name: 'Select' }));
  return view;
}

describe('select mode', () => {
  it('shows checkboxes only in select mode, and a click picks a card instead of opening it', async () => {
    libraryServer({ ...root, all });
    const { user } = render(<LibraryView folderId={0} />);
    await screen.findByText('Demo');
    expect(screen.queryByRole('checkbox', { name: 'Select Demo' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Select' }));
    await user.click(screen.getByText('Demo'));
    expect(screen.getByRole('checkbox', { name: 'Select Demo' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Select Alpha' }));
    expect(within(screen.getByRole('toolbar', { name: 'Selected items' })).getByText('2 items selected')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('toolbar', { name: 'Selected items' })).not.toBeInTheDocument();
  });

  it('moves the picked items with the folder picker, where refused targets cannot be chosen', async () => {
    const { calls } = libraryServer({ ...root, all });
    const { user } = await enterSelectMode();
    await user.click(screen.getByRole('checkbox', { name: 'Select Alpha' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Demo' }));
    await user.click(screen.getByRole('button', { name: 'Move' }));

    const dialog = await screen.findByRole('dialog', { name: 'Move to' });
    await within(dialog).findByRole('radio', { name: 'Gamma' });
    expect(within(dialog).getByRole('radio', { name: 'All videos' })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: 'Alpha' })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: 'Beta' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Move here' })).toBeDisabled();

    await user.click(within(dialog).getByRole('radio', { name: 'Gamma' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move here' }));
    await waitFor(() =>
      expect(callsTo(calls, 'PUT', '/api/items/move').map((call) => call.body)).toEqual([{ folders: [1], videos: [9], target: 3 }]),
    );
    // The lists are asked again, and the picks are cleared.
    await waitFor(() => expect(callsTo(calls, 'GET', '/api/video/list/0').length).toBeGreaterThan(1));
    expect(screen.getByText('0 items selected')).toBeInTheDocument();
  });

  it('refuses a folder into one below it in the picker', async () => {
    libraryServer({ ...root, all });
    const { user } = await enterSelectMode();
    await user.click(screen.getByRole('checkbox', { name: 'Select Beta' }));
    await user.click(screen.getByRole('button', { name: 'Move' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move to' });
    expect(await within(dialog).findByRole('radio', { name: 'Gamma' })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: 'Alpha' })).toBeEnabled();
  });

  it('moves to the trash after confirming', async () => {
    const { calls } = libraryServer({ ...root, all });
    const { user } = await enterSelectMode();
    await user.click(screen.getByRole('checkbox', { name: 'Select Beta' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Demo' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move to the trash?' });
    expect(dialog).toHaveTextContent('2 items will be moved to the trash');
    await user.click(within(dialog).getByRole('button', { name: 'Move to trash' }));
    await waitFor(() =>
      expect(callsTo(calls, 'DELETE', '/api/items/trash').map((call) => call.body)).toEqual([{ folders: [2], videos: [9] }]),
    );
  });
});

describe('drag and drop', () => {
  it('drops the picked items onto a folder card', async () => {
    const { calls } = libraryServer({ ...root, all });
    const { user } = await enterSelectMode();
    await user.click(screen.getByRole('checkbox', { name: 'Select Demo' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Alpha' }));

    const transfer = dataTransfer();
    fireEvent.dragStart(screen.getByTestId('video-item-9'), { dataTransfer: transfer });
    const beta = screen.getByTestId('folder-card-2');
    fireEvent.dragOver(beta, { dataTransfer: transfer });
    expect(beta).toHaveAttribute('data-drop', 'over');
    fireEvent.drop(beta, { dataTransfer: transfer });
    await waitFor(() =>
      expect(callsTo(calls, 'PUT', '/api/items/move').map((call) => call.body)).toEqual([{ folders: [1], videos: [9], target: 2 }]),
    );
  });

  it('drags an unpicked card alone', async () => {
    const { calls } = libraryServer({ ...root, all });
    const { user } = await enterSelectMode();
    await user.click(screen.getByRole('checkbox', { name: 'Select Alpha' }));
    const transfer = dataTransfer();
    fireEvent.dragStart(screen.getByTestId('video-item-9'), { dataTransfer: transfer });
    fireEvent.drop(screen.getByTestId('folder-card-2'), { dataTransfer: transfer });
    await waitFor(() =>
      expect(callsTo(calls, 'PUT', '/api/items/move').map((call) => call.body)).toEqual([{ folders: [], videos: [9], target: 2 }]),
    );
  });

  it('refuses a folder onto itself and items onto the folder they are in, and sends nothing', async () => {
    const { calls } = libraryServer({ ...root, all });
    await enterSelectMode();
    const transfer = dataTransfer();
    const alpha = screen.getByTestId('folder-card-1');
    fireEvent.dragStart(alpha, { dataTransfer: transfer });
    fireEvent.dragOver(alpha, { dataTransfer: transfer });
    expect(alpha).toHaveAttribute('data-drop', 'refused');
    fireEvent.drop(alpha, { dataTransfer: transfer });

    const rootCrumb = within(screen.getByRole('navigation', { name: 'Folder path' })).getByText('All videos');
    fireEvent.dragStart(alpha, { dataTransfer: transfer });
    fireEvent.dragOver(rootCrumb, { dataTransfer: transfer });
    expect(rootCrumb).toHaveAttribute('data-drop', 'refused');
    fireEvent.drop(rootCrumb, { dataTransfer: transfer });
    fireEvent.dragEnd(alpha, { dataTransfer: transfer });
    expect(callsTo(calls, 'PUT', '/api/items/move')).toHaveLength(0);
  });

  it('moves items up onto a breadcrumb crumb', async () => {
    const { calls } = libraryServer({
      folder: folder(3, 'Gamma', 2),
      breadcrumb: [
        { id: 2, name: 'Beta' },
        { id: 3, name: 'Gamma' },
      ],
      videos: [video(9, 'Demo', 3)],
      all,
    });
    const { user } = render(<LibraryView folderId={3} />);
    await screen.findByText('Demo');
    await user.click(screen.getByRole('button', { name: 'Select' }));
    const transfer = dataTransfer();
    fireEvent.dragStart(screen.getByTestId('video-item-9'), { dataTransfer: transfer });
    fireEvent.drop(within(screen.getByRole('navigation', { name: 'Folder path' })).getByRole('link', { name: 'All videos' }), {
      dataTransfer: transfer,
    });
    await waitFor(() =>
      expect(callsTo(calls, 'PUT', '/api/items/move').map((call) => call.body)).toEqual([{ folders: [], videos: [9], target: 0 }]),
    );
  });

  it('takes no drags outside select mode', async () => {
    libraryServer({ ...root, all });
    render(<LibraryView folderId={0} />);
    await screen.findByText('Demo');
    expect(screen.getByTestId('video-item-9')).not.toHaveAttribute('draggable');
  });
});
