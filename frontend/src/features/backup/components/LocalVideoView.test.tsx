import { beforeEach, describe, expect, it, vi } from 'vitest';

import { render, screen, waitFor, within } from '@/testing/render';

import { BackupProvider } from './BackupProvider';
import { LocalVideoView } from './LocalVideoView';
import { backupEntry, createFakeStore } from '../testing/fake-store';

function renderPage(key: string, fake = createFakeStore([backupEntry({ key: 'rec-1', title: 'Demo' })])) {
  const onDeleted = vi.fn();
  const utils = render(
    <BackupProvider store={fake.store}>
      <LocalVideoView backupKey={key} onDeleted={onDeleted} notFoundAction={<a href="/my_videos">Back to My Videos</a>} />
    </BackupProvider>,
  );
  return { ...utils, ...fake, onDeleted };
}

describe('LocalVideoView', () => {
  const revoke = vi.fn();
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:local');
    URL.revokeObjectURL = revoke;
  });

  it('plays the recording from this device', async () => {
    const { store, unmount } = renderPage('rec-1');
    const video = await screen.findByTestId('local-video');
    expect(video).toHaveAttribute('src', 'blob:local');
    expect(video).toHaveAttribute('controls');
    expect(screen.getByRole('heading', { name: 'Demo' })).toBeInTheDocument();
    expect(store.refresh).toHaveBeenCalled();

    unmount();
    expect(revoke).toHaveBeenCalledWith('blob:local');
  });

  it('downloads it under its title', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderPage('rec-1');
    await user.click(await screen.findByTestId('local-video-download'));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('Demo.mp4');
  });

  it('deletes it after a confirmation, then leaves', async () => {
    const { user, store, onDeleted } = renderPage('rec-1');
    await user.click(await screen.findByTestId('local-video-delete'));
    const dialog = await screen.findByRole('dialog', { name: 'Delete backup?' });
    await user.click(within(dialog).getByTestId('local-video-delete-confirm'));

    expect(store.remove).toHaveBeenCalledWith('rec-1');
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
  });

  it('says a key this device does not list is not found, even if its bytes read as empty', async () => {
    const fake = createFakeStore([backupEntry({ key: 'rec-1', title: 'Demo' })]);
    fake.store.blob.mockResolvedValue(new Blob([]));
    renderPage('somewhere-else', fake);

    expect(await screen.findByTestId('local-video-missing')).toBeInTheDocument();
    expect(fake.store.blob).toHaveBeenCalledWith('somewhere-else');
    expect(await screen.findByTestId('local-video-missing')).toHaveTextContent('This recording is not on this device');
  });

  it('says when the recording is not on this device', async () => {
    renderPage('somewhere-else');
    expect(await screen.findByTestId('local-video-missing')).toHaveTextContent('This recording is not on this device');
    expect(screen.getByRole('link', { name: 'Back to My Videos' })).toBeInTheDocument();
  });
});
