import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { TOAST_MS } from '@/config/constants';
import { hasCode, queryKeys } from '@/lib/api';
import { createChannel } from '@/lib/api/endpoints/channels/create';
import { deleteChannel } from '@/lib/api/endpoints/channels/delete';
import { joinChannel } from '@/lib/api/endpoints/channels/join';
import { quitChannel } from '@/lib/api/endpoints/channels/quit';
import { updateChannel } from '@/lib/api/endpoints/channels/update';
import { CodeCannotLeave, type ChannelCreateRequest, type ChannelUpdateRequest } from '@/lib/api/types.gen';

/** Workspaces carry their joined rooms (the sidebar), so every membership change refreshes both. */
export function roomsChanged(queryClient: QueryClient, channelId?: number): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.teams.all });
  void queryClient.invalidateQueries({ queryKey: channelId ? queryKeys.channels.videos(channelId) : queryKeys.channels.all });
}

function toast(message: string) {
  notifications.show({ color: 'teal', message, autoClose: TOAST_MS });
}

export function useCreateRoom() {
  const { t } = useTranslation('rooms');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChannelCreateRequest) => createChannel(body),
    onSuccess: () => {
      roomsChanged(queryClient);
      toast(t('create.done'));
    },
  });
}

export function useUpdateRoom() {
  const { t } = useTranslation('rooms');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChannelUpdateRequest) => updateChannel(body),
    onSuccess: (_room, body) => {
      roomsChanged(queryClient, body.id);
      toast(t('edit.done'));
    },
  });
}

export function useDeleteRoom() {
  const { t } = useTranslation('rooms');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteChannel(id),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.channels.videos(id) });
      roomsChanged(queryClient);
      void queryClient.invalidateQueries({ queryKey: queryKeys.videos.all });
      toast(t('room.deleted_done'));
    },
  });
}

export function useQuitRoom() {
  const { t } = useTranslation('rooms');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => quitChannel(id),
    meta: { handledCodes: [CodeCannotLeave] },
    onSuccess: (_data, id) => {
      roomsChanged(queryClient, id);
      toast(t('room.quit_done'));
    },
    onError: (error) => {
      if (hasCode(error, CodeCannotLeave)) {
        notifications.show({ color: 'red', message: t('room.cannotLeave'), autoClose: TOAST_MS });
      }
    },
  });
}

export function useJoinRoom() {
  const { t } = useTranslation('rooms');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => joinChannel({ channel_id: id }),
    onSuccess: (_data, id) => {
      roomsChanged(queryClient, id);
      void queryClient.invalidateQueries({ queryKey: [...queryKeys.channels.all, 'browse'] });
      toast(t('room.joined'));
    },
  });
}
