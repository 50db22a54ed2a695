import { Checkbox } from '@mantine/core';
import type { DragEvent, MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { MovableItem } from './drop-rules';
import { useLibrary } from './library-context';
import classes from './Selectable.module.css';
import type { DropTarget } from '../hooks/use-drop-target';

interface SelectableItemProps {
  item: MovableItem;
  name: string;
  children: ReactNode;
  /** Drop handlers when the item is a folder that takes drops. */
  drop?: DropTarget;
  testId?: string;
}

/**
 * A card in a folder view. In select mode a click picks it instead of opening it, a checkbox
 * shows, and it can be dragged: with the other picked items when it is picked, alone otherwise.
 */
export function SelectableItem({ item, name, children, drop, testId }: SelectableItemProps) {
  const { t } = useTranslation();
  const { selectMode, selection, dragging, setDragging } = useLibrary();
  const selected = selectMode && selection.isSelected(item);
  const isDragged = dragging?.some((other) => other.itemType === item.itemType && other.id === item.id) ?? false;

  const pickInstead = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    selection.toggle(item);
  };
  const onDragStart = (event: DragEvent) => {
    const carried = selected ? selection.items : [item];
    // Firefox starts a drag only with some data; the items themselves travel in the context.
    event.dataTransfer?.setData('text/plain', name);
    if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
    setDragging(carried);
  };

  return (
    <div
      className={classes.item}
      data-testid={testId}
      data-selected={selected || undefined}
      data-dragging={isDragged || undefined}
      data-drop={drop && drop.state !== 'idle' ? drop.state : undefined}
      draggable={selectMode || undefined}
      onDragStart={selectMode ? onDragStart : undefined}
      onDragEnd={selectMode ? () => setDragging(null) : undefined}
      {...drop?.handlers}
    >
      {selectMode && (
        <Checkbox
          className={classes.check}
          size="md"
          checked={selected}
          onChange={() => selection.toggle(item)}
          aria-label={t('library.selectItem', { name })}
        />
      )}
      <div onClickCapture={selectMode ? pickInstead : undefined}>{children}</div>
    </div>
  );
}
