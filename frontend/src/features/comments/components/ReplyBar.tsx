import { CloseButton, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { useComments } from '../comments-context';
import { truncateName } from '../format';

/** 'Replying to NAME' above the comment box while a reply is being written. */
export function ReplyBar() {
  const { t } = useTranslation('comments');
  const { replyTo, setReplyTo } = useComments();
  if (!replyTo) return null;
  const name = truncateName(replyTo.comment.info.name || replyTo.comment.info.user.nickname);
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" data-testid="comment-reply-bar">
      <Text size="xs" c="dimmed" truncate>
        {t('panel.replyingTo', { name })}
      </Text>
      <CloseButton size="sm" aria-label={t('panel.cancelReply')} onClick={() => setReplyTo(null)} />
    </Group>
  );
}
