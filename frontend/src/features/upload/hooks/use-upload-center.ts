import { use, useSyncExternalStore } from 'react';

import type { UploadQueueState } from '../queue/types';
import { UploadCenterContext, type UploadCenter } from '../upload-center';

export function useUploadCenter(): UploadCenter {
  const center = use(UploadCenterContext);
  if (!center) throw new Error('useUploadCenter needs an <UploadProvider> above it');
  return center;
}

/** The queue's state, re-rendering on every change. */
export function useUploadState(): UploadQueueState {
  const { queue } = useUploadCenter();
  return useSyncExternalStore(queue.subscribe, queue.getState);
}
