import { Button, Group, Textarea } from '@mantine/core';
import { useState } from 'react';

import type { CommentBlock, CommentUser } from '@/lib/api/types.gen';

/** What the comment box needs from the panel or the edit modal that hosts it. */
export interface CommentComposerProps {
  /** Where the unsent text is kept ('video:12'); none for the edit modal. */
  draftKey?: string;
  /** People the @ popup lists (the viewer already left out). */
  mentionables: CommentUser[];
  /** The player's time in ms while it plays, else null: a comment sent then carries it. */
  currentTimeMs: () => number | null;
  /** The video's length in ms; time-points beyond it are left as text. */
  durationMs: number;
  /** The comment being edited. */
  initialBlocks?: CommentBlock[];
  /** Label of the send button (defaults to Send). */
  submitLabel?: string;
  /** Called with non-empty blocks and the played time (-1: none); the box then clears. */
  onSubmit: (blocks: CommentBlock[], playedTimeMs: number) => void;
  onCancel?: () => void;
  autoFocus?: boolean;
}

/** Placeholder comment box (plain text only) until the full composer lands. */
export function CommentComposer({ onSubmit, submitLabel, autoFocus }: CommentComposerProps) {
  const [text, setText] = useState('');
  return (
    <Group align="flex-end">
      <Textarea value={text} onChange={(e) => setText(e.currentTarget.value)} autoFocus={autoFocus} />
      <Button
        onClick={() => {
          if (text.trim() === '') return;
          onSubmit([{ type: 'text', text, user_id: 0, url: '', time_ms: 0 }], -1);
          setText('');
        }}
      >
        {submitLabel ?? 'Send'}
      </Button>
    </Group>
  );
}
