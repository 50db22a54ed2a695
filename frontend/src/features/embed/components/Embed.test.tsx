import { describe, expect, it } from 'vitest';

import { CodeNotFound, VideoOK, VideoRecordUploading } from '@/lib/api/types.gen';
import { envelope, mockFetch } from '@/testing/fetch-mock';
import { render, screen } from '@/testing/render';

import { EmbedPlayer } from './EmbedPlayer';
import { EmbedPreview } from './EmbedPreview';

const video = (status: number) => ({
  id: 7,
  title: 'Quarterly demo',
  status,
  play_url: status === VideoOK ? '/api/media/videos/7/video.mp4' : '',
  cover: '/api/media/videos/7/cover.jpg',
  duration: 83_000,
  views: 0,
  created_at: '2026-11-22T14:03:05Z',
  user: { id: 1, nickname: 'Ann', avatar: '' },
});

describe('EmbedPlayer', () => {
  it('plays the shared video with native controls and links to its share page in a new tab', async () => {
    const { calls } = mockFetch(() => envelope(video(VideoOK)));
    render(<EmbedPlayer id={7} shareKey="k 1" />);

    const player = await screen.findByLabelText('Quarterly demo', { selector: 'video' });
    expect(player).toHaveAttribute('src', '/api/media/videos/7/video.mp4');
    expect(player).toHaveAttribute('controls');
    const link = screen.getByRole('link', { name: 'Watch on Reelroom' });
    expect(link).toHaveAttribute('href', `${window.location.origin}/share/7/k%201`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(calls[0].url).toBe('/api/video/share/detail/7?share_key=k+1');
  });

  it('says the video is not available for a wrong key, without the link', async () => {
    mockFetch(() => envelope(null, CodeNotFound, 'Video not found', 404));
    render(<EmbedPlayer id={7} shareKey="wrong" />);
    expect(await screen.findByText('This video is not available')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('says not available without asking the server when the address lacks a key', () => {
    const { calls } = mockFetch(() => envelope(video(VideoOK)));
    render(<EmbedPlayer id={7} shareKey="" />);
    expect(screen.getByText('This video is not available')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('says a recording is in progress', async () => {
    mockFetch(() => envelope(video(VideoRecordUploading)));
    render(<EmbedPlayer id={7} shareKey="k" />);
    expect(await screen.findByText('Recording in progress')).toBeInTheDocument();
  });
});

describe('EmbedPreview', () => {
  it('shows the title and duration, and plays inline when the play button is pressed', async () => {
    mockFetch(() => envelope(video(VideoOK)));
    const { user } = render(<EmbedPreview id={7} shareKey="k" />);

    const play = await screen.findByRole('button', { name: 'Play Quarterly demo' });
    expect(screen.getByText('Quarterly demo')).toBeInTheDocument();
    expect(screen.getByText('1:23')).toBeInTheDocument();
    expect(screen.queryByLabelText('Quarterly demo', { selector: 'video' })).not.toBeInTheDocument();

    await user.click(play);
    const player = screen.getByLabelText('Quarterly demo', { selector: 'video' });
    expect(player).toHaveAttribute('autoplay');
    expect(player).toHaveAttribute('src', '/api/media/videos/7/video.mp4');
  });
});
