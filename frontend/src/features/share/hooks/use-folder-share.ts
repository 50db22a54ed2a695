import { useState } from 'react';

import type { Folder, FolderShare } from '@/lib/api/types.gen';

import { useCopyLink } from './use-copy-link';
import { useCreateFolderShare, useRevokeFolderShare, useUpdateFolderShare } from '../api/folder-share';

function shareOf(folder: Folder): FolderShare | null {
  if (!folder.share_key) return null;
  return { share_key: folder.share_key, can_download_share: folder.can_download_share, share_enabled: folder.share_enabled };
}

/** A folder's link as its owner manages it: create (and copy), switch on or off, allow download, delete. */
export function useFolderShare(folder: Folder, linkOf: (shareKey: string) => string) {
  const [share, setShare] = useState(() => shareOf(folder));
  const copyLink = useCopyLink();
  const create = useCreateFolderShare(folder.id);
  const update = useUpdateFolderShare(folder.id);
  const revoke = useRevokeFolderShare(folder.id);

  return {
    share,
    link: share ? linkOf(share.share_key) : null,
    ...copyLink,
    pending: create.isPending || update.isPending || revoke.isPending,
    create: () =>
      create.mutate(undefined, {
        onSuccess: (created) => {
          setShare(created);
          void copyLink.copy(linkOf(created.share_key));
        },
      }),
    setEnabled: (enabled: boolean) => update.mutate({ share_enabled: enabled }, { onSuccess: setShare }),
    setDownload: (allowed: boolean) => update.mutate({ can_download_share: allowed }, { onSuccess: setShare }),
    revoke: () => revoke.mutate(undefined, { onSuccess: () => setShare(null) }),
  };
}
