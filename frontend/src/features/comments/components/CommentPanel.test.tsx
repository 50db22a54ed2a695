import { afterEach, describe, expect, it, vi } from 'vitest';

import { CommentLive } from '@/lib/api/types.gen';
import { saveTokens } from '@/lib/auth/token-store';
import type { LiveSubscription } from '@/lib/live';
import { envelope } from '@/testing/fetch-mock';
import { act, fireEvent, screen, within } from '@/testing/render';

import type { CommentComposerProps } from './CommentComposer';
import { bob, commentFixture, commentRange, textBlock } from '../testing/comment-fixture';
import { deferred, serveComments } from '../testing/comments-server';
import { fakePlayer, renderComments } from '../testing/render-comments';

const live = vi.hoisted(() => ({
  topic: null as string | null,
  sub: null as LiveSubscription | null,
  outdated: [] as string[],
}));

vi.mock('@/lib/live', () => ({
  useLiveTopic: (topic: string | null, sub: LiveSubscription) => {
    live.topic = topic;
    live.sub = sub;
  },
  markOutdated: (kind: string) => live.outdated.push(kind),
  useOutdatedReload: () => undefined,
}));

// The real comment box is built separately; this one sends a fixed comment at 0:42.
vi.mock('./CommentComposer', () => ({
  CommentComposer: (props: CommentComposerProps) => (
    <button
      type="button"
      data-mentionables={props.mentionables.map((user) => user.nickname).join(',')}
      onClick={() => props.onSubmit([textBlock(props.initialBlocks ? 'changed' : 'hello')], 42_000)}
    >
      {props.submitLabel ?? 'fake send'}
    </button>
  ),
}));

const items = () => screen.queryAllByTestId('comment-item');
const ids = () => items().map((item) => item.getAttribute('data-comment-id'));
const item = (id: number | string) => items().find((each) => each.getAttribute('data-comment-id') === String(id))!;

function signIn() {
  saveTokens({ token: 'access', refresh_token: 'refresh' });
}

afterEach(() => {
  vi.useRealTimers();
  live.outdated.length = 0;
});

