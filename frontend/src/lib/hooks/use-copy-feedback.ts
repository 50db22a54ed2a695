import { useEffect, useState } from 'react';

import { COPY_TOOLTIP_MS } from '@/config/constants';

/** A flag that is true for 800 ms after `flash()` (spec 9: copy tooltip). */
export function useCopyFeedback() {
  const [shownAt, setShownAt] = useState<number | null>(null);
  useEffect(() => {
    if (shownAt === null) return;
    const timer = window.setTimeout(() => setShownAt(null), COPY_TOOLTIP_MS);
    return () => window.clearTimeout(timer);
  }, [shownAt]);
  return { copied: shownAt !== null, flash: () => setShownAt(Date.now()) };
}
