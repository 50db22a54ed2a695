import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { saveTokens } from '@/lib/auth/token-store';
import { envelope, mockFetch } from '@/testing/fetch-mock';
import { act, fireEvent, screen } from '@/testing/render';

import { createFakeEngine } from '../testing/fake-engine';
import { renderRecorder } from '../testing/render-recorder';

const BAR = { width: 300, height: 50 };

function setViewport(width: number, height: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
}

const place = (element: HTMLElement) => ({ left: element.style.left, top: element.style.top });
const stored = () => JSON.parse(window.localStorage.getItem('floating-bar-position') ?? 'null') as unknown;

describe('FloatingBar', () => {
  const original = { width: window.innerWidth, height: window.innerHeight };

  beforeEach(() => {
    saveTokens({ token: 'access', refresh_token: 'refresh' });
    mockFetch(() => envelope({ id: 1, nickname: 'Me', isVip: false, videoCount: 0, videoLimit: 30 }));
    setViewport(800, 600);
    // jsdom has no layout: every element measures as the bar does.
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(BAR.width);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(BAR.height);
  });

  afterEach(() => setViewport(original.width, original.height));

  it('shows on other pages while recording or paused, not on the recorder itself', () => {
    const fake = createFakeEngine({ snapshot: { status: 'recording', elapsedMs: 3_725_000 } });
    renderRecorder(fake.engine, '/my_videos');

    expect(screen.getByTestId('floating-bar')).toHaveTextContent('1:02:05');
    act(() => fake.set({ status: 'uploading' }));
    expect(screen.queryByTestId('floating-bar')).not.toBeInTheDocument();

    act(() => fake.set({ status: 'paused' }));
    expect(screen.getByTestId('floating-bar-resume')).toBeInTheDocument();
  });

  it('pauses, resumes, stops and goes back to the recorder', async () => {
    const fake = createFakeEngine({ snapshot: { status: 'recording' } });
    const { user } = renderRecorder(fake.engine, '/my_videos');

    await user.click(screen.getByTestId('floating-bar-pause'));
    expect(fake.recorder.pause).toHaveBeenCalled();
    await user.click(screen.getByTestId('floating-bar-resume'));
    expect(fake.recorder.resume).toHaveBeenCalled();

    await user.click(screen.getByTestId('floating-bar-maximize'));
    expect(screen.queryByTestId('floating-bar')).not.toBeInTheDocument();
    expect(screen.getByTestId('recorder-stop')).toBeInTheDocument();
  });

  it('stops from the bar and shows the upload on the recorder', async () => {
    const fake = createFakeEngine({ snapshot: { status: 'recording' } });
    const { user } = renderRecorder(fake.engine, '/my_videos');

    await user.click(screen.getByTestId('floating-bar-stop'));

    expect(fake.recorder.stop).toHaveBeenCalled();
    expect(await screen.findByTestId('recorder-upload-progress')).toBeInTheDocument();
  });

  it('starts at the bottom centre, inside the viewport', () => {
    renderRecorder(createFakeEngine({ snapshot: { status: 'recording' } }).engine, '/my_videos');
    expect(place(screen.getByTestId('floating-bar'))).toEqual({ left: '250px', top: '526px' });
  });

  it('puts a remembered place that is now outside the viewport back inside, 10 px from the edges', () => {
    window.localStorage.setItem('floating-bar-position', JSON.stringify({ x: 5000, y: -40 }));
    renderRecorder(createFakeEngine({ snapshot: { status: 'recording' } }).engine, '/my_videos');
    expect(place(screen.getByTestId('floating-bar'))).toEqual({ left: '490px', top: '10px' });
  });

  it('keeps a drag 10 px inside the viewport and remembers where it was dropped', () => {
    window.localStorage.setItem('floating-bar-position', JSON.stringify({ x: 100, y: 100 }));
    const { unmount } = renderRecorder(createFakeEngine({ snapshot: { status: 'recording' } }).engine, '/my_videos');
    const bar = screen.getByTestId('floating-bar');

    fireEvent.pointerDown(bar, { button: 0, clientX: 150, clientY: 120, pointerId: 1 });
    fireEvent.pointerMove(bar, { clientX: 400, clientY: 300, pointerId: 1 });
    expect(place(bar)).toEqual({ left: '350px', top: '280px' });
    expect(stored()).toEqual({ x: 100, y: 100 });

    fireEvent.pointerMove(bar, { clientX: -900, clientY: 2000, pointerId: 1 });
    fireEvent.pointerUp(bar, { clientX: -900, clientY: 2000, pointerId: 1 });
    expect(place(bar)).toEqual({ left: '10px', top: '540px' });
    expect(stored()).toEqual({ x: 10, y: 540 });

    unmount();
    renderRecorder(createFakeEngine({ snapshot: { status: 'recording' } }).engine, '/my_videos');
    expect(place(screen.getByTestId('floating-bar'))).toEqual({ left: '10px', top: '540px' });
  });

  it('stays inside when the window shrinks', () => {
    window.localStorage.setItem('floating-bar-position', JSON.stringify({ x: 480, y: 500 }));
    renderRecorder(createFakeEngine({ snapshot: { status: 'recording' } }).engine, '/my_videos');

    act(() => {
      setViewport(500, 400);
      window.dispatchEvent(new Event('resize'));
    });
    expect(place(screen.getByTestId('floating-bar'))).toEqual({ left: '190px', top: '340px' });
  });

  it('does not start a drag from its buttons', () => {
    renderRecorder(createFakeEngine({ snapshot: { status: 'recording' } }).engine, '/my_videos');
    const bar = screen.getByTestId('floating-bar');
    const before = place(bar);

    fireEvent.pointerDown(screen.getByTestId('floating-bar-pause'), { button: 0, clientX: 300, clientY: 550 });
    fireEvent.pointerMove(bar, { clientX: 10, clientY: 10 });
    expect(place(bar)).toEqual(before);
  });
});

describe('CameraBubble', () => {
  beforeEach(() => {
    saveTokens({ token: 'access', refresh_token: 'refresh' });
    mockFetch(() => envelope({ id: 1, nickname: 'Me', isVip: false, videoCount: 0, videoLimit: 30 }));
  });

  it('shows the camera over the page while a screen recording has it', () => {
    const fake = createFakeEngine({ snapshot: { status: 'recording' } });
    renderRecorder(fake.engine);
    expect(screen.queryByTestId('camera-bubble')).not.toBeInTheDocument();

    act(() => fake.setCamera({ id: 'camera' } as MediaStream));
    expect(screen.getByTestId('camera-bubble')).toBeInTheDocument();

    act(() => fake.setCamera(null));
    expect(screen.queryByTestId('camera-bubble')).not.toBeInTheDocument();
  });
});
