import { useState } from 'react';

import { useCopyFeedback } from '@/lib/hooks/use-copy-feedback';
import { getPlatform } from '@/lib/platform';

import { useCreateShare } from '../api/create-share';
import { shareLink } from '../share-link';

/** Creates the public link of a video and copies it to the clipboard. */
export function useGetLink(videoId: number) {
  const createShare = useCreateShare(videoId);
  const feedback = useCopyFeedback();
  const [link, setLink] = useState<string | null>(null);
  const [copyFailed, setCopyFailed] = useState(false);
  const [open, setOpen] = useState(false);

  async function copy(text: string) {
    try {
      await getPlatform().copyText(text);
      setCopyFailed(false);
      feedback.flash();
    } catch {
      setCopyFailed(true);
    }
  }

  function getLink() {
    createShare.mutate(undefined, {
      onSuccess: ({ share_key }) => {
        const created = shareLink(getPlatform().webOrigin, videoId, share_key);
        setLink(created);
        setOpen(true);
        void copy(created);
      },
    });
  }

  return {
    link,
    open,
    setOpen,
    getLink,
    copy,
    copied: feedback.copied,
    copyFailed,
    pending: createShare.isPending,
  };
}
