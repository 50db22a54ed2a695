import { useState, type DragEvent } from 'react';

import { moveRefusal } from '../library/drop-rules';
import { useLibrary } from '../library/library-context';

/** 'over' while allowed items hover, 'refused' while items a drop rule refuses hover. */
export type DropState = 'idle' | 'over' | 'refused';

export interface DropTarget {
  state: DropState;
  handlers: Partial<Record<'onDragOver' | 'onDragEnter' | 'onDragLeave' | 'onDrop', (event: DragEvent) => void>>;
}

/**
 * Makes an element (a folder card, a breadcrumb crumb) take drops in select mode. A refused
 * drop is shown and never sent: the browser is not told the drop is allowed.
 */
export function useDropTarget(target: number): DropTarget {
  const { selectMode, dragging, setDragging, parentOf, moveInto } = useLibrary();
  const [state, setState] = useState<DropState>('idle');
  if (!selectMode) return { state: 'idle', handlers: {} };

  const allowed = dragging !== null && moveRefusal(dragging, target, parentOf) === null;
  const onDragOver = (event: DragEvent) => {
    if (dragging === null) return;
    if (allowed) {
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'move';
    }
    setState(allowed ? 'over' : 'refused');
  };
  const onDragLeave = () => setState('idle');
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setState('idle');
    if (dragging !== null) moveInto(dragging, target);
    // The dragged cards may leave the list before their dragend arrives.
    setDragging(null);
  };
  return { state, handlers: { onDragOver, onDragEnter: onDragOver, onDragLeave, onDrop } };
}
