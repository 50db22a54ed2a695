import { Button, Group, Stack, Text } from '@mantine/core';
import { useId, useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { MaxCommentBlocks, MaxCommentText, type CommentBlock, type CommentUser } from '@/lib/api/types.gen';

import { commentLength, fromBlocks, toSendBlocks } from '../composer/blocks';
import { EMPTY_VALUE } from '../composer/composer-value';
import { ComposerField } from '../composer/ComposerField';
import classes from '../composer/ComposerField.module.css';
import { clearDraft, loadDraft } from '../composer/draft-store';
import { EmojiButton } from '../composer/EmojiButton';
import { MentionPopup, mentionOptionId } from '../composer/MentionPopup';
import { PlayedTimeChip } from '../composer/PlayedTimeChip';
import { SubmitModeMenu } from '../composer/SubmitModeMenu';
import { useComposerEditor } from '../composer/use-composer-editor';
import { useDraftSaving } from '../composer/use-draft';
import { usePlayedTime } from '../composer/use-played-time';
import { useSubmitMode } from '../composer/use-submit-mode';

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

/** The remaining count shows from this many characters before the limit. */
const REMAINING_SHOWN_FROM = 200;

type Problem = 'empty' | 'tooManyParts' | null;

/**
 * The comment box: text with @mention chips, emoji, links and a trailing time-point made into
 * blocks on send, the played time attached while the video plays, and a draft kept per draftKey.
 */
export function CommentComposer(props: CommentComposerProps) {
  // A new draft key is a new box: its own draft is restored.
  return <ComposerBox key={props.draftKey ?? ''} {...props} />;
}

function ComposerBox({
  draftKey,
  mentionables,
  currentTimeMs,
  durationMs,
  initialBlocks,
  submitLabel,
  onSubmit,
  onCancel,
  autoFocus,
}: CommentComposerProps) {
  const { t } = useTranslation('comments');
  const popupId = useId();
  const messageId = useId();
  const [mode, setMode] = useSubmitMode();
  const [problem, setProblem] = useState<Problem>(null);
  const playedTime = usePlayedTime(currentTimeMs);

  const submitKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey) return false;
    if (!(event.ctrlKey || event.metaKey) && mode !== 'enter') return false;
    submit();
    return true;
  };

  const editor = useComposerEditor({
    initialValue: () =>
      initialBlocks ? fromBlocks(initialBlocks) : ((draftKey && loadDraft(draftKey)) || EMPTY_VALUE),
    mentionables,
    onSubmitKey: submitKey,
    onEdit: () => {
      setProblem(null);
      playedTime.refresh();
    },
  });
  useDraftSaving(draftKey, editor.value);

  const blocks = useMemo(() => toSendBlocks(editor.value, durationMs), [editor.value, durationMs]);
  const remaining = MaxCommentText - commentLength(blocks);

  function submit() {
    if (blocks.length === 0) return setProblem('empty');
    if (remaining < 0) return;
    if (blocks.length > MaxCommentBlocks) return setProblem('tooManyParts');
    onSubmit(blocks, playedTime.attachedTimeMs());
    if (draftKey) clearDraft(draftKey);
    editor.setValue(EMPTY_VALUE, 0);
    playedTime.restore();
    // Ready for the next comment, also after a click on Send.
    editor.textarea.current?.focus();
  }

  const { textarea } = editor;
  useEffect(() => {
    if (!autoFocus || !textarea.current) return;
    textarea.current.focus();
    const end = textarea.current.value.length;
    textarea.current.setSelectionRange(end, end);
  }, [autoFocus, textarea]);

  const { popup } = editor;
  const message =
    remaining < 0
      ? t('composer.tooLong', { over: -remaining, max: MaxCommentText })
      : problem === 'empty'
        ? t('composer.empty')
        : problem === 'tooManyParts'
          ? t('composer.tooManyParts', { max: MaxCommentBlocks })
          : null;

  return (
    <Stack gap={4}>
      <div className={classes.frame}>
        {popup && (
          <MentionPopup
            id={popupId}
            people={popup.people}
            activeIndex={popup.activeIndex}
            onPick={popup.pick}
            onHover={popup.hover}
          />
        )}
        <ComposerField
          value={editor.value}
          textareaRef={textarea}
          {...editor.handlers}
          aria-label={t('composer.label')}
          placeholder={t('composer.placeholder')}
          data-testid="comment-editor"
          aria-autocomplete="list"
          aria-controls={popup ? popupId : undefined}
          aria-activedescendant={popup?.people.length ? mentionOptionId(popupId, popup.activeIndex) : undefined}
          aria-invalid={message !== null}
          aria-describedby={message ? messageId : undefined}
        />
        <Group justify="space-between" gap={4} px={6} pb={6} wrap="nowrap">
          <Group gap={2} wrap="nowrap">
            <EmojiButton onPick={editor.insertText} />
            <SubmitModeMenu mode={mode} onChange={setMode} />
            {playedTime.shownMs !== null && <PlayedTimeChip timeMs={playedTime.shownMs} onRemove={playedTime.remove} />}
          </Group>
          <Group gap={6} wrap="nowrap">
            {remaining >= 0 && remaining <= REMAINING_SHOWN_FROM && (
              <Text size="xs" c="dimmed" data-testid="comment-remaining">
                {t('composer.remaining', { count: remaining })}
              </Text>
            )}
            {onCancel && (
              <Button size="xs" variant="default" onClick={onCancel}>
                {t('composer.cancel')}
              </Button>
            )}
            <Button size="xs" data-testid="comment-send" onClick={submit}>
              {submitLabel ?? t('composer.send')}
            </Button>
          </Group>
        </Group>
      </div>
      {message && (
        <Text id={messageId} size="xs" c="red" role="alert">
          {message}
        </Text>
      )}
    </Stack>
  );
}
