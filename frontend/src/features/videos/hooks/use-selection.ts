import { useCallback, useMemo, useState } from 'react';

import type { MovableItem } from '../library/drop-rules';

const keyOf = (item: MovableItem) => `${item.itemType}:${item.id}`;

/** The items picked in select mode, in the order they were picked. */
export function useSelection() {
  const [picked, setPicked] = useState<ReadonlyMap<string, MovableItem>>(new Map());
  const toggle = useCallback((item: MovableItem) => {
    setPicked((current) => {
      const next = new Map(current);
      if (next.has(keyOf(item))) next.delete(keyOf(item));
      else next.set(keyOf(item), item);
      return next;
    });
  }, []);
  const clear = useCallback(() => setPicked(new Map()), []);
  return useMemo(
    () => ({
      items: [...picked.values()],
      isSelected: (item: MovableItem) => picked.has(keyOf(item)),
      toggle,
      clear,
    }),
    [picked, toggle, clear],
  );
}

export type Selection = ReturnType<typeof useSelection>;
