import { FLOATING_EDGE_MARGIN_PX } from '@/config/constants';

export interface Position {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

function clampAxis(value: number, size: number, viewport: number, margin: number): number {
  const max = viewport - size - margin;
  // A viewport smaller than the element pins it to the top or left margin.
  return Math.round(Math.max(margin, Math.min(max, value)));
}

/** Keeps an element of `size` inside the viewport, `margin` px from every edge (spec 2: 10 px). */
export function clampPosition(position: Position, size: Size, viewport: Size, margin = FLOATING_EDGE_MARGIN_PX): Position {
  return {
    x: clampAxis(position.x, size.width, viewport.width, margin),
    y: clampAxis(position.y, size.height, viewport.height, margin),
  };
}

/** Reads a stored position, or null when there is none or it is not two finite numbers. */
export function parsePosition(raw: string | null): Position | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Position> | null;
    if (value && Number.isFinite(value.x) && Number.isFinite(value.y)) return { x: Number(value.x), y: Number(value.y) };
  } catch {
    // An unreadable setting falls back to the default place.
  }
  return null;
}
