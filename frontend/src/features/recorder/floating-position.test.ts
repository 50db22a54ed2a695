import { describe, expect, it } from 'vitest';

import { clampPosition, parsePosition } from './floating-position';

const size = { width: 300, height: 50 };
const viewport = { width: 800, height: 600 };

describe('clampPosition', () => {
  it('keeps a place inside the viewport as it is', () => {
    expect(clampPosition({ x: 200, y: 300 }, size, viewport)).toEqual({ x: 200, y: 300 });
  });

  it('keeps 10 px from every edge', () => {
    expect(clampPosition({ x: -50, y: 0 }, size, viewport)).toEqual({ x: 10, y: 10 });
    expect(clampPosition({ x: 9999, y: 9999 }, size, viewport)).toEqual({ x: 490, y: 540 });
    expect(clampPosition({ x: 490, y: 540 }, size, viewport)).toEqual({ x: 490, y: 540 });
    expect(clampPosition({ x: 491, y: 541 }, size, viewport)).toEqual({ x: 490, y: 540 });
  });

  it('pins to the top left margin when the viewport is smaller than the element', () => {
    expect(clampPosition({ x: 100, y: 100 }, size, { width: 200, height: 40 })).toEqual({ x: 10, y: 10 });
  });
});

describe('parsePosition', () => {
  it('reads a stored place', () => {
    expect(parsePosition('{"x":12,"y":34}')).toEqual({ x: 12, y: 34 });
  });

  it.each([null, '', 'not json', '{"x":"a","y":1}', '{"x":1}', 'null'])('ignores %j', (raw) => {
    expect(parsePosition(raw)).toBeNull();
  });
});
