import { describe, expect, it } from 'vitest';

import { createDesktopPlatform, type DesktopRecorderState } from '@/lib/platform';
import { shellAnswer } from '@/testing/desktop-shell';
import { mockFetch, type Call } from '@/testing/fetch-mock';
import { render, screen, waitFor } from '@/testing/render';

import { RecordingBar } from './RecordingBar';

const recording: DesktopRecorderState = {
  status: 'recording',
  elapsed_ms: 83_000,
  level: 0.25,
  no_sound: false,
  silent: false,
  has_sound: true,
  uploaded_mb: 1,
};

/** Answers /_desktop/recorder with `state()` and records the actions. */
function desktopRecorder(state: () => DesktopRecorderState) {
  const { calls } = mockFetch((call: Call) => {
    if (call.url === '/_desktop/recorder') return shellAnswer(state());
    return shellAnswer();
  });
  const actions = () => calls.filter((call) => call.method === 'POST').map((call) => call.url.split('/').pop());
  const shell = createDesktopPlatform('http://localhost:8080').desktop!;
  return { actions, ...render(<RecordingBar shell={shell} />) };
}

describe('RecordingBar', () => {
  it('counts down and cancels', async () => {
    const { user, actions } = desktopRecorder(() => ({ ...recording, status: 'countdown', countdown: 2 }));
    expect(await screen.findByText('Recording in 2…')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(actions()).toEqual(['cancel']);
  });

  it('shows the time and the level, pauses and stops', async () => {
    const { user, actions } = desktopRecorder(() => recording);
    expect(await screen.findByTestId('bar-timer')).toHaveTextContent('01:23');
    expect(screen.getByRole('meter', { name: 'Microphone level' })).toHaveAttribute('aria-valuenow', '0.25');
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(actions()).toEqual(['pause', 'stop']);
  });

  it('warns while the microphone gives nothing', async () => {
    desktopRecorder(() => ({ ...recording, no_sound: true }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No sound is coming from the microphone.');
  });

  it('says when the chosen room was unavailable and the recording goes to My Videos', async () => {
    desktopRecorder(() => ({ ...recording, room_unavailable: true }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Room unavailable: recording to My Videos');
  });

  it('says when recovery after a crash is not guaranteed, while recording and uploading', async () => {
    let state: DesktopRecorderState = { ...recording, recovery_at_risk: true, no_sound: true };
    desktopRecorder(() => state);
    expect(await screen.findByRole('alert')).toHaveTextContent('Recovery after a crash is not guaranteed');
    state = { ...state, status: 'uploading' };
    expect(await screen.findByTestId('bar-uploading')).toHaveTextContent('Recovery after a crash is not guaranteed');
  });

  it('says the Basic plan’s length limit stopped the recording', async () => {
    desktopRecorder(() => ({ ...recording, status: 'uploading', duration_limit_s: 300, limit_reached: true }));
    expect(await screen.findByTestId('bar-uploading')).toHaveTextContent('Basic plan limit of 5 min reached');
  });

  it('asks before discarding, then lets the discard be undone', async () => {
    const { user, actions } = desktopRecorder(() => recording);
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(screen.getByText('Discard this recording?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep recording' }));
    expect(actions()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('Recording discarded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Undo \(\d\)$/ }));
    expect(actions()).toEqual(['pause', 'resume']);
  });

  it('discards once the undo runs out', async () => {
    const { user, actions } = desktopRecorder(() => recording);
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(actions()).toEqual(['pause', 'discard']), { timeout: 7000 });
  }, 10_000);
});
