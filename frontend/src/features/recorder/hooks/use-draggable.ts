import { useCallback, useRef, useState, type PointerEvent } from 'react';

import { useViewport } from './use-viewport';
import { clampPosition, type Position, type Size } from '../floating-position';

interface DraggableOptions {
  /** Where it was left last time, if anywhere. */
  initial: Position | null;
  /** Where it goes when it has not been moved yet. */
  fallback: (size: Size, viewport: Size) => Position;
  /** Called with the final place when a drag ends. */
  onDrop?: (position: Position) => void;
}

/** Pointers on these start their own action rather than a drag. */
const controls = 'button, a, input, select, textarea';

/**
 * A fixed-position element the user can drag around; it always stays inside the viewport
 * with the 10 px edge margin, also when the window shrinks.
 */
export function useDraggable({ initial, fallback, onDrop }: DraggableOptions) {
  const viewport = useViewport();
  const [size, setSize] = useState<Size>({ width: 0, height: 0 });
  const [position, setPosition] = useState<Position | null>(initial);
  const [dragging, setDragging] = useState(false);
  const start = useRef<{ pointerX: number; pointerY: number; x: number; y: number } | null>(null);

  const shown = clampPosition(position ?? fallback(size, viewport), size, viewport);

  const measure = useCallback((node: HTMLElement | null) => {
    if (!node) return;
    const update = () => setSize({ width: node.offsetWidth, height: node.offsetHeight });
    update();
    const observer = new ResizeObserver(update);
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  function placeFor(event: PointerEvent<HTMLElement>): Position | null {
    const from = start.current;
    if (!from) return null;
    const moved = { x: from.x + event.clientX - from.pointerX, y: from.y + event.clientY - from.pointerY };
    return clampPosition(moved, size, viewport);
  }

  const handlers = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0 || (event.target as Element).closest(controls)) return;
      event.currentTarget.setPointerCapture?.(event.pointerId);
      start.current = { pointerX: event.clientX, pointerY: event.clientY, x: shown.x, y: shown.y };
      setDragging(true);
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const next = placeFor(event);
      if (next) setPosition(next);
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const next = placeFor(event);
      start.current = null;
      setDragging(false);
      if (!next) return;
      setPosition(next);
      onDrop?.(next);
    },
  };

  return {
    attach: measure,
    style: { left: shown.x, top: shown.y },
    dragging,
    handlers: { ...handlers, onPointerCancel: handlers.onPointerUp },
  };
}
