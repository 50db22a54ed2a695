import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

import { queryKeys } from '@/lib/api';
import type { DesktopRecorderState, DesktopShell } from '@/lib/platform';

import { desktopRecorderQuery } from '../recorder-query';

/** What of the recorder's state changes the lists: the recording's video, and where it stands. */
function listMoment(state: DesktopRecorderState | undefined): string {
  if (!state) return '';
  const making = state.status === 'recording' || state.status === 'paused' ? 'recording' : state.status;
  return `${making}:${state.video_id ?? 0}`;
}

/**
 * The desktop app's recordings in its own lists, as the web recorder's are (spec 4): the server
 * lists a recording's video from its start, so when the app's recorder starts one (from the
 * tray, a hotkey or this window), finishes it or drops it, My Videos and the rooms ask again,
 * and the placeholder appears at the top of the list, then becomes the video or goes.
 */
export function useDesktopRecordingPlaceholder(shell: DesktopShell | null): void {
  const queryClient = useQueryClient();
  const state = useQuery({ ...desktopRecorderQuery(shell!), enabled: shell !== null });
  const moment = listMoment(state.data);
  const seen = useRef('');
  useEffect(() => {
    if (!moment || moment === seen.current) return;
    const first = seen.current === '';
    seen.current = moment;
    if (first) return; // the lists were just fetched as they are
    void queryClient.invalidateQueries({ queryKey: queryKeys.videos.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.channels.all });
  }, [moment, queryClient]);
}
