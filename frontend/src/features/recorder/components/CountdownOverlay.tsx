import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import classes from './CountdownOverlay.module.css';
import { useRecorderCommand, useRecorderContext, useRecorderSnapshot } from '../hooks/use-recorder';

/** The big 3-2-1 before recording starts; Cancel goes back to ready (spec 4). */
export function CountdownOverlay() {
  const { t } = useTranslation();
  const { recorder } = useRecorderContext().engine;
  const command = useRecorderCommand();
  const { status, countdownLeftMs } = useRecorderSnapshot();
  if (status !== 'countdown') return null;

  const seconds = Math.max(1, Math.ceil(countdownLeftMs / 1000));
  return (
    <div className={classes.overlay} role="dialog" aria-modal="true" aria-label={t('recorder.countdown.label')}>
      <div className={classes.number} data-testid="countdown-number" aria-live="assertive">
        {seconds}
      </div>
      <Text c="gray.3">{t('recorder.countdown.hint')}</Text>
      <Button variant="white" color="dark" onClick={() => command(() => recorder.cancel())} data-testid="countdown-cancel">
        {t('recorder.cancel')}
      </Button>
    </div>
  );
}
