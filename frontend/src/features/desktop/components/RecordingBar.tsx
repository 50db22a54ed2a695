import { ActionIcon, Button, Loader, Text, Tooltip } from '@mantine/core';
import {
  IconGripVertical,
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
  IconPlayerStopFilled,
  IconTrash,
} from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { LiveDot } from '@/components/ui/LiveDot';
import { formatTimer } from '@/lib/format/timer';
import type { DesktopRecorderAction, DesktopRecorderState, DesktopShell } from '@/lib/platform';

import classes from './RecordingBar.module.css';

/** How often the bar asks the recorder how it is doing. */
const POLL_MS = 250;
/** How long a discard can be undone. */
export const UNDO_SECONDS = 5;

/** The recorder's state, asked every POLL_MS. */
function useRecorderState(shell: DesktopShell): DesktopRecorderState | null {
  const [state, setState] = useState<DesktopRecorderState | null>(null);
  useEffect(() => {
    let live = true;
    const ask = () =>
      shell.recorderState().then(
        (next) => live && setState(next),
        () => undefined,
      );
    void ask();
    const timer = window.setInterval(() => void ask(), POLL_MS);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, [shell]);
  return state;
}

/**
 * The floating recording bar of the desktop app (its own small window above the others):
 * countdown with cancel; timer, microphone level, pause or resume, stop, and discard (confirm,
 * then undo for a few seconds); a warning when the microphone gives nothing or only silence.
 */
export function RecordingBar({ shell }: { shell: DesktopShell }) {
  const { t } = useTranslation();
  const state = useRecorderState(shell);
  const [discard, setDiscard] = useState<'ask' | number | null>(null);
  const act = (action: DesktopRecorderAction) => void shell.recorderAction(action).catch(() => undefined);

  // After a confirmed discard the recording waits, paused, for the undo to run out.
  useEffect(() => {
    if (typeof discard !== 'number') return;
    const timer = window.setTimeout(() => {
      if (discard > 1) {
        setDiscard(discard - 1);
        return;
      }
      setDiscard(null);
      void shell.recorderAction('discard').catch(() => undefined);
    }, 1000);
    return () => window.clearTimeout(timer);
  }, [discard, shell]);

  const grip = (
    <Tooltip label={t('desktop.bar.drag')}>
      <span className={classes.grip} onMouseDown={() => shell.startWindowDrag()} aria-hidden="true">
        <IconGripVertical size={16} />
      </span>
    </Tooltip>
  );

  if (!state || state.status === 'ready') return <div className={classes.bar}>{grip}</div>;

  if (state.status === 'countdown') {
    return (
      <div className={classes.bar} data-testid="bar-countdown">
        {grip}
        <Text className={classes.message} size="sm" fw={600}>
          {t('desktop.bar.countdown', { seconds: state.countdown ?? 0 })}
        </Text>
        <Button size="xs" variant="white" color="dark" onClick={() => act('cancel')}>
          {t('desktop.bar.cancel')}
        </Button>
      </div>
    );
  }

  if (state.status === 'uploading') {
    return (
      <div className={classes.bar} data-testid="bar-uploading">
        {grip}
        <Loader size="xs" color="gray" />
        <Text className={classes.message} size="sm" role={state.recovery_at_risk ? 'alert' : undefined}>
          {state.recovery_at_risk
            ? t('desktop.bar.recoveryAtRisk')
            : state.limit_reached
              ? t('desktop.bar.limitReached', { minutes: Math.ceil((state.duration_limit_s ?? 0) / 60) })
              : t('desktop.bar.uploading')}
        </Text>
      </div>
    );
  }

  const paused = state.status === 'paused';
  if (discard !== null) {
    return (
      <div className={classes.bar} data-testid="bar-discard">
        {grip}
        <Text className={classes.message} size="sm">
          {discard === 'ask' ? t('desktop.bar.discardConfirm') : t('desktop.bar.discarded')}
        </Text>
        {discard === 'ask' ? (
          <>
            <Button
              size="xs"
              color="red"
              onClick={() => {
                act('pause');
                setDiscard(UNDO_SECONDS);
              }}
            >
              {t('desktop.bar.discardYes')}
            </Button>
            <Button size="xs" variant="white" color="dark" onClick={() => setDiscard(null)}>
              {t('desktop.bar.discardNo')}
            </Button>
          </>
        ) : (
          <Button
            size="xs"
            variant="white"
            color="dark"
            onClick={() => {
              act('resume');
              setDiscard(null);
            }}
          >
            {t('desktop.bar.undo', { seconds: discard })}
          </Button>
        )}
      </div>
    );
  }

  const warning = state.recovery_at_risk
    ? t('desktop.bar.recoveryAtRisk')
    : state.no_sound
      ? t('desktop.bar.noSound')
      : state.silent
        ? t('desktop.bar.silent')
        : state.room_unavailable
          ? t('desktop.bar.roomUnavailable')
          : null;
  return (
    <div className={classes.bar} data-testid="bar-recording" data-status={state.status}>
      {grip}
      <LiveDot size={10} paused={paused} />
      <Text className={classes.timer} size="sm" data-testid="bar-timer">
        {formatTimer(state.elapsed_ms)}
      </Text>
      {state.has_sound && <LevelMeter level={state.level} label={t('desktop.bar.level')} />}
      <Text className={classes.message} c={warning ? 'yellow.4' : 'dimmed'} role={warning ? 'alert' : undefined}>
        {warning ?? (paused ? t('desktop.bar.paused') : '')}
      </Text>
      <Tooltip label={paused ? t('desktop.bar.resume') : t('desktop.bar.pause')}>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={paused ? t('desktop.bar.resume') : t('desktop.bar.pause')}
          onClick={() => act(paused ? 'resume' : 'pause')}
        >
          {paused ? <IconPlayerPlayFilled size={18} /> : <IconPlayerPauseFilled size={18} />}
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('desktop.bar.stop')}>
        <ActionIcon color="red" aria-label={t('desktop.bar.stop')} onClick={() => act('stop')}>
          <IconPlayerStopFilled size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('desktop.bar.discard')}>
        <ActionIcon variant="subtle" color="gray" aria-label={t('desktop.bar.discard')} onClick={() => setDiscard('ask')}>
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
    </div>
  );
}

/** Ten bars lit in proportion to the microphone's level. */
function LevelMeter({ level, label }: { level: number; label: string }) {
  const lit = Math.round(Math.min(1, Math.sqrt(level)) * 10);
  return (
    <div className={classes.meter} role="meter" aria-label={label} aria-valuemin={0} aria-valuemax={1} aria-valuenow={level}>
      {Array.from({ length: 10 }, (_, i) => (
        <span key={i} style={{ height: `${30 + i * 7}%` }} data-on={i < lit ? '' : undefined} />
      ))}
    </div>
  );
}
