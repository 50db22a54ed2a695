import { ActionIcon, Tooltip } from '@mantine/core';
import {
  IconArrowsMaximize,
  IconGripVertical,
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
  IconPlayerStopFilled,
  IconWifiOff,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import { paths } from '@/config/paths';
import { StorageKeys } from '@/config/storage-keys';
import { getPlatform } from '@/lib/platform';

import classes from './FloatingBar.module.css';
import { RecordingClock } from './RecordingClock';
import { parsePosition, type Position, type Size } from '../floating-position';
import { useDraggable } from '../hooks/use-draggable';
import { useRecorderCommand, useRecorderContext, useRecorderSnapshot } from '../hooks/use-recorder';
import { isCapturing } from '../status';

/** Bottom centre until the user moves it. */
const bottomCentre = (size: Size, viewport: Size): Position => ({
  x: (viewport.width - size.width) / 2,
  y: viewport.height - size.height - 24,
});

function savePosition(position: Position) {
  getPlatform().storage.set(StorageKeys.floatingBarPosition, JSON.stringify(position));
}

/**
 * Spec 2: while recording away from /recorder, a draggable bar with the timer, pause or
 * resume, stop and maximize; where it was left is remembered ('floating bar position').
 */
export function FloatingBar() {
  const snapshot = useRecorderSnapshot();
  const { pathname } = useLocation();
  if (!isCapturing(snapshot.status) || pathname === paths.recorder) return null;
  return (
    <FloatingBarBody
      paused={snapshot.status === 'paused'}
      elapsedMs={snapshot.elapsedMs}
      offline={snapshot.problem?.kind === 'network'}
    />
  );
}

function FloatingBarBody({ paused, elapsedMs, offline }: { paused: boolean; elapsedMs: number; offline: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { recorder } = useRecorderContext().engine;
  const command = useRecorderCommand();
  const { attach, style, dragging, handlers } = useDraggable({
    initial: parsePosition(getPlatform().storage.get(StorageKeys.floatingBarPosition)),
    fallback: bottomCentre,
    onDrop: savePosition,
  });

  return (
    <div
      ref={attach}
      className={classes.bar}
      style={style}
      data-dragging={dragging || undefined}
      role="toolbar"
      aria-label={t('recorder.floatingBar')}
      data-testid="floating-bar"
      {...handlers}
    >
      <span className={classes.grip} aria-hidden="true">
        <IconGripVertical size={16} />
      </span>
      <RecordingClock elapsedMs={elapsedMs} paused={paused} size="md" />
      {offline && (
        <Tooltip label={t('recorder.problems.network')} multiline maw={260}>
          <IconWifiOff size={16} color="var(--mantine-color-orange-4)" aria-label={t('recorder.problems.offline')} />
        </Tooltip>
      )}
      <ActionIcon
        variant="subtle"
        color="gray.0"
        radius="xl"
        aria-label={paused ? t('recorder.resume') : t('recorder.pause')}
        onClick={() => command(() => (paused ? recorder.resume() : recorder.pause()))}
        data-testid={paused ? 'floating-bar-resume' : 'floating-bar-pause'}
      >
        {paused ? <IconPlayerPlayFilled size={16} /> : <IconPlayerPauseFilled size={16} />}
      </ActionIcon>
      <ActionIcon
        variant="filled"
        color="red"
        radius="xl"
        aria-label={t('recorder.stop')}
        onClick={() => {
          command(() => recorder.stop());
          void navigate(paths.recorder);
        }}
        data-testid="floating-bar-stop"
      >
        <IconPlayerStopFilled size={16} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray.0"
        radius="xl"
        aria-label={t('recorder.maximize')}
        onClick={() => void navigate(paths.recorder)}
        data-testid="floating-bar-maximize"
      >
        <IconArrowsMaximize size={16} />
      </ActionIcon>
    </div>
  );
}
