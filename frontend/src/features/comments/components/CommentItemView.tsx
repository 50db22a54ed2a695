import { Avatar, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmModal } from '@/components/ui/ConfirmModal';
import { formatSharedTime } from '@/lib/format/shared-time';

import { CommentActions } from './CommentActions';
import { CommentBlocks } from './CommentBlocks';
import { CommentQuote } from './CommentQuote';
import classes from './Comments.module.css';
import { useComments } from '../comments-context';
import { formatTimePoint, truncateName } from '../format';
import type { CommentItem } from '../model';

/** One comment: who, when, the moment it was made at, the reply's quote and the text. */
export function CommentItemView({ item, now }: { item: CommentItem; now: number }) {
  const { t, i18n } = useTranslation('comments');
  const { player, actions } = useComments();
  const [confirming, setConfirming] = useState(false);
  const { info, played_time: playedTime } = item.comment;
  const when = formatSharedTime(new Date(info.date * 1000).toISOString(), new Date(now), i18n.language);

  return (
    <Group
      component="li"
      align="flex-start"
      wrap="nowrap"
      gap="sm"
      p="xs"
      className={classes.item}
      data-testid="comment-item"
      data-comment-id={item.id}
      data-deleting={item.isDel || undefined}
      data-error={item.isError || undefined}
    >
      <Avatar src={info.avatar || null} name={info.name || info.user.nickname} color="initials" size="sm" aria-hidden />
      <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
        <Group gap={6} wrap="nowrap">
          <Text size="sm" fw={600} title={info.name} data-testid="comment-author">
            {truncateName(info.name || info.user.nickname)}
          </Text>
          <Text size="xs" c="dimmed" data-testid="comment-time">
            {when}
          </Text>
          {info.edited && (
            <Text size="xs" c="dimmed" data-testid="comment-edited">
              {t('panel.edited')}
            </Text>
          )}
          {playedTime > 0 && (
            <UnstyledButton fz="xs" c="blue" data-testid="comment-played-time" onClick={() => player.seek(playedTime)}>
              {t('panel.playedAt', { time: formatTimePoint(playedTime) })}
            </UnstyledButton>
          )}
        </Group>
        {info.quote && !item.isGone && <CommentQuote quote={info.quote} />}
        {item.isGone ? (
          <Text size="sm" c="dimmed" fs="italic">
            {t('panel.goneNotice')}
          </Text>
        ) : (
          <CommentBlocks blocks={info.content} />
        )}
        <CommentActions item={item} onDelete={() => setConfirming(true)} />
      </Stack>
      <ConfirmModal
        opened={confirming}
        title={t('panel.deleteTitle')}
        message={t('panel.deleteMessage')}
        cancelLabel={t('panel.cancel')}
        confirmLabel={t('panel.delete')}
        confirmTestId="comment-delete-confirm"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void actions.remove(item);
        }}
      />
    </Group>
  );
}
