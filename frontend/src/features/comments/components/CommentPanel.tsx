import { Divider, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { CommentBlock } from '@/lib/api/types.gen';

import { CommentComposer } from './CommentComposer';
import { CommentList } from './CommentList';
import { EditCommentModal } from './EditCommentModal';
import { ReplyBar } from './ReplyBar';
import { SignInToComment } from './SignInToComment';
import { useComments } from '../comments-context';
import { quoteOf } from '../pending-comment';

/** The composer for a signed-in viewer; a sign-in button for an anonymous one. */
function CommentBox() {
  const { videoId, viewer, signedIn, closedNotice, mentionables, player, durationMs, actions, replyTo, setReplyTo } = useComments();
  if (!signedIn) return <SignInToComment />;
  if (closedNotice) return closedNotice;
  if (!viewer) return null;
  const submit = (blocks: CommentBlock[], playedTimeMs: number) => {
    const quote = replyTo ? quoteOf(replyTo.comment) : null;
    setReplyTo(null);
    void actions.send(blocks, playedTimeMs, quote);
  };
  return (
    <Stack gap={4}>
      <ReplyBar />
      <CommentComposer
        draftKey={`video:${videoId}`}
        mentionables={mentionables}
        currentTimeMs={player.currentTimeMs}
        durationMs={durationMs}
        onSubmit={submit}
        autoFocus={replyTo !== null}
      />
    </Stack>
  );
}

/** Spec 2's comment panel: the list, then the box to write in (or the way to sign in). */
export function CommentPanel() {
  const { t } = useTranslation('comments');
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label={t('panel.title')} data-testid="comment-panel">
      <Stack gap="sm">
        <Title order={2} size="h5">
          {t('panel.title')}
        </Title>
        <CommentList />
        <Divider />
        <CommentBox />
      </Stack>
      <EditCommentModal />
    </Paper>
  );
}
