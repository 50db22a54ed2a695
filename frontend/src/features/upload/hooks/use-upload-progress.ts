import { useMemo } from 'react';

import { progressByVideo } from '../queue/summary';
import { useUploadState } from './use-upload-center';

/** Upload percentage of the videos this tab is sending, by video id. */
export function useUploadProgress(): ReadonlyMap<number, number> {
  const { items } = useUploadState();
  return useMemo(() => progressByVideo(items), [items]);
}
