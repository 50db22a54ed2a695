import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { TOAST_MS } from '@/config/constants';
import { hasCode, queryKeys } from '@/lib/api';
import { forwardChannelVideo } from '@/lib/api/endpoints/channels/video-forward';
import { moveChannelVideo } from '@/lib/api/endpoints/channels/video-move';
import { CodeVideoLimit } from '@/lib/api/types.gen';

import { saveDestination, type Destination, type SendMode } from '../destination';

interface SendInput {
  videoId: number;
  destination: Destination;
}

/** Forward (a copy) or send (the author's video moves) to a room, or to My Videos; remembers where. */
export function useSendVideo(mode: SendMode) {
  const { t } = useTranslation('rooms');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ videoId, destination }: SendInput) => {
      const body = { video_id: videoId, channel_id: destination.channelId };
      return mode === 'forward' ? forwardChannelVideo(body) : moveChannelVideo(body);
    },
    meta: { handledCodes: 'all' },
    onSuccess: (_moved, { destination }) => {
      saveDestination(mode, destination);
      void queryClient.invalidateQueries({ queryKey: queryKeys.videos.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.channels.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.teams.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.user });
      notifications.show({ color: 'teal', message: mode === 'forward' ? t('send.forwarded') : t('send.sent'), autoClose: TOAST_MS });
    },
    onError: (error) => {
      // The Basic plan's limit opens the subscribe modal (type forward) instead; the caller shows it.
      if (hasCode(error, CodeVideoLimit)) return;
      notifications.show({ color: 'red', message: mode === 'forward' ? t('send.forwardFail') : t('send.sendFail'), autoClose: TOAST_MS });
    },
  });
}
