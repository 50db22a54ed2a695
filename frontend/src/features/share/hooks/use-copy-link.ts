import { useState } from 'react';

import { useCopyFeedback } from '@/lib/hooks/use-copy-feedback';
import { getPlatform } from '@/lib/platform';

/** Copies a link, saying 'Link copied' for a moment, or that the copy failed. */
export function useCopyLink() {
  const feedback = useCopyFeedback();
  const [copyFailed, setCopyFailed] = useState(false);

  async function copy(text: string) {
    try {
      await getPlatform().copyText(text);
      setCopyFailed(false);
      feedback.flash();
    } catch {
      setCopyFailed(true);
    }
  }

  return { copy, copied: feedback.copied, copyFailed };
}
