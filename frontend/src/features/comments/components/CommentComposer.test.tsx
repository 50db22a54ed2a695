import { afterEach, describe, expect, it, vi } from 'vitest';

import { act, fireEvent, render, screen, within } from '@/testing/render';

import { CommentComposer, type CommentComposerProps } from './CommentComposer';
import { textBlock as text, mentionBlock as mention } from '../testing/comment-fixture';

const people = [
  { id: 3, nickname: 'Ann' },
  { id: 4, nickname: 'Joanna' },
  { id: 5, nickname: 'Bob' },
];

function setup(props: Partial<CommentComposerProps> = {}) {
  const onSubmit = vi.fn<CommentComposerProps['onSubmit']>();
  const view = render(
    <CommentComposer
      mentionables={people}
      currentTimeMs={() => null}
      durationMs={10 * 60 * 1000}
      onSubmit={onSubmit}
      {...props}
    />,
  );
  return { ...view, onSubmit, editor: screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Write a comment' }) };
}

const popup = () => screen.queryByRole('listbox', { name: 'People to mention' });
const options = () => within(popup()!).queryAllByRole('option');

afterEach(() => {
  vi.useRealTimers();
});

describe('CommentComposer sending', () => {
  it('sends on Enter as blocks, without a played time, and clears', async () => {
    const { user, editor, onSubmit } = setup();
    await user.type(editor, 'see https://example.com now{Enter}');
    expect(onSubmit).toHaveBeenCalledWith(
      [text('see '), { type: 'link', text: '', user_id: 0, url: 'https://example.com', time_ms: 0 }, text(' now')],
      -1,
    );
    expect(editor).toHaveValue('');
  });

  it('sends with the send button and makes a trailing time a time-point', async () => {
    const { user, editor, onSubmit } = setup();
    await user.type(editor, 'look 1:23');
    await user.click(screen.getByTestId('comment-send'));
    expect(onSubmit).toHaveBeenCalledWith([text('look '), { type: 'time_point', text: '', user_id: 0, url: '', time_ms: 83_000 }], -1);
    expect(editor).toHaveValue('');
    expect(editor).toHaveFocus();
  });

  it('starts a new line on Shift+Enter', async () => {
    const { user, editor, onSubmit } = setup();
    await user.type(editor, 'one{Shift>}{Enter}{/Shift}two');
    expect(editor).toHaveValue('one\ntwo');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('in Ctrl+Enter mode starts a line on Enter and sends on Ctrl+Enter, and remembers the mode', async () => {
    const { user, editor, onSubmit, unmount } = setup();
    await user.click(screen.getByRole('button', { name: 'Send settings' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Ctrl+Enter to send, Enter for a new line' }));
    await user.type(editor, 'one{Enter}two');
    expect(editor).toHaveValue('one\ntwo');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(onSubmit).toHaveBeenCalledWith([text('one\ntwo')], -1);
    expect(window.localStorage.getItem('comment-submit-mode')).toBe('ctrl-enter');
    await user.click(screen.getByRole('button', { name: 'Send settings' }));
    expect(
      await screen.findByRole('menuitem', { name: 'Ctrl+Enter to send, Enter for a new line Chosen' }),
    ).toBeInTheDocument();

    unmount();
    const again = setup();
    await again.user.type(again.editor, 'a{Enter}b');
    expect(again.editor).toHaveValue('a\nb');
  });

  it('leaves Enter to an input method while it composes', async () => {
    const { user, editor, onSubmit } = setup();
    await user.type(editor, 'ni hao');
    fireEvent.keyDown(editor, { key: 'Enter', isComposing: true });
    fireEvent.keyDown(editor, { key: 'Enter', keyCode: 229 });
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.keyDown(editor, { key: 'Enter' });
    expect(onSubmit).toHaveBeenCalledWith([text('ni hao')], -1);
  });

  it('warns instead of sending nothing or white space', async () => {
    const { user, editor, onSubmit } = setup();
    await user.click(screen.getByTestId('comment-send'));
    expect(screen.getByRole('alert')).toHaveTextContent('Comments sent cannot be empty');
    expect(editor).toHaveAccessibleDescription('Comments sent cannot be empty');
    await user.type(editor, '   {Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Comments sent cannot be empty');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(editor, 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('counts characters as code points, shows what is left near the limit and refuses more', async () => {
    const { user, editor, onSubmit } = setup();
    editor.focus();
    await user.paste('😀'.repeat(4900));
    expect(screen.getByTestId('comment-remaining')).toHaveTextContent('100 characters left');
    await user.paste('a'.repeat(102));
    expect(screen.getByRole('alert')).toHaveTextContent('The comment is too long: 2 characters over the limit of 5000.');
    await user.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.keyboard('{Backspace}{Backspace}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByTestId('comment-remaining')).toHaveTextContent('0 characters left');
    await user.click(screen.getByTestId('comment-send'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('refuses more parts than a comment holds', async () => {
    const { user, editor, onSubmit } = setup();
    editor.focus();
    await user.paste('https://e.com/ x '.repeat(51));
    await user.click(screen.getByTestId('comment-send'));
    expect(screen.getByRole('alert')).toHaveTextContent('too many mentions, links and time points (at most 100 parts)');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows Cancel and the given label when editing a comment', async () => {
    const onCancel = vi.fn();
    const { user, editor, onSubmit } = setup({
      initialBlocks: [text('hi '), mention(3, 'Ann')],
      submitLabel: 'Save',
      onCancel,
      autoFocus: true,
    });
    expect(editor).toHaveValue('hi @Ann');
    expect(editor).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    await user.type(editor, '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith([text('hi '), mention(3, 'Ann'), text('!')], -1);
  });
});

describe('CommentComposer text entry', () => {
  it('pastes plain text only', () => {
    const { editor } = setup();
    const clipboard: Record<string, string> = { 'text/html': '<b>bold</b> <i>move</i>', 'text/plain': 'bold\r\nmove' };
    fireEvent.paste(editor, { clipboardData: { getData: (type: string) => clipboard[type] ?? '' } });
    expect(editor).toHaveValue('bold\nmove');
  });

  it('inserts a picked emoji at the caret', async () => {
    const { user, editor } = setup();
    await user.type(editor, 'great  job');
    editor.setSelectionRange(6, 6);
    await user.click(screen.getByRole('button', { name: 'Insert emoji' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Insert emoji' })).getByRole('button', { name: '👍' }));
    expect(editor).toHaveValue('great 👍 job');
  });
});

describe('CommentComposer mention popup', () => {
  it('opens on @, filters by nickname in any case and shows when nobody matches', async () => {
    const { user, editor } = setup();
    await user.type(editor, 'hi @');
    expect(options().map((option) => option.textContent)).toEqual(['Ann', 'Joanna', 'Bob']);
    await user.type(editor, 'AN');
    expect(options().map((option) => option.textContent)).toEqual(['Ann', 'Joanna']);
    await user.type(editor, 'x');
    expect(options()).toEqual([]);
    expect(popup()).toHaveTextContent('No one matches');
  });

  it('moves with the arrow keys and picks with Enter, sending a mention block', async () => {
    const { user, editor, onSubmit } = setup();
    await user.type(editor, 'hi @an');
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(options()[1]).toHaveAttribute('aria-selected', 'true');
    expect(editor).toHaveAttribute('aria-activedescendant', options()[1].id);
    await user.keyboard('{Enter}');
    expect(popup()).not.toBeInTheDocument();
    expect(editor).toHaveValue('hi @Joanna ');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.keyboard('look{Enter}');
    expect(onSubmit).toHaveBeenCalledWith([text('hi '), mention(4, 'Joanna'), text(' look')], -1);
  });

  it('picks with Tab and with a click', async () => {
    const { user, editor } = setup();
    await user.type(editor, '@b');
    await user.keyboard('{Tab}');
    expect(editor).toHaveValue('@Bob ');
    await user.type(editor, '@jo');
    await user.click(screen.getByRole('option', { name: 'Joanna' }));
    expect(editor).toHaveValue('@Bob @Joanna ');
    expect(popup()).not.toBeInTheDocument();
  });

  it('goes away while the focus is elsewhere', async () => {
    const { user, editor } = setup();
    await user.type(editor, '@an');
    expect(popup()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send settings' }));
    expect(popup()).not.toBeInTheDocument();
    act(() => editor.focus());
    expect(popup()).toBeInTheDocument();
  });

  it('closes on Escape and on a space', async () => {
    const { user, editor, onSubmit } = setup();
    await user.type(editor, '@an');
    await user.keyboard('{Escape}');
    expect(popup()).not.toBeInTheDocument();
    await user.type(editor, 'n');
    expect(popup()).not.toBeInTheDocument();
    await user.type(editor, ' @a');
    expect(popup()).toBeInTheDocument();
    await user.type(editor, ' ');
    expect(popup()).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith([text('@ann @a')], -1);
  });

  it('deletes a mention chip as a whole', async () => {
    const { user, editor, onSubmit } = setup();
    await user.type(editor, 'to @ann');
    await user.keyboard('{Enter}');
    expect(editor).toHaveValue('to @Ann ');
    await user.keyboard('{Backspace}{Backspace}');
    expect(editor).toHaveValue('to ');
    await user.keyboard('x{Enter}');
    expect(onSubmit).toHaveBeenCalledWith([text('to x')], -1);
  });
});

describe('CommentComposer mention chips', () => {
  const withChip = () => setup({ initialBlocks: [text('hi '), mention(3, 'Ann'), text(' there')] });

  it('keeps the caret out of a chip, moving it to the edge it came from', () => {
    const { editor } = withChip();
    editor.setSelectionRange(10, 10);
    fireEvent.select(editor);
    editor.setSelectionRange(5, 5);
    fireEvent.select(editor);
    expect(editor.selectionStart).toBe(3);
    editor.setSelectionRange(4, 4);
    fireEvent.select(editor);
    expect(editor.selectionStart).toBe(7);
  });

  it('deletes a chip whole with Delete', () => {
    const { editor } = withChip();
    editor.setSelectionRange(3, 3);
    fireEvent.keyDown(editor, { key: 'Delete' });
    expect(editor).toHaveValue('hi  there');
    expect(editor.selectionStart).toBe(3);
  });

  it('widens a selection that cuts into a chip to the whole chip', () => {
    const { editor, onSubmit } = withChip();
    editor.setSelectionRange(1, 5);
    fireEvent.keyDown(editor, { key: 'Backspace' });
    expect(editor).toHaveValue('h there');
    fireEvent.keyDown(editor, { key: 'Enter' });
    expect(onSubmit).toHaveBeenCalledWith([text('h there')], -1);
  });

  it('keeps text typed right before or after a chip out of it', async () => {
    const { user, editor, onSubmit } = withChip();
    await user.type(editor, 'e', { initialSelectionStart: 7, initialSelectionEnd: 7 });
    await user.type(editor, '>', { initialSelectionStart: 3, initialSelectionEnd: 3 });
    expect(editor).toHaveValue('hi >@Anne there');
    fireEvent.keyDown(editor, { key: 'Enter' });
    expect(onSubmit).toHaveBeenCalledWith([text('hi >'), mention(3, 'Ann'), text('e there')], -1);
  });
});

describe('CommentComposer played time', () => {
  it('attaches the time the video is at when sending, and shows it', async () => {
    let now = 83_000;
    const { user, editor, onSubmit } = setup({ currentTimeMs: () => now });
    expect(screen.getByTestId('comment-time')).toHaveTextContent('at 1:23');
    await user.type(editor, 'nice');
    now = 90_000;
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith([text('nice')], 90_000);
  });

  it('follows the playing video every second', () => {
    vi.useFakeTimers();
    let now = 1_000;
    setup({ currentTimeMs: () => now });
    expect(screen.getByTestId('comment-time')).toHaveTextContent('at 0:01');
    now = 65_000;
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByTestId('comment-time')).toHaveTextContent('at 1:05');
  });

  it('sends no time once the user removed it, and attaches it again to the next comment', async () => {
    const { user, editor, onSubmit } = setup({ currentTimeMs: () => 5_000 });
    await user.click(screen.getByRole('button', { name: "Don't attach the time" }));
    expect(screen.queryByTestId('comment-time')).not.toBeInTheDocument();
    await user.type(editor, 'one{Enter}');
    expect(onSubmit).toHaveBeenLastCalledWith([text('one')], -1);
    expect(screen.getByTestId('comment-time')).toHaveTextContent('at 0:05');
    await user.type(editor, 'two{Enter}');
    expect(onSubmit).toHaveBeenLastCalledWith([text('two')], 5_000);
  });

  it('shows no time while the video is not playing', () => {
    setup();
    expect(screen.queryByTestId('comment-time')).not.toBeInTheDocument();
  });
});

describe('CommentComposer drafts', () => {
  const draftKey = 'video:12';
  const storageKey = 'comment-draft:video:12';

  it('saves the text as blocks once typing pauses', () => {
    vi.useFakeTimers();
    const { editor } = setup({ draftKey });
    editor.focus();
    fireEvent.change(editor, { target: { value: 'hi @an' } });
    fireEvent.keyDown(editor, { key: 'Enter' });
    expect(editor).toHaveValue('hi @Ann ');
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(window.localStorage.getItem(storageKey)).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(JSON.parse(window.localStorage.getItem(storageKey)!)).toEqual([text('hi '), mention(3, 'Ann'), text(' ')]);
  });

  it('saves at once when the box goes away', async () => {
    const { user, editor, unmount } = setup({ draftKey });
    await user.type(editor, 'later');
    unmount();
    expect(JSON.parse(window.localStorage.getItem(storageKey)!)).toEqual([text('later')]);
  });

  it('restores the draft with its mentions and clears it on send', async () => {
    window.localStorage.setItem(storageKey, JSON.stringify([text('hey '), mention(3, 'Ann'), text(' look')]));
    const { user, editor, onSubmit, unmount } = setup({ draftKey });
    expect(editor).toHaveValue('hey @Ann look');
    await user.type(editor, '{Enter}');
    expect(onSubmit).toHaveBeenCalledWith([text('hey '), mention(3, 'Ann'), text(' look')], -1);
    expect(window.localStorage.getItem(storageKey)).toBeNull();
    unmount();
    expect(window.localStorage.getItem(storageKey)).toBeNull();
  });

  it('ignores a draft it cannot read', () => {
    window.localStorage.setItem(storageKey, '{"not":"blocks"}');
    const { editor } = setup({ draftKey });
    expect(editor).toHaveValue('');
  });
});
