import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { TOAST_MS } from '@/config/constants';
import { hasCode, queryKeys } from '@/lib/api';
import { markChannelVideoRead } from '@/lib/api/endpoints/channels/read-video';
import { channelVideoQuery } from '@/lib/api/endpoints/channels/video-detail';
import { forkChannelVideo } from '@/lib/api/endpoints/channels/video-fork';
import { removeChannelVideo } from '@/lib/api/endpoints/channels/video-remove';
import { teamListQuery } from '@/lib/api/endpoints/teams/list';
import { CodeShareClosed } from '@/lib/api/types.gen';
import { useMembershipEnded } from '@/lib/live';
import { isRoomId } from '@/lib/workspaces/builtin';

import { roomRights, type RoomRights } from '../roles';

/** The viewer's rights in a room, from the workspaces list (which holds the joined rooms). */
export function useRoomRights(channelId: number): RoomRights {
  const teams = useQuery(teamListQuery());
  for (const team of teams.data?.teams ?? []) {
    const room = team.channels.find((each) => each.id === channelId);
    if (room) return roomRights({ ...room, is_member: true }, team.role);
  }
  return roomRights({ id: channelId, role: 0, is_member: false, is_private: true, can_add_video: false }, 0);
}

/**
 * A room's video page follows the viewer's memberships: when they leave the room or a workspace
 * (removed, quitting, deleted), the video is loaded again, so one now out of their reach shows as
 * not found without a reload, and the rights (comment or join) follow the workspaces list.
 */
export function useRoomVideoMembership(channelId: number, videoId: number, viewerId: number | undefined) {
  const queryClient = useQueryClient();
  useMembershipEnded(viewerId, (change) => {
    // A browsed public room is not in the workspaces list: any workspace left may have been its own.
    if (change.kind === 'room' && change.event.channel_id !== channelId) return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.teams.all });
    void queryClient.resetQueries({ queryKey: channelVideoQuery(channelId, videoId).queryKey });
  });
}

/** Opening a room's video marks it (and its comments) read for a member. */
export function useMarkRoomVideoRead(channelId: number, videoId: number, member: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!member || !isRoomId(channelId) || !(videoId > 0)) return;
    markChannelVideoRead({ channel_id: channelId, video_id: videoId })
      .then(() => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.teams.all });
        void queryClient.invalidateQueries({ queryKey: queryKeys.channels.videos(channelId) });
      })
      .catch(() => undefined);
  }, [channelId, videoId, member, queryClient]);
}

/** A copy of a room's video into the viewer's My Videos; its author may have turned saving off. */
export function useForkRoomVideo(channelId: number) {
  const { t } = useTranslation('rooms');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (videoId: number) => forkChannelVideo({ channel_id: channelId, video_id: videoId }),
    meta: { handledCodes: [CodeShareClosed] },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.videos.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.user });
      notifications.show({ color: 'teal', message: t('video.forked'), autoClose: TOAST_MS });
    },
    onError: (error) => {
      if (hasCode(error, CodeShareClosed)) notifications.show({ color: 'red', message: t('video.saveOff'), autoClose: TOAST_MS });
    },
  });
}

/** Room admins or the author take the video out of the room; it goes back to its author's My Videos. */
export function useRemoveRoomVideo(channelId: number) {
  const { t } = useTranslation('rooms');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (videoId: number) => removeChannelVideo({ channel_id: channelId, video_id: videoId }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.channels.videos(channelId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.videos.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.teams.all });
      notifications.show({ color: 'teal', message: t('video.removed'), autoClose: TOAST_MS });
    },
  });
}
