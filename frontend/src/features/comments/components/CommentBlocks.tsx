import { Anchor, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { CommentBlock } from '@/lib/api/types.gen';

import classes from './Comments.module.css';
import { useComments } from '../comments-context';
import { formatTimePoint, safeHref } from '../format';

function TimePoint({ ms }: { ms: number }) {
  const { t } = useTranslation('comments');
  const { player } = useComments();
  const label = formatTimePoint(ms);
  return (
    <UnstyledButton
      className={classes.timePoint}
      data-testid="comment-time-point"
      aria-label={t('panel.seekTo', { time: label })}
      onClick={() => player.seek(ms)}
    >
      {label}
    </UnstyledButton>
  );
}

function Block({ block }: { block: CommentBlock }) {
  switch (block.type) {
    case 'mention':
      return (
        <Text span inherit c="blue" fw={600} data-testid="comment-mention">
          @{block.text}
        </Text>
      );
    case 'link': {
      const href = safeHref(block.url);
      const text = block.text || block.url;
      if (!href) return <span>{text}</span>;
      return (
        <Anchor inherit href={href} target="_blank" rel="noopener noreferrer nofollow">
          {text}
        </Anchor>
      );
    }
    case 'time_point':
      return <TimePoint ms={block.time_ms} />;
    default:
      return <span>{block.text}</span>;
  }
}

/** A comment's blocks, only ever as text nodes: nothing a commenter writes becomes markup. */
export function CommentBlocks({ blocks }: { blocks: CommentBlock[] }) {
  return (
    <div className={classes.blocks}>
      {blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </div>
  );
}
