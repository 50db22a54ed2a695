import type { InfiniteData } from '@tanstack/react-query';

import type { ChannelVideos, Video } from '@/lib/api/types.gen';

/** A room's feed as the infinite query holds it: its pages, each with the room. */
export type FeedData = InfiniteData<ChannelVideos>;

function hasVideo(data: FeedData, videoId: number): boolean {
  return data.pages.some((page) => page.videos.some((video) => video.id === videoId));
}

function withCount(page: ChannelVideos, delta: number): ChannelVideos {
  return { ...page, channel: { ...page.channel, video_count: Math.max(0, page.channel.video_count + delta) } };
}

/** The videos in order, once each: a video added on top shifts the pages, so a later page may repeat one. */
export function feedVideos(data: FeedData | undefined): Video[] {
  if (!data) return [];
  const seen = new Set<number>();
  const videos: Video[] = [];
  for (const page of data.pages) {
    for (const video of page.videos) {
      if (seen.has(video.id)) continue;
      seen.add(video.id);
      videos.push(video);
    }
  }
  return videos;
}

/** action:channel_video_add: a new video goes on top; one already shown is updated where it is. */
export function feedAdd(data: FeedData | undefined, video: Video): FeedData | undefined {
  if (!data || data.pages.length === 0) return data;
  if (hasVideo(data, video.id)) {
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        videos: page.videos.map((shown) => (shown.id === video.id ? video : shown)),
      })),
    };
  }
  const [first, ...rest] = data.pages;
  return {
    ...data,
    pages: [{ ...withCount(first, 1), videos: [video, ...first.videos] }, ...rest.map((page) => withCount(page, 1))],
  };
}

/** action:channel_video_remove: the video leaves the feed. */
export function feedRemove(data: FeedData | undefined, videoId: number): FeedData | undefined {
  if (!data || !hasVideo(data, videoId)) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...withCount(page, -1),
      videos: page.videos.filter((video) => video.id !== videoId),
    })),
  };
}

/** A comment came or went on a video of the feed: its count, and its unread count when it is someone else's. */
export function feedComments(data: FeedData | undefined, videoId: number, delta: number, unreadDelta = 0): FeedData | undefined {
  if (!data || !hasVideo(data, videoId)) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      videos: page.videos.map((video) =>
        video.id === videoId
          ? {
              ...video,
              comments: Math.max(0, video.comments + delta),
              unread: Math.max(0, video.unread + unreadDelta),
            }
          : video,
      ),
    })),
  };
}
