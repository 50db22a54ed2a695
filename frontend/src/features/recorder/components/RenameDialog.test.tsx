import { Notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { saveTokens } from '@/lib/auth/token-store';
import { envelope, mockFetch } from '@/testing/fetch-mock';
import { render, screen, waitFor } from '@/testing/render';

import { RenameDialog } from './RenameDialog';

function renderDialog(title = 'WEB_2026-11-22 14:03:05', code = 0) {
  const { calls } = mockFetch(() => (code ? envelope(null, code, 'nope') : envelope(null)));
  const onDone = vi.fn();
  const utils = render(
    <>
      <Notifications />
      <RenameDialog target={{ videoId: 7, title }} onDone={onDone} />
    </>,
  );
  return { ...utils, calls, onDone, input: () => screen.getByTestId('rename-input'), save: () => screen.getByTestId('rename-save') };
}

describe('RenameDialog', () => {
  beforeEach(() => saveTokens({ token: 'access', refresh_token: 'refresh' }));

  it('is prefilled with the recording title', async () => {
    const { input } = renderDialog();
    expect(await screen.findByRole('dialog', { name: 'Name your recording' })).toBeInTheDocument();
    expect(input()).toHaveValue('WEB_2026-11-22 14:03:05');
  });

  it('refuses an empty or blank name', async () => {
    const { user, input, save, calls } = renderDialog();
    await user.clear(input());
    expect(screen.getByText('The name cannot be empty!')).toBeInTheDocument();
    expect(save()).toBeDisabled();

    await user.type(input(), '    ');
    expect(screen.getByText('The name cannot be empty!')).toBeInTheDocument();
    await user.type(input(), '{Enter}');
    expect(calls).toHaveLength(0);
  });

  it('takes 60 characters but not 61', async () => {
    const { user, input, save } = renderDialog();
    await user.clear(input());
    await user.type(input(), 'a'.repeat(61));
    expect(screen.getByText('The name is too long!')).toBeInTheDocument();
    expect(save()).toBeDisabled();

    await user.type(input(), '{Backspace}');
    expect(screen.queryByText('The name is too long!')).not.toBeInTheDocument();
    expect(save()).toBeEnabled();
  });

  it('counts the trimmed name, and saves it trimmed', async () => {
    const { user, input, save, calls, onDone } = renderDialog();
    await user.clear(input());
    await user.type(input(), `   ${'b'.repeat(60)}   `);
    expect(screen.queryByText('The name is too long!')).not.toBeInTheDocument();
    await user.click(save());

    await waitFor(() => expect(onDone).toHaveBeenCalledWith(7));
    expect(calls).toEqual([expect.objectContaining({ url: '/api/video/rename', method: 'PUT', body: { id: 7, name: 'b'.repeat(60) } })]);
  });

  it('does not call the server when the name is unchanged', async () => {
    const { user, save, calls, onDone } = renderDialog();
    await user.click(save());
    expect(onDone).toHaveBeenCalledWith(7);
    expect(calls).toHaveLength(0);
  });

  it('says Rename failed and stays open when the server refuses', async () => {
    const { user, input, save, onDone } = renderDialog('WEB_x', 500001);
    await user.type(input(), ' renamed');
    await user.click(save());

    expect(await screen.findByText('Rename failed')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
    expect(input()).toBeInTheDocument();
  });

  it('opens the video when skipped', async () => {
    const { user, onDone } = renderDialog();
    await user.click(screen.getByTestId('rename-skip'));
    expect(onDone).toHaveBeenCalledWith(7);
  });
});