describe('CommentPanel history', () => {
  it('shows the newest page with the newest last, and the page before on scrolling to the top, keeping the view in place', async () => {
    const { calls } = serveComments({
      history: (before) =>
        before === null ? { comments: commentRange(21, 40), has_more: true } : { comments: commentRange(1, 20), has_more: false },
    });
    renderComments({ shareKey: 'k' });
    expect(await screen.findByText('comment 40', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(ids()[0]).toBe('21');
    expect(ids().at(-1)).toBe('40');
    expect(calls.find((call) => call.url.startsWith('/api/comment/history'))!.url).toBe(
      '/api/comment/history?video_id=7&channel_id=0&share_key=k',
    );

    const list = screen.getByRole('list', { name: 'Comments on this video' });
    Object.defineProperty(list, 'scrollHeight', {
      get: () => list.querySelectorAll('[data-testid="comment-item"]').length * 50,
    });
    Object.defineProperty(list, 'scrollTop', { value: 10, writable: true });
    fireEvent.scroll(list);

    expect(await screen.findByText('comment 1', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(ids()).toHaveLength(40);
    expect(ids()[0]).toBe('1');
    expect(calls.filter((call) => call.url.includes('comment_id=21'))).toHaveLength(1);
    // 1000 px of comments was 10 px scrolled; 1000 px more came above, so the same ones stay in view.
    expect(list.scrollTop).toBe(1010);

    list.scrollTop = 0;
    fireEvent.scroll(list);
    expect(calls.filter((call) => call.url.includes('comment_id='))).toHaveLength(1);
  });

  it('shows the notice it is given instead of the comment box (a room the viewer has not joined)', async () => {
    signIn();
    serveComments();
    renderComments({ closedNotice: <p>Join this room to comment</p> });
    expect(await screen.findByText('Join this room to comment')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says so when there are no comments yet', async () => {
    serveComments();
    renderComments();
    expect(await screen.findByTestId('comments-empty')).toHaveTextContent('No comments yet');
  });
});

describe('CommentPanel sending', () => {
  it('shows the comment at once under a temporary id, then under the id the server gives', async () => {
    signIn();
    const answer = deferred();
    const { calls } = serveComments({ routes: { 'POST /api/comment/post': () => answer.promise } });
    renderComments({ shareKey: 'k' });
    const send = await screen.findByRole('button', { name: 'fake send' });
    // Ann is the viewer: only Bob is offered to mention.
    await vi.waitFor(() => expect(send).toHaveAttribute('data-mentionables', 'Bob'));
    fireEvent.click(send);

    const pending = await screen.findByText('hello');
    const pendingItem = pending.closest('[data-testid="comment-item"]')!;
    expect(pendingItem.getAttribute('data-comment-id')).toMatch(/^-\d+$/);
    expect(pendingItem).toHaveTextContent('Sending…');
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      video_id: 7,
      channel_id: 0,
      share_key: 'k',
      blocks: [textBlock('hello')],
      played_time: 42_000,
      parent_id: 0,
    });

    await act(async () => {
      answer.resolve(envelope({ id: 99 }));
      await answer.promise;
    });
    expect(ids()).toEqual(['99']);
    expect(item(99)).not.toHaveTextContent('Sending…');
    expect(item(99)).toHaveTextContent('At 0:42');
    expect(live.outdated).toEqual(['comments']);
  });

  it('marks a failed comment with Resend, which drops it and sends it again', async () => {
    signIn();
    let posts = 0;
    const { calls } = serveComments({
      routes: {
        'POST /api/comment/post': () => (++posts === 1 ? envelope(null, 500, 'boom', 500) : envelope({ id: 100 })),
      },
    });
    renderComments();
    fireEvent.click(await screen.findByRole('button', { name: 'fake send' }));
    expect(await screen.findByText('Not sent')).toBeInTheDocument();
    const failedId = ids()[0];
    expect(failedId).toMatch(/^-\d+$/);

    fireEvent.click(screen.getByRole('button', { name: 'Resend' }));
    await vi.waitFor(() => expect(ids()).toEqual(['100']));
    expect(item(100)).toHaveTextContent('hello');
    expect(screen.queryByText('Not sent')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2);
  });

  it('gives up on a comment the server has not accepted after 10 s', async () => {
    signIn();
    const { fetchMock } = serveComments();
    const answer = fetchMock.getMockImplementation()!;
    // The post never answers; only the 10 s limit ends it.
    fetchMock.mockImplementation((input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method !== 'POST') return answer(input, init);
      return new Promise<Response>((_, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    });
    renderComments();
    const send = await screen.findByRole('button', { name: 'fake send' });
    await screen.findByTestId('comments-empty');
    vi.useFakeTimers();
    fireEvent.click(send);
    await act(() => vi.advanceTimersByTimeAsync(9_999));
    expect(screen.getByText('Sending…')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('Not sent')).toBeInTheDocument();
  });

  it('sends a reply with the comment it answers, shown as its quote', async () => {
    signIn();
    const { calls } = serveComments({
      history: () => ({ comments: [commentFixture(5, { blocks: [textBlock('first!')] })], has_more: false }),
      routes: { 'POST /api/comment/post': () => envelope({ id: 6 }) },
    });
    renderComments();
    fireEvent.click(await screen.findByTestId('comment-reply'));
    expect(screen.getByTestId('comment-reply-bar')).toHaveTextContent('Replying to Bob');

    fireEvent.click(screen.getByRole('button', { name: 'fake send' }));
    await vi.waitFor(() => expect(ids()).toEqual(['5', '6']));
    expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({ parent_id: 5 });
    expect(within(item(6)).getByTestId('comment-quote')).toHaveTextContent('Bobfirst!');
    expect(screen.queryByTestId('comment-reply-bar')).not.toBeInTheDocument();
  });
});

describe('CommentPanel editing and deleting', () => {
  it('offers edit and delete on the viewer’s own comments only', async () => {
    signIn();
    serveComments({ history: () => ({ comments: [commentFixture(1, { user: bob }), commentFixture(2, { user: { id: 1, nickname: 'Ann' } })], has_more: false }) });
    renderComments();
    await screen.findByText('comment 2');
    expect(within(item(1)).queryByTestId('comment-edit')).not.toBeInTheDocument();
    expect(within(item(1)).queryByTestId('comment-delete')).not.toBeInTheDocument();
    expect(within(item(1)).getByTestId('comment-reply')).toBeInTheDocument();
    expect(within(item(2)).getByTestId('comment-edit')).toBeInTheDocument();
    expect(within(item(2)).getByTestId('comment-delete')).toBeInTheDocument();
  });

  it('edits a comment through the comment box and shows it as edited', async () => {
    signIn();
    const { calls } = serveComments({
      history: () => ({ comments: [commentFixture(2, { user: { id: 1, nickname: 'Ann' } })], has_more: false }),
      routes: {
        'PUT /api/comment/update': () =>
          envelope(commentFixture(2, { user: { id: 1, nickname: 'Ann' }, blocks: [textBlock('changed')], edited: true })),
      },
    });
    renderComments({ shareKey: 'k' });
    fireEvent.click(await screen.findByTestId('comment-edit'));
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));

    expect(await screen.findByText('changed')).toBeInTheDocument();
    expect(item(2)).toHaveTextContent('(edited)');
    expect(calls.find((call) => call.method === 'PUT' && call.url === '/api/comment/update')!.body).toEqual({
      comment_id: 2,
      share_key: 'k',
      blocks: [textBlock('changed')],
    });
  });

  it('marks a comment deleted at once and puts it back, saying so, when the server refuses', async () => {
    signIn();
    const answer = deferred();
    const { calls } = serveComments({
      history: () => ({ comments: [commentFixture(5, { user: { id: 1, nickname: 'Ann' } })], has_more: false }),
      routes: { 'DELETE /api/comment/delete/5': () => answer.promise },
    });
    renderComments({ shareKey: 'k' });
    fireEvent.click(await screen.findByTestId('comment-delete'));
    fireEvent.click(await screen.findByTestId('comment-delete-confirm'));

    await vi.waitFor(() => expect(item(5)).toHaveAttribute('data-deleting'));
    expect(calls.find((call) => call.method === 'DELETE')!.url).toBe('/api/comment/delete/5?share_key=k');

    await act(async () => {
      answer.resolve(envelope(null, 500, 'boom', 500));
      await answer.promise;
    });
    expect(await screen.findByText('Delete comment fail')).toBeInTheDocument();
    expect(item(5)).not.toHaveAttribute('data-deleting');
    expect(within(item(5)).getByTestId('comment-delete')).toBeInTheDocument();
  });

  it('removes the comment once the server has deleted it', async () => {
    signIn();
    serveComments({
      history: () => ({ comments: [commentFixture(5, { user: { id: 1, nickname: 'Ann' } })], has_more: false }),
      routes: { 'DELETE /api/comment/delete/5': () => envelope(null) },
    });
    renderComments();
    fireEvent.click(await screen.findByTestId('comment-delete'));
    fireEvent.click(await screen.findByTestId('comment-delete-confirm'));
    expect(await screen.findByTestId('comments-empty')).toBeInTheDocument();
    expect(live.outdated).toEqual(['comments']);
  });
});

describe('CommentPanel live', () => {
  it('adds new comments once, replaces edited ones, and lets another’s deleted one say so before it goes', async () => {
    signIn();
    const { calls } = serveComments({
      history: () => ({ comments: commentRange(1, 2), has_more: false }),
    });
    renderComments();
    await screen.findByText('comment 2');
    expect(live.topic).toBe('video:7');
    const push = (type: string, data: unknown) => act(() => live.sub!.onEvent({ topic: 'video:7', type, data }));

    vi.useFakeTimers();
    push('im:new', commentFixture(2));
    expect(ids()).toEqual(['1', '2']);
    push('im:new', commentFixture(3));
    expect(ids()).toEqual(['1', '2', '3']);

    push('im:edit', commentFixture(3, { blocks: [textBlock('now different')], edited: true }));
    expect(item(3)).toHaveTextContent('now different');
    expect(item(3)).toHaveTextContent('(edited)');

    // Someone else's new comment, seen while the tab is visible, marks the video's comments read.
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(calls.filter((call) => call.url === '/api/comment/read').map((call) => call.body)).toEqual([
      { video_id: 7, share_key: '' },
    ]);

    push('im:delete', { video_id: 7, comment_id: 3 });
    expect(item(3)).toHaveTextContent('This comment was deleted a few seconds ago');
    expect(item(3)).not.toHaveTextContent('now different');
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(ids()).toEqual(['1', '2']);
  });

  it('fetches the newest page again after the live channel reconnects', async () => {
    let round = 0;
    serveComments({ history: () => ({ comments: commentRange(1, ++round), has_more: false }) });
    renderComments();
    await screen.findByText('comment 1');
    act(() => live.sub!.onResync!());
    expect(await screen.findByText('comment 2')).toBeInTheDocument();
  });
});

describe('CommentPanel for anonymous viewers', () => {
  it('shows the comments and a sign-in button that comes back to the same page at the same moment', async () => {
    serveComments({ history: () => ({ comments: [commentFixture(1)], has_more: false }) });
    renderComments({ shareKey: 'k', route: '/share/7/k?from=mail', path: '/share/:id/:key', player: fakePlayer(83_500) });
    expect(await screen.findByText('comment 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'fake send' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('comment-reply')).not.toBeInTheDocument();

    fireEvent.click(screen.getByTestId('sign-in-to-comment'));
    const location = screen.getByTestId('location').textContent;
    expect(location.startsWith('/login?')).toBe(true);
    expect(new URLSearchParams(location.split('?')[1]).get('redirect')).toBe('/share/7/k?from=mail&t=83');
  });
});

describe('CommentPanel blocks', () => {
  it('renders every block as text: markup and unsafe links stay inert; time-points seek the player', async () => {
    serveComments({
      history: () => ({
        comments: [
          commentFixture(1, {
            blocks: [
              textBlock('<script>alert(1)</script> <b>bold</b> '),
              { type: 'link', text: 'click me', url: 'javascript:alert(1)', user_id: 0, time_ms: 0 },
              textBlock(' '),
              { type: 'link', text: 'site', url: 'https://example.com/a', user_id: 0, time_ms: 0 },
              textBlock(' '),
              { type: 'mention', text: 'Ann', user_id: 1, url: '', time_ms: 0 },
              textBlock(' see '),
              { type: 'time_point', text: '', user_id: 0, url: '', time_ms: 83_000 },
            ],
          }),
        ],
        has_more: false,
      }),
    });
    const { container, player } = renderComments();
    const comment = await screen.findByTestId('comment-item');
    expect(comment).toHaveTextContent('<script>alert(1)</script> <b>bold</b>');
    expect(container.querySelector('script, b')).toBeNull();
    expect(within(comment).queryByRole('link', { name: 'click me' })).not.toBeInTheDocument();
    expect(within(comment).getByText('click me').tagName).toBe('SPAN');
    const site = within(comment).getByRole('link', { name: 'site' });
    expect(site).toHaveAttribute('href', 'https://example.com/a');
    expect(site).toHaveAttribute('target', '_blank');
    expect(site).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(within(comment).getByTestId('comment-mention')).toHaveTextContent('@Ann');

    const point = within(comment).getByTestId('comment-time-point');
    expect(point).toHaveTextContent('1:23');
    fireEvent.click(point);
    expect(player.seek).toHaveBeenCalledWith(83_000);
  });

  it('shows a reply to a deleted comment as deleted, and cuts long names at 20 characters', async () => {
    serveComments({
      history: () => ({
        comments: [
          commentFixture(4, {
            user: { id: 3, nickname: 'Bartholomew Longname-Smith' },
            quote: { blocks: [], id: 3, status: 'deleted', user: bob },
          }),
          commentFixture(5, { quote: { blocks: [textBlock('original')], id: 4, status: CommentLive, user: bob } }),
        ],
        has_more: false,
      }),
    });
    renderComments();
    await screen.findByText('comment 5');
    expect(within(item(4)).getByTestId('comment-quote')).toHaveTextContent('Comment has been deleted');
    expect(within(item(4)).getByTestId('comment-author')).toHaveTextContent(/^Bartholomew Longname…$/);
    expect(within(item(5)).getByTestId('comment-quote')).toHaveTextContent('original');
  });
});

describe('CommentTimeline', () => {
  it('puts a marker at each moment along the video, and a click seeks there', async () => {
    serveComments({
      history: () => ({
        comments: [
          commentFixture(1, { playedTime: 25_000 }),
          commentFixture(2, { blocks: [textBlock('look at '), { type: 'time_point', text: '', user_id: 0, url: '', time_ms: 50_000 }] }),
          commentFixture(3),
        ],
        has_more: false,
      }),
    });
    const { player } = renderComments({ durationMs: 100_000 });
    await screen.findByText('comment 1');
    const markers = screen.getAllByTestId('timeline-marker');
    expect(markers.map((marker) => [marker.getAttribute('data-comment-id'), marker.style.left])).toEqual([
      ['1', '25%'],
      ['2', '50%'],
    ]);
    expect(markers[1]).toHaveAccessibleName('Bob at 0:50: look at 0:50');

    fireEvent.click(markers[0]);
    expect(player.seek).toHaveBeenCalledWith(25_000);
  });
});
