import { useEffect, useState } from 'react';

import { useBackupStore } from './use-backups';

type BlobState = { key: string; blob: Blob; url: string } | { key: string; missing: true };

/** The recording's bytes from this device as an object URL, released when no longer shown. */
export function useBackupBlob(key: string) {
  const store = useBackupStore();
  const [state, setState] = useState<BlobState | null>(null);

  useEffect(() => {
    let url: string | null = null;
    let live = true;
    store
      .blob(key)
      .then((blob) => {
        if (!live) return;
        url = URL.createObjectURL(blob);
        setState({ key, blob, url });
      })
      .catch(() => live && setState({ key, missing: true }));
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [store, key]);

  const current = state?.key === key ? state : null;
  return {
    loading: current === null,
    missing: current !== null && 'missing' in current,
    blob: current && 'blob' in current ? current.blob : null,
    url: current && 'url' in current ? current.url : null,
  };
}
