import { describe, expect, it } from 'vitest';

import { createDesktopPlatform, type DesktopSettings } from '@/lib/platform';
import { shellAnswer, shellRefusal } from '@/testing/desktop-shell';
import { mockFetch, type Call } from '@/testing/fetch-mock';
import { render, screen, waitFor } from '@/testing/render';

import { DesktopSettingsForm } from './DesktopSettingsForm';


const devices = {
  displays: [{ id: 'monitor-0', name: 'DP-1', primary: true, width: 1920, height: 1080 }],
  microphones: [
    { id: '6d6963', name: 'USB Microphone', loopback: false, default: true },
    { id: '6d6f6e', name: 'Monitor of Speakers', loopback: true, default: false },
  ],
  cameras: [{ id: 'v4l2:/dev/video0', name: 'HD Webcam' }],
};

/** Answers /_desktop/settings as the desktop app does, keeping what was saved. */
function desktopApp(refuse?: string) {
  let current: DesktopSettings = {
    server: 'http://localhost:8080',
    language: 'en',
    launch_at_login: false,
    display: '',
    microphone: '',
    system_sound: '',
    resolution: 720,
    camera: '',
    camera_size: 'medium',
    mode: 'screen',
    hotkey_record: 'CmdOrCtrl+Shift+R',
    hotkey_pause: 'CmdOrCtrl+Shift+P',
    record_channel_id: 0,
    record_channel_name: '',
  };
  const { calls } = mockFetch((call: Call) => {
    if (call.url === '/_desktop/devices') return shellAnswer(devices);
    if (call.url !== '/_desktop/settings') return new Response(null, { status: 404 });
    if (call.method === 'PUT') {
      if (refuse) return shellRefusal(refuse, refuse.startsWith('invalid') ? 400 : 500);
      current = { ...current, ...(call.body as Partial<DesktopSettings>) };
    }
    return shellAnswer(current);
  });
  const puts = () => calls.filter((call) => call.method === 'PUT').map((call) => call.body);
  return { puts, current: () => current };
}

function setup() {
  const shell = createDesktopPlatform('http://localhost:8080').desktop!;
  return render(<DesktopSettingsForm shell={shell} />);
}

describe('DesktopSettingsForm', () => {
  it('shows the settings and saves launch at login', async () => {
    const app = desktopApp();
    const { user } = setup();
    const server = await screen.findByLabelText('Server address');
    expect(server).toHaveValue('http://localhost:8080');
    await user.click(screen.getByRole('switch', { name: /^Open Reelroom when you log in/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.puts()).toEqual([{ ...app.current(), launch_at_login: true }]));
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
  });

  it('checks the address before asking the app', async () => {
    const app = desktopApp();
    const { user } = setup();
    const server = await screen.findByLabelText('Server address');
    await user.clear(server);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the server address.')).toBeInTheDocument();
    await user.type(server, 'video.example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter an http:// or https:// address, without ? or #.')).toBeInTheDocument();
    expect(app.puts()).toEqual([]);
  });

  it('asks before a new server signs the app out, and saves the address in its short form', async () => {
    const app = desktopApp();
    const { user } = setup();
    const server = await screen.findByLabelText('Server address');
    await user.clear(server);
    await user.type(server, 'https://video.example.com/');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Changing the server signs you out of this app/)).toHaveTextContent(
      'You sign in again on https://video.example.com.',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(app.puts()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Change and sign out' }));
    await waitFor(() => expect(app.current().server).toBe('https://video.example.com'));
  });

  it('says why the app refused', async () => {
    desktopApp('launch_at_login_failed');
    const { user } = setup();
    await user.click(await screen.findByRole('switch', { name: /^Open Reelroom when you log in/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your system did not let Reelroom change whether it opens when you log in.',
    );
  });

  it('switches the page language with the setting', async () => {
    const app = desktopApp();
    const { user } = setup();
    await user.click(await screen.findByText('简体中文'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: '保存' })).toBeInTheDocument();
    expect(app.current().language).toBe('zh-CN');
  });

  it('keeps the recording defaults: display, microphone, computer sound, resolution and hotkeys', async () => {
    const app = desktopApp();
    const { user } = setup();
    await screen.findByLabelText('Server address');
    await user.click(screen.getAllByLabelText('Microphone')[0]);
    const microphone = await screen.findByText('USB Microphone');
    expect(screen.getByText('No microphone')).toBeInTheDocument();
    // The computer's sound is chosen apart, not as a microphone: its one option is there.
    expect(screen.getAllByText('Monitor of Speakers')).toHaveLength(1);
    await user.click(microphone);
    await user.click(screen.getAllByLabelText('Computer sound')[0]);
    await user.click(await screen.findByText('Monitor of Speakers'));
    await user.click(screen.getByText('1080p'));
    const record = screen.getByLabelText('Start or stop recording');
    await user.clear(record);
    await user.type(record, 'CmdOrCtrl+Shift+P');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/the two hotkeys must differ/)).toBeInTheDocument();
    expect(app.puts()).toEqual([]);

    await user.clear(record);
    await user.type(record, 'Alt+F9');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(app.current()).toMatchObject({
        microphone: '6d6963',
        system_sound: '6d6f6e',
        resolution: 1080,
        hotkey_record: 'Alt+F9',
      }),
    );
  });

  it('keeps the camera: its bubble on the screen, or the camera alone', async () => {
    const app = desktopApp();
    const { user } = setup();
    await screen.findByLabelText('Server address');
    // Without a camera, camera-only cannot be chosen and there is no bubble.
    expect(screen.getByRole('radio', { name: 'Camera only' })).toBeDisabled();
    expect(screen.queryByText('Camera bubble')).not.toBeInTheDocument();

    await user.click(screen.getAllByLabelText('Camera')[0]);
    await user.click(await screen.findByText('HD Webcam'));
    await user.click(await screen.findByRole('radio', { name: 'Large' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.current()).toMatchObject({ camera: 'v4l2:/dev/video0', camera_size: 'large', mode: 'screen' }));

    await user.click(screen.getByRole('radio', { name: 'Camera only' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.current()).toMatchObject({ camera: 'v4l2:/dev/video0', mode: 'camera' }));
  });
});
