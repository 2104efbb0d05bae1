/**
 * The deal board: a column per stage. A deal moves by dragging its handle (mouse, touch, or keyboard through dnd-kit's
 * sensor, announced), or by its move-left / move-right buttons and its stage select, which keep the focus on the deal
 * after the move and announce where it went.
 */
import { useEffect, useState } from 'react';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useDraggable, useDroppable, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { Button } from '@ui/button';
import { type Deal, type DealStage } from '../../api/contacts-api';
import { columnsOf, money, neighbour, STAGES } from '../../lib/deal-board';
import { useContactsTranslation } from '../../locales/contacts-texts';

export interface BoardProps {
  deals: readonly Deal[];
  currency: string;
  onMove: (deal: Deal, stage: DealStage) => void;
  onEdit: (deal: Deal) => void;
  onDelete: (deal: Deal) => void;
  /** the polite announcement of the last move */
  message: string;
}

export function DealBoard({ deals, currency, onMove, onEdit, onDelete, message }: BoardProps) {
  const { t } = useContactsTranslation();
  const [focusAfter, setFocusAfter] = useState<{ id: number; action: string; stage: DealStage } | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor));
  const columns = columnsOf(deals);
  const byId = new Map(deals.map((d) => [String(d.id), d]));
  const stageName = (s: unknown) => (typeof s === 'string' && (STAGES as readonly string[]).includes(s) ? t(`contacts.stages.${s}`) : '');

  // the moved card is drawn anew in another column (once the board has the move): give the focus back to the same
  // control there, or to its stage select when that button is now disabled (the board's edge)
  useEffect(() => {
    if (!focusAfter) return;
    const card = document.querySelector<HTMLElement>(`[data-testid="stage-${focusAfter.stage}"] [data-deal-id="${focusAfter.id}"]`);
    if (!card) return;
    (card.querySelector<HTMLElement>(`[data-action="${focusAfter.action}"]:not([disabled])`) ?? card.querySelector<HTMLElement>('[data-action="stage"]'))?.focus();
    setFocusAfter(null);
  }, [focusAfter, deals]);

  const move = (deal: Deal, stage: DealStage, action: string) => {
    onMove(deal, stage);
    setFocusAfter({ id: deal.id, action, stage });
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const deal = byId.get(String(active.id));
    if (!deal || !over || over.id === deal.stage) return;
    onMove(deal, over.id as DealStage);
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('contacts.deals.picked', { title: byId.get(String(active.id))?.title ?? '' }),
    onDragOver: ({ over }) => (over ? t('contacts.deals.over', { stage: stageName(over.id) }) : undefined),
    onDragEnd: ({ over }) => (over ? t('contacts.deals.dropped', { stage: stageName(over.id) }) : t('contacts.deals.cancelled')),
    onDragCancel: () => t('contacts.deals.cancelled'),
  };

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements, screenReaderInstructions: { draggable: t('contacts.deals.dragInstructions') } }}>
      <div className="grid grid-cols-1 gap-3 md:grid-cols-3 xl:grid-cols-6" data-testid="deal-board">
        {STAGES.map((stage) => (
          <Column key={stage} stage={stage} title={t('contacts.deals.column', { stage: t(`contacts.stages.${stage}`), count: columns[stage].length })} empty={t('contacts.deals.columnEmpty')}>
            {columns[stage].map((d) => (
              <Card key={d.id} deal={d} currency={currency} onMove={move} onEdit={onEdit} onDelete={onDelete} />
            ))}
          </Column>
        ))}
      </div>
      <p aria-live="polite" className="sr-only" data-testid="deal-announcement">
        {message}
      </p>
    </DndContext>
  );
}

function Column({ stage, title, empty, children }: { stage: DealStage; title: string; empty: string; children: React.ReactNode[] }) {
  const { setNodeRef, isOver } = useDroppable({ id: stage });
  return (
    <section ref={setNodeRef} aria-label={title} data-testid={`stage-${stage}`} className={`flex min-h-40 flex-col gap-2 rounded-lg border p-2 ${isOver ? 'border-primary-600 bg-primary-50' : 'border-line bg-canvas'}`}>
      <h2 className="px-1 text-sm font-semibold text-ink">{title}</h2>
      {children.length ? <ul className="flex flex-col gap-2">{children}</ul> : <p className="px-1 text-sm text-muted">{empty}</p>}
    </section>
  );
}

function Card({ deal, currency, onMove, onEdit, onDelete }: { deal: Deal; currency: string; onMove: (d: Deal, s: DealStage, action: string) => void; onEdit: (d: Deal) => void; onDelete: (d: Deal) => void }) {
  const { t, i18n } = useContactsTranslation();
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: String(deal.id) });
  const left = neighbour(deal.stage, -1);
  const right = neighbour(deal.stage, 1);
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Translate.toString(transform) }} data-testid="deal-card" data-deal-id={deal.id} className={`rounded-md border border-line bg-surface p-2 text-sm shadow-sm ${isDragging ? 'opacity-70' : ''}`}>
      <div className="flex items-start gap-2">
        <button type="button" className="cursor-grab rounded px-1 text-muted hover:bg-canvas focus-visible:outline-2 focus-visible:outline-primary-600" aria-label={t('contacts.deals.dragHandle', { title: deal.title })} {...attributes} {...listeners}>
          <span aria-hidden="true">⠿</span>
        </button>
        <div className="min-w-0 flex-1">
          <p className="font-medium text-ink break-words">{deal.title}</p>
          <p className="text-muted break-words">{deal.contact.name || deal.contact.email}</p>
          <p className="text-muted">{currency} {money(deal.value_minor, i18n.language)}{deal.owner ? ` · ${deal.owner.full_name}` : ''}</p>
        </div>
      </div>
      <label className="mt-2 flex flex-col gap-1 text-xs text-muted">
        <span className="sr-only">{t('contacts.deals.stageOf', { title: deal.title })}</span>
        <select
          data-action="stage"
          className="rounded-md border border-line bg-surface px-2 py-1 text-sm text-ink"
          value={deal.stage}
          onChange={(e) => onMove(deal, e.target.value as DealStage, 'stage')}
        >
          {STAGES.map((s) => (
            <option key={s} value={s}>{t(`contacts.stages.${s}`)}</option>
          ))}
        </select>
      </label>
      <div className="mt-2 flex flex-wrap gap-1">
        <Button variant="secondary" className="px-2 py-1 text-xs" data-action="left" disabled={!left} aria-label={left ? t('contacts.deals.moveLeft', { title: deal.title, stage: t(`contacts.stages.${left}`) }) : undefined} onClick={() => left && onMove(deal, left, 'left')}>
          ←
        </Button>
        <Button variant="secondary" className="px-2 py-1 text-xs" data-action="right" disabled={!right} aria-label={right ? t('contacts.deals.moveRight', { title: deal.title, stage: t(`contacts.stages.${right}`) }) : undefined} onClick={() => right && onMove(deal, right, 'right')}>
          →
        </Button>
        <Button variant="ghost" className="px-2 py-1 text-xs" onClick={() => onEdit(deal)}>{t('contacts.deals.edit')}</Button>
        <Button variant="ghost" className="px-2 py-1 text-xs text-danger-700" onClick={() => onDelete(deal)}>{t('contacts.common.delete')}</Button>
      </div>
    </li>
  );
}
