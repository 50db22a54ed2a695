import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { queryKeys } from '@/lib/api';
import { act, render, screen, waitFor, within } from '@/testing/render';

import { BackupBox } from './BackupBox';
import { BackupProvider } from './BackupProvider';
import { backupEntry, createFakeStore } from '../testing/fake-store';
import type { BackupEntry } from '../types';

function Box() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <p>outside</p>
      <BackupBox opened={opened} onChange={setOpened} />
    </>
  );
}

function renderBox(items: BackupEntry[], resumeOnMount = true) {
  const fake = createFakeStore(items);
  const utils = render(
    <BackupProvider store={fake.store} resumeOnMount={resumeOnMount}>
      <Box />
    </BackupProvider>,
    { route: '/my_videos', path: '/my_videos' },
  );
  const open = async () => {
    await utils.user.click(screen.getByTestId('backup-box-toggle'));
    const box = await screen.findByTestId('backup-box');
    // The dropdown fades in; its items count for roles once it is shown.
    await waitFor(() => expect(box).toBeVisible());
    return box;
  };
  return { ...utils, ...fake, open, invalidate: vi.spyOn(utils.queryClient, 'invalidateQueries') };
}

const row = (title: string) => screen.getByRole('listitem', { name: title });

describe('BackupBox', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:backup');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.useRealTimers());

  it('resumes unfinished uploads once when the app shell mounts', () => {
    const { store } = renderBox([]);
    expect(store.resumePending).toHaveBeenCalledTimes(1);
  });

  it('shows the count and lists each item with its size, length and status', async () => {
    const { open, store } = renderBox([
      backupEntry({ key: 'a', title: 'Demo', processStatus: 'uploading', progress: 0.4 }),
      backupEntry({ key: 'b', title: 'Broken', processStatus: 'failed', error: 'network' }),
      backupEntry({ key: 'c', title: 'Queued', processStatus: 'waiting' }),
    ]);
    expect(screen.getByTestId('backup-box-toggle').closest('.mantine-Indicator-root')).toHaveTextContent('3');

    await open();
    expect(store.refresh).toHaveBeenCalled();
    expect(row('Demo')).toHaveTextContent('3 MB');
    expect(row('Demo')).toHaveTextContent('1:05');
    expect(row('Demo')).toHaveTextContent('Nov 22, 2026');
    expect(row('Demo')).toHaveTextContent('40%');
    expect(within(row('Demo')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(row('Broken')).toHaveTextContent('Upload failed');
    expect(row('Queued')).toHaveTextContent('Waiting to upload');

    expect(within(row('Broken')).getByTestId('backup-retry')).toBeInTheDocument();
    expect(within(row('Demo')).queryByTestId('backup-retry')).not.toBeInTheDocument();
    expect(within(row('Demo')).queryByTestId('backup-delete')).not.toBeInTheDocument();
  });

  it('says when there is nothing on this device', async () => {
    const { open } = renderBox([]);
    expect(await open()).toHaveTextContent('No recordings are waiting on this device.');
  });

  it('retries a failed item', async () => {
    const { open, user, store } = renderBox([backupEntry({ key: 'b', title: 'Broken', processStatus: 'failed' })]);
    await open();
    await user.click(within(row('Broken')).getByTestId('backup-retry'));
    expect(store.retry).toHaveBeenCalledWith('b');
  });

  it('deletes only after a confirmation', async () => {
    const { open, user, store } = renderBox([backupEntry({ key: 'b', title: 'Broken', processStatus: 'failed' })]);
    await open();

    await user.click(within(row('Broken')).getByTestId('backup-delete'));
    expect(row('Broken')).toHaveTextContent('This recording will be deleted from this device, and its unfinished video from your account. Are you sure?');
    await user.click(within(row('Broken')).getByRole('button', { name: 'Cancel' }));
    expect(store.remove).not.toHaveBeenCalled();

    await user.click(within(row('Broken')).getByTestId('backup-delete'));
    await user.click(within(row('Broken')).getByTestId('backup-delete-confirm'));
    expect(store.remove).toHaveBeenCalledWith('b');
    expect(await screen.findByText('No recordings are waiting on this device.')).toBeInTheDocument();
  });

  it.each([
    ['video/mp4;codecs=avc1,opus', 'Demo.mp4'],
    ['video/webm;codecs=vp9,opus', 'Demo.webm'],
  ])('downloads a %s backup as %s', async (mimeType, fileName) => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { open, user, store } = renderBox([backupEntry({ key: 'a', title: 'Demo', mimeType })]);
    await open();

    await user.click(within(row('Demo')).getByTestId('backup-download'));

    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(store.blob).toHaveBeenCalledWith('a');
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe(fileName);
    expect(link.href).toBe('blob:backup');
  });

  it('plays a backup on its local page and collapses', async () => {
    const { open, user } = renderBox([backupEntry({ key: 'rec 1', title: 'Demo' })]);
    await open();
    const play = within(row('Demo')).getByTestId('backup-play');
    expect(play).toHaveAttribute('href', '/localVideo/rec%201');

    await user.click(play);
    expect(screen.getByTestId('location')).toHaveTextContent('/localVideo/rec%201');
  });

  it('collapses on a click outside', async () => {
    const { open, user } = renderBox([backupEntry({ title: 'Demo' })]);
    await open();
    await user.click(screen.getByText('outside'));
    await waitFor(() => expect(screen.queryByTestId('backup-box')).not.toBeInTheDocument());
  });

  it('reloads My Videos when a backup became a video', () => {
    const { uploaded, invalidate } = renderBox([backupEntry({ key: 'a', processStatus: 'uploading', progress: 0.9 })]);
    expect(invalidate).not.toHaveBeenCalled();

    act(() => uploaded(7));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.videos.all });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.user });
  });
});
