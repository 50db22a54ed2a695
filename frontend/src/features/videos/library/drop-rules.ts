/** A folder or video being moved, with the folder it is in now (spec 3's drag item). */
export interface MovableItem {
  itemType: 'folder' | 'video';
  id: number;
  pid: number;
}

/** Why a move is refused (spec 5); the server refuses the same with CodeBadMove. */
export type MoveRefusal = 'self' | 'descendant' | 'parent' | 'sameFolder';

/** Whether `folderId` lies below `ancestorId`, following known parents (id → pid). */
function isBelow(folderId: number, ancestorId: number, parentOf: ReadonlyMap<number, number>): boolean {
  const seen = new Set<number>();
  let current = parentOf.get(folderId);
  while (current !== undefined && current !== 0 && !seen.has(current)) {
    if (current === ancestorId) return true;
    seen.add(current);
    current = parentOf.get(current);
  }
  return false;
}

/**
 * The first rule that refuses moving `items` into folder `target` (0 the root), or null when
 * the move may be sent. A folder cannot go into itself, a folder below it or its current parent;
 * a video cannot go into its current folder. `parentOf` holds the folders known to the caller.
 */
export function moveRefusal(
  items: readonly MovableItem[],
  target: number,
  parentOf: ReadonlyMap<number, number> = new Map(),
): MoveRefusal | null {
  for (const item of items) {
    if (item.itemType === 'video') {
      if (item.pid === target) return 'sameFolder';
      continue;
    }
    if (item.id === target) return 'self';
    if (isBelow(target, item.id, parentOf)) return 'descendant';
    if (item.pid === target) return 'parent';
  }
  return null;
}
