import { describe, expect, it } from 'vitest';

import { VideoFail, VideoLocalUploading, VideoOK, VideoProcessing, VideoRecordUploading, type Video } from '@/lib/api/types.gen';
import { render, screen } from '@/testing/render';

import { VideoCard } from './VideoCard';

const video = (status: number) =>
  ({
    id: 7,
    title: 'WEB_2026-11-22 14:03:05',
    status,
    cover: '',
    duration: 0,
    views: 0,
    created_at: '2026-11-22T14:03:05Z',
  }) as Video;

describe('VideoCard placeholders', () => {
  it.each([
    [VideoRecordUploading, 'Recording…'],
    [VideoLocalUploading, 'Uploading…'],
    [VideoProcessing, 'Processing…'],
  ])('shows status %i as %s', (status, text) => {
    render(<VideoCard video={video(status)} />);
    expect(screen.getByTestId('video-pending')).toHaveTextContent(text);
  });

  it.each([VideoOK, VideoFail])('shows no placeholder for the settled status %i', (status) => {
    render(<VideoCard video={video(status)} />);
    expect(screen.queryByTestId('video-pending')).not.toBeInTheDocument();
  });

  it('shows this tab’s upload progress instead of the placeholder', () => {
    render(<VideoCard video={video(VideoLocalUploading)} uploadPercent={40} />);
    expect(screen.queryByTestId('video-pending')).not.toBeInTheDocument();
    expect(screen.getByText('Uploading 40%')).toBeInTheDocument();
  });
});

describe('VideoCard comments', () => {
  it('shows how many comments a video has and how many are new', () => {
    render(<VideoCard video={{ ...video(VideoOK), comments: 3, unread: 1 }} />);
    expect(screen.getByTestId('video-comment-count')).toHaveTextContent('3 comments');
    expect(screen.getByTestId('video-unread-comments')).toHaveTextContent('1 new');
  });

  it('says one comment in the singular and shows no badge when all are read', () => {
    render(<VideoCard video={{ ...video(VideoOK), comments: 1, unread: 0 }} />);
    expect(screen.getByTestId('video-comment-count')).toHaveTextContent('1 comment');
    expect(screen.queryByTestId('video-unread-comments')).not.toBeInTheDocument();
  });

  it('shows nothing for a video without comments', () => {
    render(<VideoCard video={{ ...video(VideoOK), comments: 0, unread: 0 }} />);
    expect(screen.queryByTestId('video-comment-count')).not.toBeInTheDocument();
  });
});
