import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

import { queryKeys } from '@/lib/api';
import { markChannelRead } from '@/lib/api/endpoints/channels/read-channel';
import { channelVideosQuery } from '@/lib/api/endpoints/channels/videos';
import {
  EventChannelVideoAdd,
  EventChannelVideoRemove,
  EventCommentDelete,
  EventCommentNew,
  type ChannelVideoEvent,
  type Comment,
} from '@/lib/api/types.gen';
import { endsRoom, useLiveTopic, useLiveTopics, useMembershipEnded, useVideoStatusPush, type LiveEvent } from '@/lib/live';
import { isRoomId } from '@/lib/workspaces/builtin';

import { feedAdd, feedComments, feedRemove, feedVideos, type FeedData } from '../feed';

/**
 * A room's feed (spec 4): its pages of videos, kept live. Members follow the room's topic, so
 * videos sent or recorded into it and videos taken out show without a reload, and each shown
 * video's topic, so comment counts follow (one socket carries every topic; nothing is refetched).
 * Opening the feed marks the room read. When the viewer leaves the room or its workspace (removed,
 * quitting, deleted) ended says so as it happens: 'deleted' when the room is gone, 'left' when it is
 * loaded again to find whether they still see it (a public room) or not.
 */
export function useRoomFeed(channelId: number, viewerId: number | undefined) {
  const queryClient = useQueryClient();
  const valid = isRoomId(channelId);
  const query = useInfiniteQuery({ ...channelVideosQuery(channelId), enabled: valid });
  const { refetch } = query;
  const videos = useMemo(() => feedVideos(query.data), [query.data]);
  const channel = query.data?.pages[0]?.channel;
  const member = channel?.is_member ?? false;

  const update = useCallback(
    (change: (data: FeedData | undefined) => FeedData | undefined) =>
      queryClient.setQueryData<FeedData>(queryKeys.channels.videos(channelId), change),
    [queryClient, channelId],
  );
  const resync = useCallback(() => void refetch(), [refetch]);

  const [ended, setEnded] = useState<'deleted' | 'left' | null>(null);
  useMembershipEnded(viewerId, (change) => {
    if (!endsRoom(change, channelId, channel?.team_id)) return;
    setEnded(change.event.deleted ? 'deleted' : 'left');
    void queryClient.invalidateQueries({ queryKey: queryKeys.teams.all });
    if (!change.event.deleted) void queryClient.resetQueries({ queryKey: queryKeys.channels.videos(channelId) });
  });

  useLiveTopic(member ? `channel:${channelId}` : null, {
    onEvent: (event: LiveEvent) => {
      const data = event.data as ChannelVideoEvent;
      if (event.type === EventChannelVideoAdd && data.video) update((feed) => feedAdd(feed, data.video!));
      else if (event.type === EventChannelVideoRemove) update((feed) => feedRemove(feed, data.video_id));
    },
    onResync: resync,
  });

  const videoTopics = member ? videos.map((video) => `video:${video.id}`) : [];
  useLiveTopics(videoTopics, {
    onEvent: (event: LiveEvent) => {
      const videoId = Number(event.topic.slice('video:'.length));
      if (event.type === EventCommentNew) {
        const mine = (event.data as Comment).info.user.id === viewerId;
        update((feed) => feedComments(feed, videoId, 1, mine ? 0 : 1));
      } else if (event.type === EventCommentDelete) {
        update((feed) => feedComments(feed, videoId, -1));
      }
    },
  });
  // Recordings and uploads still under way refresh the feed when their status moves on.
  useVideoStatusPush(member ? videos : undefined, undefined, resync);

  const marked = useRef(new Set<number>());
  useEffect(() => {
    if (!member || marked.current.has(channelId)) return;
    marked.current.add(channelId);
    markChannelRead({ channel_id: channelId })
      .then(() => queryClient.invalidateQueries({ queryKey: queryKeys.teams.all }))
      .catch(() => marked.current.delete(channelId));
  }, [member, channelId, queryClient]);

  return { query, videos, channel, ended };
}
