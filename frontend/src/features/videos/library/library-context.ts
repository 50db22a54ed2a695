import { createContext, useContext } from 'react';

import type { MovableItem } from './drop-rules';
import type { Selection } from '../hooks/use-selection';

/** What the cards of a folder view share: select mode, the picked items, and what is being dragged. */
export interface LibraryContextValue {
  selectMode: boolean;
  selection: Selection;
  /** The items a drag carries, from its start to its end (drag events cannot read their data on hover). */
  dragging: readonly MovableItem[] | null;
  setDragging: (items: readonly MovableItem[] | null) => void;
  /** Folder parents known to the view (id → pid), for the drop rules. */
  parentOf: ReadonlyMap<number, number>;
  /** Moves the items into target unless a drop rule refuses; true when the move was sent. */
  moveInto: (items: readonly MovableItem[], target: number) => boolean;
}

export const LibraryContext = createContext<LibraryContextValue | null>(null);

export function useLibrary(): LibraryContextValue {
  const value = useContext(LibraryContext);
  if (!value) throw new Error('useLibrary outside a LibraryContext');
  return value;
}
