import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useEffectEvent, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

import { SubscribeModal } from '@/components/ui/SubscribeModal';
import { paths } from '@/config/paths';
import { queryKeys } from '@/lib/api';
import { userInfoQuery } from '@/lib/api/endpoints/user/info';
import { useIsSignedIn } from '@/lib/auth/use-session';
import { useLeaveWarning } from '@/lib/hooks/use-leave-warning';

import { CameraBubble } from './CameraBubble';
import { CountdownOverlay } from './CountdownOverlay';
import { FloatingBar } from './FloatingBar';
import { ProcessingFailedToast } from './ProcessingFailedToast';
import { RenameDialog, type RenameTarget } from './RenameDialog';
import type { RecorderEvent, RecorderSnapshot, RecordingOptions } from '../engine/types';
import type { RecorderEngine } from '../engine-api';
import { useRecordDurationLimit } from '../hooks/use-record-duration-limit';
import { recordLimitMs } from '../plan';
import { RecorderContext, type RecorderContextValue } from '../recorder-context';
import { isLeaveGuarded } from '../status';

interface RecorderProviderProps {
  engine: RecorderEngine;
  /** Opens the backup box, for a recording whose processing failed. */
  onShowBackups?: () => void;
  children: ReactNode;
}

/**
 * The recorder for every page of the app shell: the session goes on while the user moves
 * around, with the countdown, floating bar and camera bubble on top; placeholders in My
 * Videos follow the session's events, and a finished recording is named, then opened.
 */
export function RecorderProvider({ engine, onShowBackups, children }: RecorderProviderProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [options, setOptions] = useState<RecordingOptions | null>(null);
  const [processingFailed, setProcessingFailed] = useState(false);
  const [renaming, setRenaming] = useState<RenameTarget | null>(null);
  const [search] = useSearchParams();
  const appRename = renameAskedByDesktop(pathname, search);
  const appLimit = Number(search.get('limit') ?? Number.NaN);

  const subscribe = useCallback((listener: () => void) => engine.recorder.subscribe(listener), [engine]);
  const status = useSyncExternalStore(subscribe, () => engine.recorder.getSnapshot().status);
  useLeaveWarning(isLeaveGuarded(status));

  const showBackups = useCallback(() => onShowBackups?.(), [onShowBackups]);

  // The plan's recording-length limit (entitlements.record_duration_limit): the recording stops
  // there and finishes normally, with a short notice. A plan change told live lifts it at once.
  const signedIn = useIsSignedIn();
  const { data: user } = useQuery({ ...userInfoQuery(), enabled: signedIn });
  useRecordDurationLimit(engine.recorder, recordLimitMs(user), () =>
    notifications.show({
      id: 'recorder-length-limit',
      color: 'yellow',
      message: t('recorder.lengthLimit', { minutes: Math.round((recordLimitMs(user) ?? 0) / 60_000) }),
    }),
  );

  const handleEvent = useEffectEvent((event: RecorderEvent, snapshot: RecorderSnapshot) => {
    // The placeholder appears at start (the server lists it as recording) and goes on cancel,
    // in My Videos or in the room the recording goes into.
    void queryClient.invalidateQueries({ queryKey: queryKeys.videos.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.channels.all });
    if (event === 'processing_success') {
      void queryClient.invalidateQueries({ queryKey: queryKeys.user });
      const videoId = snapshot.finishedVideoId ?? snapshot.videoId;
      if (videoId !== null) setRenaming({ videoId, title: options?.title ?? '' });
    }
    if (event === 'processing_error') {
      setProcessingFailed(true);
      if (pathname !== paths.recorder) {
        notifications.show({
          id: 'recorder-processing-failed',
          color: 'red',
          title: t('recorder.processingFailed.title'),
          message: <ProcessingFailedToast onOpenBackups={showBackups} />,
          autoClose: false,
        });
      }
    }
  });
  useEffect(() => engine.recorder.onEvent((event, snapshot) => handleEvent(event, snapshot)), [engine]);

  const value = useMemo<RecorderContextValue>(
    () => ({
      engine,
      options,
      start: (next) => {
        setOptions(next);
        setProcessingFailed(false);
        return engine.recorder.start(next);
      },
      processingFailed,
      dismissProcessingFailure: () => setProcessingFailed(false),
      showBackups,
    }),
    [engine, options, processingFailed, showBackups],
  );

  function finishRename(videoId: number) {
    setRenaming(null);
    // A room's recording opens in its room (spec 4); the others on the video page.
    const channelId = appRename?.channelId ?? options?.channelId ?? 0;
    void navigate(channelId !== 0 ? paths.roomDetail(channelId, videoId) : paths.video(videoId));
  }

  return (
    <RecorderContext value={value}>
      {children}
      <CountdownOverlay />
      <FloatingBar />
      <CameraBubble />
      <RenameDialog target={renaming ?? appRename} onDone={finishRename} />
      {/* The desktop app's recorder found the Basic plan's limit (spec 6). */}
      {Number.isInteger(appLimit) && (
        <SubscribeModal type="upload" limit={appLimit} onClose={() => void navigate(pathname, { replace: true })} />
      )}
    </RecorderContext>
  );
}

/**
 * The desktop app opens a finished recording at /video/{id}?rename={title}, or in its room at
 * /roomDetail/{cid}/{id}?rename={title}: the rename dialog of spec 4 follows, as after a
 * recording in the browser.
 */
function renameAskedByDesktop(pathname: string, search: URLSearchParams): (RenameTarget & { channelId: number }) | null {
  const title = search.get('rename');
  const match = /^\/(?:video|roomDetail\/(\d+))\/(\d+)$/.exec(pathname);
  if (title === null || !match) return null;
  return { videoId: Number(match[2]), title, channelId: Number(match[1] ?? 0) };
}
