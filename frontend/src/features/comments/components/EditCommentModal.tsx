import { Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';

import { TOAST_MS } from '@/config/constants';
import type { CommentBlock } from '@/lib/api/types.gen';

import { CommentComposer } from './CommentComposer';
import { useComments } from '../comments-context';
import { isBlank } from '../pending-comment';

/** The author's edit of a comment, in the comment box; an emptied comment is not saved. */
/** An edit keeps the comment's played time, so the box offers none. */
const noPlayedTime = () => null;

export function EditCommentModal() {
  const { t } = useTranslation('comments');
  const { editing, setEditing, actions, mentionables, durationMs } = useComments();
  const close = () => setEditing(null);

  const save = (blocks: CommentBlock[]) => {
    if (!editing) return;
    if (isBlank(blocks)) {
      notifications.show({ color: 'orange', message: t('panel.emptyComment'), autoClose: TOAST_MS });
      return;
    }
    actions.edit(editing, blocks).then(close, () => undefined);
  };

  return (
    <Modal opened={editing !== null} onClose={close} title={t('panel.editTitle')} size="lg">
      {editing && (
        <CommentComposer
          key={editing.id}
          mentionables={mentionables}
          currentTimeMs={noPlayedTime}
          durationMs={durationMs}
          initialBlocks={editing.comment.info.content}
          submitLabel={t('panel.save')}
          onSubmit={save}
          onCancel={close}
          autoFocus
        />
      )}
    </Modal>
  );
}
