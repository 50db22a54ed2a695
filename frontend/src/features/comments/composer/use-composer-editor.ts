import {
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type KeyboardEvent,
  type SyntheticEvent,
} from 'react';

import type { CommentUser } from '@/lib/api/types.gen';

import {
  chipAround,
  chipToDelete,
  insertMention,
  replaceRange,
  widenToChips,
  withText,
  type ComposerValue,
} from './composer-value';
import { findMentionQuery, matchMentionables } from './mention-query';

interface EditorOptions {
  initialValue: () => ComposerValue;
  mentionables: CommentUser[];
  /** Enter (or Ctrl+Enter) asked to send. */
  onSubmitKey: (event: KeyboardEvent<HTMLTextAreaElement>) => boolean;
  /** The text changed through the user (not through setValue). */
  onEdit: () => void;
}

/**
 * The editing rules of the comment box: chips that are never cut, the caret kept out of them,
 * plain-text paste, and the '@' popup's state and keys.
 */
export function useComposerEditor({ initialValue, mentionables, onSubmitKey, onEdit }: EditorOptions) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [value, setValueState] = useState(initialValue);
  const [caret, setCaret] = useState(() => value.text.length);
  const [activeIndex, setActiveIndex] = useState(0);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const [focused, setFocused] = useState(false);
  const pendingCaret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const at = pendingCaret.current;
    if (at === null || !textarea.current) return;
    pendingCaret.current = null;
    textarea.current.setSelectionRange(at, at);
  });

  const query = findMentionQuery(value, caret);
  // The popup is for the one typing: it goes away while the focus is elsewhere.
  const popupOpen = focused && query !== null && query.start !== dismissedAt;
  const matches = popupOpen ? matchMentionables(mentionables, query.query) : [];
  const active = Math.min(activeIndex, Math.max(matches.length - 1, 0));

  const setValue = (next: ComposerValue, nextCaret: number) => {
    setValueState(next);
    setCaret(nextCaret);
    setActiveIndex(0);
    pendingCaret.current = nextCaret;
  };

  const edit = (next: ComposerValue, nextCaret: number) => {
    setValue(next, nextCaret);
    const nextQuery = findMentionQuery(next, nextCaret);
    if (nextQuery?.start !== dismissedAt) setDismissedAt(null);
    onEdit();
  };

  const selection = (): [number, number] => {
    const element = textarea.current;
    return element ? [element.selectionStart, element.selectionEnd] : [caret, caret];
  };

  const insertText = (text: string) => {
    const [start, end] = selection();
    const result = replaceRange(value, start, end, text);
    edit(result.value, result.caret);
    textarea.current?.focus();
  };

  const pick = (person: CommentUser) => {
    if (!query) return;
    const result = insertMention(value, query.start, caret, person);
    edit(result.value, result.caret);
    textarea.current?.focus();
  };

  const onChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    const element = event.currentTarget;
    const next = withText(value, element.value, element.selectionEnd);
    setValueState(next);
    setCaret(element.selectionEnd);
    setActiveIndex(0);
    if (findMentionQuery(next, element.selectionEnd)?.start !== dismissedAt) setDismissedAt(null);
    onEdit();
  };

  /** Follows the caret; one that lands inside a chip jumps to the chip's edge in the way it moved. */
  const onSelect = (event: SyntheticEvent<HTMLTextAreaElement>) => {
    const element = event.currentTarget;
    const { selectionStart, selectionEnd } = element;
    const chip = selectionStart === selectionEnd ? chipAround(value, selectionStart) : undefined;
    if (!chip) {
      setCaret(selectionEnd);
      return;
    }
    const edge = caret >= chip.end ? chip.start : chip.end;
    element.setSelectionRange(edge, edge);
    setCaret(edge);
  };

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    event.preventDefault();
    const text = event.clipboardData.getData('text/plain').replace(/\r\n?/g, '\n');
    if (text !== '') insertText(text);
  };

  const popupKey = (event: KeyboardEvent<HTMLTextAreaElement>): boolean => {
    if (!popupOpen || !query) return false;
    if (event.key === 'Escape') {
      // Closes only the popup, not a modal the box is in.
      event.stopPropagation();
      setDismissedAt(query.start);
      return true;
    }
    if (matches.length === 0) return false;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((active + step + matches.length) % matches.length);
      return true;
    }
    if ((event.key === 'Enter' || event.key === 'Tab') && !event.shiftKey) {
      pick(matches[active]);
      return true;
    }
    return false;
  };

  /** Backspace and Delete take a chip away whole. */
  const deleteKey = (event: KeyboardEvent<HTMLTextAreaElement>): boolean => {
    if (event.key !== 'Backspace' && event.key !== 'Delete') return false;
    const [start, end] = selection();
    if (start !== end) {
      const [from, to] = widenToChips(value, start, end);
      if (from === start && to === end) return false;
      const result = replaceRange(value, from, to, '');
      edit(result.value, result.caret);
      return true;
    }
    const chip = chipToDelete(value, start, event.key === 'Backspace');
    if (!chip) return false;
    const result = replaceRange(value, chip.start, chip.end, '');
    edit(result.value, result.caret);
    return true;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter that ends an input method's composition belongs to it.
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    if (popupKey(event) || deleteKey(event) || onSubmitKey(event)) event.preventDefault();
  };

  return {
    value,
    setValue,
    textarea,
    insertText,
    popup: popupOpen ? { people: matches, activeIndex: active, pick, hover: setActiveIndex } : null,
    handlers: { onChange, onSelect, onPaste, onKeyDown, onFocus: () => setFocused(true), onBlur: () => setFocused(false) },
  };
}
