import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { SIDER_MAX_WIDTH, SIDER_MIN_WIDTH } from '@/config/constants';

import classes from './SiderResizer.module.css';

interface SiderResizerProps {
  width: number;
  onResize: (width: number) => void;
  onCommit: (width: number) => void;
}

/** The draggable right edge of the sidebar; arrow keys work too. */
export function SiderResizer({ width, onResize, onCommit }: SiderResizerProps) {
  const { t } = useTranslation();
  const start = useRef<{ x: number; width: number } | null>(null);
  const [dragging, setDragging] = useState(false);

  function down(event: PointerEvent<HTMLDivElement>) {
    event.currentTarget.setPointerCapture(event.pointerId);
    start.current = { x: event.clientX, width };
    setDragging(true);
  }
  function move(event: PointerEvent<HTMLDivElement>) {
    if (start.current) onResize(start.current.width + event.clientX - start.current.x);
  }
  function up(event: PointerEvent<HTMLDivElement>) {
    if (!start.current) return;
    onCommit(start.current.width + event.clientX - start.current.x);
    start.current = null;
    setDragging(false);
  }
  function key(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.key === 'ArrowLeft' ? -10 : event.key === 'ArrowRight' ? 10 : 0;
    if (!step) return;
    event.preventDefault();
    onResize(width + step);
    onCommit(width + step);
  }

  return (
    <div
      className={classes.handle}
      role="separator"
      aria-orientation="vertical"
      aria-label={t('nav.resize')}
      aria-valuenow={width}
      aria-valuemin={SIDER_MIN_WIDTH}
      aria-valuemax={SIDER_MAX_WIDTH}
      tabIndex={0}
      data-dragging={dragging || undefined}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={up}
      onKeyDown={key}
    />
  );
}
