import { Tooltip, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import classes from './Comments.module.css';
import { scrollToComment, useComments } from '../comments-context';
import { blocksText, formatTimePoint, truncateName } from '../format';
import { timelineMoments } from '../timeline';

/** A thin bar under the player with a marker at each moment a comment points at. */
export function CommentTimeline() {
  const { t } = useTranslation('comments');
  const { list, durationMs, player } = useComments();
  const moments = timelineMoments(list.state.items, durationMs);
  if (durationMs <= 0) return null;
  return (
    <div className={classes.timeline} role="group" aria-label={t('timeline.label')} data-testid="comment-timeline">
      {moments.map((moment) => {
        const { info } = moment.item.comment;
        const label = t('timeline.marker', {
          name: truncateName(info.name || info.user.nickname),
          time: formatTimePoint(moment.timeMs),
          text: blocksText(info.content),
        });
        return (
          <Tooltip key={moment.key} label={label} multiline maw={280} withinPortal>
            <UnstyledButton
              className={classes.marker}
              style={{ left: `${moment.percent}%` }}
              aria-label={label}
              data-testid="timeline-marker"
              data-comment-id={moment.commentId}
              onClick={() => {
                player.seek(moment.timeMs);
                scrollToComment(moment.commentId);
              }}
            />
          </Tooltip>
        );
      })}
    </div>
  );
}
