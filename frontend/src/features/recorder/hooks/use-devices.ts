import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { useRecorderContext } from './use-recorder';

const devicesKey = ['recorder', 'devices'] as const;

/** Cameras and microphones, listed again when one is plugged in or out. */
export function useDevices() {
  const { engine } = useRecorderContext();
  const queryClient = useQueryClient();
  useEffect(() => {
    const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
    if (!media?.addEventListener) return;
    const relist = () => void queryClient.invalidateQueries({ queryKey: devicesKey });
    media.addEventListener('devicechange', relist);
    return () => media.removeEventListener('devicechange', relist);
  }, [queryClient]);
  return useQuery({ queryKey: devicesKey, queryFn: () => engine.listDevices(), staleTime: Infinity, meta: { handledCodes: 'all' } });
}
