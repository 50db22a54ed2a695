import { Center, Loader, Stack, Text } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { COMMENT_TIME_REFRESH_MS } from '@/config/constants';

import { CommentItemView } from './CommentItemView';
import classes from './Comments.module.css';
import { useComments } from '../comments-context';
import { useNow } from '../use-now';

/** Within this many px of the top, older comments are fetched. */
const TOP_PX = 24;
/** Within this many px of the bottom, the list follows new comments. */
const BOTTOM_PX = 48;

/**
 * The comments, newest at the bottom. Scrolling to the top loads the page before, keeping what
 * was on screen in place; new comments scroll into view when the list was at the bottom.
 */
export function CommentList() {
  const { t } = useTranslation('comments');
  const { list } = useComments();
  const { items, hasMore, loaded } = list.state;
  const now = useNow(COMMENT_TIME_REFRESH_MS);
  const box = useRef<HTMLUListElement>(null);
  const fromBottom = useRef<number | null>(null);
  const atBottom = useRef(true);
  const firstId = items[0]?.id;
  const last = items.at(-1);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    if (fromBottom.current !== null) {
      element.scrollTop = element.scrollHeight - fromBottom.current;
      fromBottom.current = null;
    }
  }, [firstId]);

  useLayoutEffect(() => {
    const element = box.current;
    if (element && (atBottom.current || last?.isSelf)) element.scrollTop = element.scrollHeight;
  }, [last?.id, last?.isSelf]);

  const onScroll = () => {
    const element = box.current;
    if (!element) return;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight <= BOTTOM_PX;
    if (element.scrollTop <= TOP_PX && hasMore && !list.olderLoading) {
      fromBottom.current = element.scrollHeight - element.scrollTop;
      void list.loadOlder();
    }
  };

  if (!loaded) {
    return list.loading ? (
      <Center py="lg">
        <Loader size="sm" />
      </Center>
    ) : null;
  }
  if (items.length === 0) {
    return (
      <Stack align="center" gap={4} py="lg" ta="center" data-testid="comments-empty">
        <IconMessageCircle size={28} stroke={1.5} color="var(--mantine-color-dimmed)" />
        <Text fw={600}>{t('panel.emptyTitle')}</Text>
        <Text size="sm" c="dimmed">
          {t('panel.emptyDescription')}
        </Text>
      </Stack>
    );
  }
  return (
    <ul
      ref={box}
      className={classes.list}
      onScroll={onScroll}
      aria-label={t('panel.listLabel')}
      aria-busy={list.olderLoading || undefined}
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      {list.olderLoading && (
        <Center component="li" py="xs">
          <Loader size="xs" aria-label={t('panel.loadingOlder')} />
        </Center>
      )}
      {items.map((item) => (
        <CommentItemView key={item.id} item={item} now={now} />
      ))}
    </ul>
  );
}
