import { useEffect, useRef } from 'react';

import type { ComposerValue } from './composer-value';
import { saveDraft } from './draft-store';

/** How long typing pauses before the draft is written. */
export const DRAFT_SAVE_DELAY_MS = 500;

/** Writes the content as the draft a moment after typing stops, and at once when the box goes away. */
export function useDraftSaving(draftKey: string | undefined, value: ComposerValue): void {
  const unsaved = useRef<ComposerValue | null>(null);

  useEffect(() => {
    if (draftKey === undefined) return;
    unsaved.current = value;
    const timer = window.setTimeout(() => {
      saveDraft(draftKey, value);
      unsaved.current = null;
    }, DRAFT_SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [draftKey, value]);

  useEffect(
    () => () => {
      if (draftKey !== undefined && unsaved.current) saveDraft(draftKey, unsaved.current);
    },
    [draftKey],
  );
}
