import { Badge, CloseButton, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { formatDuration } from '@/lib/format/duration';

/** The video time the comment will carry ('at 1:23'), with a button that takes it off. */
export function PlayedTimeChip({ timeMs, onRemove }: { timeMs: number; onRemove: () => void }) {
  const { t } = useTranslation('comments');
  return (
    <Tooltip label={t('composer.playedTimeHint')}>
      <Badge
        variant="light"
        data-testid="comment-time"
        rightSection={
          <CloseButton size="xs" variant="transparent" aria-label={t('composer.removeTime')} onClick={onRemove} />
        }
      >
        {t('composer.playedTime', { time: formatDuration(timeMs) })}
      </Badge>
    </Tooltip>
  );
}
