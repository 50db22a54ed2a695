import { afterEach, describe, expect, it, vi } from 'vitest';

import { CodeNotFound, VideoLocalUploading, VideoOK, VideoProcessing, VideoRecordUploading } from '@/lib/api/types.gen';
import { envelope, mockFetch } from '@/testing/fetch-mock';
import { act, render, screen } from '@/testing/render';

import { SharedVideoView } from './SharedVideoView';

const video = (status: number) => ({
  id: 7,
  title: 'Quarterly demo',
  status,
  play_url: status === VideoOK ? '/api/media/videos/7/video.mp4' : '',
  cover: '',
  duration: 0,
  views: 0,
  created_at: '2026-11-22T14:03:05Z',
  user: { id: 1, nickname: 'Ann', avatar: '' },
});

function serve(statuses: number[]) {
  const answers = [...statuses];
  return mockFetch(() => envelope(video(answers.length > 1 ? answers.shift()! : answers[0])));
}

describe('SharedVideoView while the video is not ready', () => {
  afterEach(() => vi.useRealTimers());

  it('says a recording is in progress, polls every 2 s, then plays', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = serve([VideoRecordUploading, VideoRecordUploading, VideoOK]);
    render(<SharedVideoView id={7} shareKey="key" />);

    const pending = await screen.findByTestId('shared-video-pending');
    expect(pending).toHaveTextContent('Recording in progress');
    expect(pending).toHaveTextContent('Ann is still recording.');
    expect(calls[0].url).toBe('/api/video/share/detail/7?share_key=key');

    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(calls).toHaveLength(2);
    expect(screen.getByTestId('shared-video-pending')).toHaveTextContent('Recording in progress');

    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(await screen.findByLabelText('Quarterly demo', { selector: 'video' })).toHaveAttribute(
      'src',
      '/api/media/videos/7/video.mp4',
    );
    expect(screen.queryByTestId('shared-video-pending')).not.toBeInTheDocument();
  });

  it('says the link is gone once a recording is discarded while the page polls, and stops polling', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let discarded = false;
    const { calls } = mockFetch(() =>
      discarded ? envelope(null, CodeNotFound, 'Video not found', 404) : envelope(video(VideoRecordUploading)),
    );
    render(<SharedVideoView id={7} shareKey="key" />);
    expect(await screen.findByTestId('shared-video-pending')).toHaveTextContent('Recording in progress');

    discarded = true;
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(screen.queryByTestId('shared-video-pending')).not.toBeInTheDocument();
    expect(screen.getByText('This video is not available')).toBeInTheDocument();
    const polled = calls.length;
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    expect(calls).toHaveLength(polled);
  });

  it.each([VideoProcessing, VideoLocalUploading])('says the video of status %i is processing', async (status) => {
    serve([status]);
    render(<SharedVideoView id={7} shareKey="key" />);

    const pending = await screen.findByTestId('shared-video-pending');
    expect(pending).toHaveTextContent('Processing…');
    expect(pending).toHaveTextContent("Ann's video will be ready to play in a moment.");
  });
});
