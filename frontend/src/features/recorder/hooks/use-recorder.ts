import { notifications } from '@mantine/notifications';
import { use, useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

import { TOAST_MS } from '@/config/constants';
import { runAction } from '@/lib/run-action';

import type { RecorderSnapshot } from '../engine/types';
import { RecorderContext, type RecorderContextValue } from '../recorder-context';

export function useRecorderContext(): RecorderContextValue {
  const context = use(RecorderContext);
  if (!context) throw new Error('useRecorderContext needs a <RecorderProvider> above it');
  return context;
}

/** The recorder's snapshot, re-rendering on every change. */
export function useRecorderSnapshot(): RecorderSnapshot {
  const { recorder } = useRecorderContext().engine;
  const subscribe = useCallback((listener: () => void) => recorder.subscribe(listener), [recorder]);
  return useSyncExternalStore(subscribe, () => recorder.getSnapshot());
}

/** The camera's stream while the engine has one open (the bubble and camera mode show it). */
export function useCameraStream(): MediaStream | null {
  const { recorder } = useRecorderContext().engine;
  const subscribe = useCallback((listener: () => void) => recorder.subscribe(listener), [recorder]);
  return useSyncExternalStore(subscribe, () => recorder.cameraStream());
}

/** Runs a recorder command; a failure the snapshot does not describe gets a toast. */
export function useRecorderCommand() {
  const { t } = useTranslation();
  return useCallback(
    (action: () => unknown) =>
      runAction(action, () =>
        notifications.show({ color: 'red', message: t('recorder.errors.action'), autoClose: TOAST_MS }),
      ),
    [t],
  );
}
