import { useState } from 'react';

import { getPlatform } from '@/lib/platform';

import { useCopyLink } from './use-copy-link';
import { useCreateShare } from '../api/create-share';
import { shareLink } from '../share-link';

/** Creates the public link of a video, copies it and opens the modal that shows it. */
export function useGetLink(videoId: number) {
  const createShare = useCreateShare(videoId);
  const copyLink = useCopyLink();
  const [link, setLink] = useState<string | null>(null);
  const [open, setOpen] = useState(false);

  function getLink() {
    createShare.mutate(undefined, {
      onSuccess: ({ share_key }) => {
        const created = shareLink(getPlatform().webOrigin, videoId, share_key);
        setLink(created);
        setOpen(true);
        void copyLink.copy(created);
      },
    });
  }

  return {
    link,
    open,
    close: () => setOpen(false),
    /** After 'Stop sharing' the old link is gone until a new one is made. */
    forget: () => setLink(null),
    getLink,
    ...copyLink,
    pending: createShare.isPending,
  };
}
