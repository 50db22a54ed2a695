import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { useComments } from '../comments-context';
import type { CommentItem } from '../model';

/** Reply for anyone who may comment; edit and delete for the author; resend for a failed one. */
export function CommentActions({ item, onDelete }: { item: CommentItem; onDelete: () => void }) {
  const { t } = useTranslation('comments');
  const { viewer, actions, setReplyTo, setEditing } = useComments();
  if (item.isError) {
    return (
      <Group gap="xs">
        <Text size="xs" c="red" data-testid="comment-send-failed">
          {t('panel.sendFailed')}
        </Text>
        <Button size="compact-xs" variant="light" color="red" onClick={() => void actions.resend(item)}>
          {t('panel.resend')}
        </Button>
      </Group>
    );
  }
  if (!item.isSended) {
    return (
      <Text size="xs" c="dimmed">
        {t('panel.sending')}
      </Text>
    );
  }
  if (item.isGone || !viewer) return null;
  if (item.isDel) {
    return (
      <Text size="xs" c="dimmed">
        {t('panel.deleting')}
      </Text>
    );
  }
  return (
    <Group gap={4}>
      <Button size="compact-xs" variant="subtle" data-testid="comment-reply" onClick={() => setReplyTo(item)}>
        {t('panel.reply')}
      </Button>
      {item.isSelf && (
        <>
          <Button size="compact-xs" variant="subtle" data-testid="comment-edit" onClick={() => setEditing(item)}>
            {t('panel.edit')}
          </Button>
          <Button size="compact-xs" variant="subtle" color="red" data-testid="comment-delete" onClick={onDelete}>
            {t('panel.delete')}
          </Button>
        </>
      )}
    </Group>
  );
}
