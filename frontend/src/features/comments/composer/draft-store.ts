import { StorageKeys } from '@/config/storage-keys';
import type { CommentBlock } from '@/lib/api/types.gen';
import { getPlatform } from '@/lib/platform';

import { fromBlocks, toDraftBlocks } from './blocks';
import { EMPTY_VALUE, type ComposerValue } from './composer-value';

const storageKey = (draftKey: string) => `${StorageKeys.commentDraftPrefix}${draftKey}`;

function isBlock(item: unknown): item is CommentBlock {
  if (typeof item !== 'object' || item === null) return false;
  const fields = item as Record<string, unknown>;
  return (
    typeof fields.type === 'string' &&
    typeof fields.text === 'string' &&
    typeof fields.user_id === 'number' &&
    typeof fields.url === 'string' &&
    typeof fields.time_ms === 'number'
  );
}

/** The saved draft, or nothing when there is none or it cannot be read. */
export function loadDraft(draftKey: string): ComposerValue | null {
  const saved = getPlatform().storage.get(storageKey(draftKey));
  if (!saved) return null;
  try {
    const blocks: unknown = JSON.parse(saved);
    return Array.isArray(blocks) && blocks.every(isBlock) ? fromBlocks(blocks) : null;
  } catch {
    return null;
  }
}

/** Keeps the content as the draft, or forgets the draft when the box is empty. */
export function saveDraft(draftKey: string, value: ComposerValue): void {
  const { storage } = getPlatform();
  if (value.text === '') storage.remove(storageKey(draftKey));
  else storage.set(storageKey(draftKey), JSON.stringify(toDraftBlocks(value)));
}

export function clearDraft(draftKey: string): void {
  saveDraft(draftKey, EMPTY_VALUE);
}
