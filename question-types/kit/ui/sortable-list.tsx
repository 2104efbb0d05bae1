import { useState, type ReactNode } from 'react';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useKitTranslation } from './kit-i18n.ts';

export interface SortableItem {
  id: string;
  content: ReactNode;
}

export interface SortableListProps {
  items: SortableItem[];
  /** the item ids in their new order */
  onReorder(ids: string[]): void;
  disabled?: boolean;
  /** names the list for screen readers */
  label: string;
}

/** Moves one id by `delta` places (clamped); the same array when nothing moves. */
export function moveId(ids: readonly string[], id: string, delta: number): string[] {
  const from = ids.indexOf(id);
  const to = Math.max(0, Math.min(ids.length - 1, from + delta));
  if (from < 0 || from === to) return [...ids];
  return arrayMove([...ids], from, to);
}

/**
 * A vertical list reordered by dragging (mouse, touch, or keyboard: Space on the handle, arrows, Space) or by the
 * visible Move up / Move down buttons of each item. Items carry `data-testid="item-<id>"`, their buttons
 * `move-up-<id>` and `move-down-<id>`.
 */
export function SortableList({ items, onReorder, disabled = false, label }: SortableListProps) {
  const { t } = useKitTranslation();
  const [message, setMessage] = useState('');
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const ids = items.map((i) => i.id);
  const position = (id: UniqueIdentifier | undefined) => ids.indexOf(String(id)) + 1;

  const move = (id: string, delta: number) => {
    if (disabled) return;
    const next = moveId(ids, id, delta);
    if (next.every((x, i) => x === ids[i])) return;
    onReorder(next);
    setMessage(t('sortable.moved', { position: next.indexOf(id) + 1, count: next.length }));
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove([...ids], from, to));
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => t('sortable.picked', { position: position(active.id) }),
    onDragOver: ({ over }) => (over ? t('sortable.over', { position: position(over.id) }) : undefined),
    onDragEnd: ({ over }) => (over ? t('sortable.dropped', { position: position(over.id) }) : t('sortable.cancelled')),
    onDragCancel: () => t('sortable.cancelled'),
  };

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements, screenReaderInstructions: { draggable: t('sortable.instructions') } }}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <ol aria-label={label} className="flex flex-col gap-2">
          {items.map((item, index) => (
            <SortableRow key={item.id} item={item} index={index} count={items.length} disabled={disabled} onMove={move} />
          ))}
        </ol>
      </SortableContext>
      <p aria-live="polite" className="sr-only">
        {message}
      </p>
    </DndContext>
  );
}

function SortableRow({ item, index, count, disabled, onMove }: { item: SortableItem; index: number; count: number; disabled: boolean; onMove(id: string, delta: number): void }) {
  const { t } = useKitTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.id, disabled });
  const style = { transform: CSS.Transform.toString(transform), transition };
  const position = index + 1;
  const btn = 'inline-flex h-8 w-8 items-center justify-center rounded-md border border-line bg-surface text-ink hover:bg-canvas aria-disabled:cursor-not-allowed aria-disabled:text-muted focus-visible:outline-2 focus-visible:outline-primary-600';
  return (
    <li
      ref={setNodeRef}
      style={style}
      data-testid={`item-${item.id}`}
      className={`flex items-start gap-2 rounded-md border bg-surface p-2 text-sm text-ink ${isDragging ? 'z-10 border-primary-600 shadow-lg' : 'border-line'}`}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        disabled={disabled}
        aria-label={t('sortable.handle', { position })}
        className={`${btn} shrink-0 cursor-grab touch-none disabled:cursor-not-allowed`}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <div className="min-w-0 flex-1 py-1">{item.content}</div>
      <div className="flex shrink-0 gap-1">
        <button
          type="button"
          className={btn}
          data-testid={`move-up-${item.id}`}
          aria-label={t('sortable.moveUpItem', { position })}
          title={t('sortable.moveUp')}
          aria-disabled={disabled || index === 0 || undefined}
          onClick={() => onMove(item.id, -1)}
        >
          <span aria-hidden="true">↑</span>
        </button>
        <button
          type="button"
          className={btn}
          data-testid={`move-down-${item.id}`}
          aria-label={t('sortable.moveDownItem', { position })}
          title={t('sortable.moveDown')}
          aria-disabled={disabled || index === count - 1 || undefined}
          onClick={() => onMove(item.id, 1)}
        >
          <span aria-hidden="true">↓</span>
        </button>
      </div>
    </li>
  );
}
