import { describe, expect, it } from 'vitest';

import { moveRefusal, type MovableItem } from './drop-rules';

const folder = (id: number, pid: number): MovableItem => ({ itemType: 'folder', id, pid });
const video = (id: number, pid: number): MovableItem => ({ itemType: 'video', id, pid });

// Folders 1 and 2 at the root; 3 in 1; 4 in 3.
const parentOf = new Map([
  [1, 0],
  [2, 0],
  [3, 1],
  [4, 3],
]);

describe('moveRefusal (spec 5 drop rules)', () => {
  it.each([
    { name: 'folder into a sibling', items: [folder(1, 0)], target: 2, want: null },
    { name: 'folder into itself', items: [folder(1, 0)], target: 1, want: 'self' },
    { name: 'folder into its current parent', items: [folder(3, 1)], target: 1, want: 'parent' },
    { name: 'folder into the root it is already in', items: [folder(1, 0)], target: 0, want: 'parent' },
    { name: 'folder into its child', items: [folder(1, 0)], target: 3, want: 'descendant' },
    { name: 'folder into a grandchild', items: [folder(1, 0)], target: 4, want: 'descendant' },
    { name: 'folder up to the root', items: [folder(3, 1)], target: 0, want: null },
    { name: 'video into another folder', items: [video(9, 0)], target: 2, want: null },
    { name: 'video into its current folder', items: [video(9, 1)], target: 1, want: 'sameFolder' },
    { name: 'video to the root from a folder', items: [video(9, 4)], target: 0, want: null },
    { name: 'mixed, all allowed', items: [folder(2, 0), video(9, 0)], target: 1, want: null },
    { name: 'mixed, one folder refused', items: [video(9, 0), folder(1, 0)], target: 1, want: 'self' },
    { name: 'mixed, one video refused', items: [folder(3, 1), video(9, 2)], target: 2, want: 'sameFolder' },
    { name: 'unknown target folder', items: [folder(1, 0)], target: 77, want: null },
  ] as const)('$name', ({ items, target, want }) => {
    expect(moveRefusal(items, target, parentOf)).toBe(want);
  });

  it('stops on a cycle in the known parents', () => {
    const looped = new Map([
      [5, 6],
      [6, 5],
    ]);
    expect(moveRefusal([folder(1, 0)], 5, looped)).toBeNull();
  });
});
