import { useMemo } from 'react';

import { useUploadState } from './use-upload-center';
import { progressByVideo } from '../queue/summary';

/** Upload percentage of the videos this tab is sending, by video id. */
export function useUploadProgress(): ReadonlyMap<number, number> {
  const { items } = useUploadState();
  return useMemo(() => progressByVideo(items), [items]);
}
