import { describe, expect, it } from 'vitest';

import { fireEvent, render, screen } from '@/testing/render';

import { startSeconds, usePlayer } from './use-player';

function Player() {
  const { videoRef, player } = usePlayer();
  return (
    <>
      <video data-testid="video" ref={videoRef} />
      <button type="button" onClick={() => player.seek(83_500)}>
        seek
      </button>
    </>
  );
}

describe('usePlayer', () => {
  it('starts a page opened with ?t= at that second once the video is there', () => {
    render(<Player />, { route: '/share/7/k?t=42' });
    const video = screen.getByTestId<HTMLVideoElement>('video');
    expect(video.currentTime).toBe(0);
    fireEvent(video, new Event('loadedmetadata'));
    expect(video.currentTime).toBe(42);
  });

  it('moves the video when asked, and reports where it is', () => {
    render(<Player />);
    fireEvent.click(screen.getByRole('button', { name: 'seek' }));
    expect(screen.getByTestId<HTMLVideoElement>('video').currentTime).toBe(83.5);
  });

  it('reads t as whole or fractional seconds and ignores anything else', () => {
    expect(startSeconds('12')).toBe(12);
    expect(startSeconds('1.5')).toBe(1.5);
    expect(startSeconds(null)).toBeNull();
    expect(startSeconds('')).toBeNull();
    expect(startSeconds('-3')).toBeNull();
    expect(startSeconds('abc')).toBeNull();
  });
});
