import classes from './LiveDot.module.css';

/** The red dot of something being recorded; it pulses unless paused. */
export function LiveDot({ size, paused = false }: { size: number; paused?: boolean }) {
  return (
    <span
      className={paused ? classes.dot : `${classes.dot} ${classes.pulsing}`}
      style={{ '--live-dot-size': `${size}px` } as React.CSSProperties}
      aria-hidden="true"
    />
  );
}
