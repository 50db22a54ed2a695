import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { CommentDeleted, type CommentQuote as Quote } from '@/lib/api/types.gen';

import { CommentBlocks } from './CommentBlocks';
import classes from './Comments.module.css';
import { truncateName } from '../format';

/** The comment a reply answers, above the reply's text. */
export function CommentQuote({ quote }: { quote: Quote }) {
  const { t } = useTranslation('comments');
  return (
    <div className={classes.quote} data-testid="comment-quote">
      {quote.status === CommentDeleted ? (
        <Text size="xs" c="dimmed" fs="italic">
          {t('panel.quoteDeleted')}
        </Text>
      ) : (
        <Text size="xs" c="dimmed" component="div">
          <Text span fw={600} size="xs">
            {truncateName(quote.user.nickname)}
          </Text>
          <CommentBlocks blocks={quote.blocks} />
        </Text>
      )}
    </div>
  );
}
