import { useId, useState } from 'react';
import { DndContext, PointerSensor, TouchSensor, useDraggable, useDroppable, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { gapCount, type Segment } from '../scoring/blanks.ts';
import { PassageWithBlanks } from './passage-with-blanks.tsx';
import { useKitTranslation } from './kit-i18n.ts';

export interface BankWord {
  id: string;
  text: string;
}

export interface DragBankBlanksProps {
  segments: Segment[];
  bank: BankWord[];
  /** bank word id per gap, null for an empty gap */
  value: (string | null)[];
  onChange(value: (string | null)[]): void;
  disabled?: boolean;
}

/**
 * Puts a word in a gap; each word is used once. A word taken from another gap swaps with the gap's previous
 * word; a word taken from the bank sends the previous word back to the bank. Pure.
 */
export function placeWord(value: readonly (string | null)[], count: number, gap: number, wordId: string): (string | null)[] {
  const next = Array.from({ length: Math.max(count, value.length) }, (_, i) => value[i] ?? null);
  const from = next.indexOf(wordId);
  if (from === gap) return next;
  const previous = next[gap] ?? null;
  next[gap] = wordId;
  if (from >= 0) next[from] = previous;
  return next;
}

/** Empties a gap (its word goes back to the bank). Pure. */
export function clearGap(value: readonly (string | null)[], count: number, gap: number): (string | null)[] {
  const next = Array.from({ length: Math.max(count, value.length) }, (_, i) => value[i] ?? null);
  next[gap] = null;
  return next;
}

type DragData = { wordId: string; fromGap: number | null };

/**
 * A passage with drop-target gaps and a word bank (Reading: Fill in the Blanks). Mouse/touch: drag words into
 * gaps, between gaps, or back to the bank. Keyboard (and click): select a bank word (aria-pressed), then a gap;
 * selecting a filled gap with no word chosen returns its word to the bank. Hooks: `bank-<id>`, `gap-<n>`
 * (0-based n), `word-bank`.
 */
export function DragBankBlanks({ segments, bank, value, onChange, disabled = false }: DragBankBlanksProps) {
  const { t } = useKitTranslation();
  const instructionsId = useId();
  const [selected, setSelected] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const count = gapCount(segments);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 5 } }));
  const textOf = (id: string | null | undefined) => bank.find((w) => w.id === id)?.text ?? '';
  const placed = new Set(value.filter((v): v is string => v !== null));
  const free = bank.filter((w) => !placed.has(w.id));

  const put = (gap: number, wordId: string) => {
    onChange(placeWord(value, count, gap, wordId));
    setMessage(t('blanks.placed', { word: textOf(wordId), n: gap + 1 }));
  };

  const clickGap = (gap: number) => {
    if (disabled) return;
    if (selected) {
      put(gap, selected);
      setSelected(null);
      return;
    }
    const current = value[gap];
    if (current) {
      onChange(clearGap(value, count, gap));
      setMessage(t('blanks.returned', { word: textOf(current) }));
    } else setMessage(t('blanks.chooseFirst'));
  };

  const clickWord = (id: string) => {
    if (disabled) return;
    const next = selected === id ? null : id;
    setSelected(next);
    setMessage(next ? t('blanks.selected', { word: textOf(id) }) : '');
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const data = active.data.current as DragData | undefined;
    if (!data || !over) return;
    const target = String(over.id);
    if (target === 'bank') {
      if (data.fromGap !== null) onChange(clearGap(value, count, data.fromGap));
    } else if (target.startsWith('gap:')) put(Number(target.slice(4)), data.wordId);
    setSelected(null);
  };

  const wordOf = (id: string | number) => {
    const s = String(id);
    return s.startsWith('word:') ? textOf(s.slice(5)) : textOf(value[Number(s.slice(7))]);
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('blanks.picked', { word: wordOf(active.id) }),
    onDragOver: () => undefined,
    onDragEnd: ({ active }) => t('blanks.dropped', { word: wordOf(active.id) }),
    onDragCancel: () => t('blanks.cancelled'),
  };

  return (
    <DndContext sensors={sensors} onDragEnd={onDragEnd} accessibility={{ announcements, screenReaderInstructions: { draggable: t('blanks.instructions') } }}>
      <p id={instructionsId} className="mb-3 text-sm text-muted">
        {t('blanks.instructions')}
      </p>
      <PassageWithBlanks
        segments={segments}
        renderGap={(gap) => (
          <GapSlot key={gap} gap={gap} wordId={value[gap] ?? null} text={textOf(value[gap])} disabled={disabled} armed={selected !== null} onClick={() => clickGap(gap)} describedBy={instructionsId} />
        )}
      />
      <BankArea words={free} selected={selected} disabled={disabled} onClick={clickWord} />
      <p aria-live="polite" className="sr-only">
        {message}
      </p>
    </DndContext>
  );
}

function GapSlot({ gap, wordId, text, disabled, armed, onClick, describedBy }: { gap: number; wordId: string | null; text: string; disabled: boolean; armed: boolean; onClick(): void; describedBy: string }) {
  const { t } = useKitTranslation();
  const drop = useDroppable({ id: `gap:${gap}`, disabled });
  const drag = useDraggable({ id: `placed:${gap}`, data: { wordId: wordId ?? '', fromGap: gap } satisfies DragData, disabled: disabled || wordId === null });
  const { role: _role, tabIndex: _tab, ...dragAttributes } = drag.attributes;
  return (
    <span ref={drop.setNodeRef} className="mx-1 inline-block align-middle">
      <button
        type="button"
        ref={drag.setNodeRef}
        {...(wordId ? dragAttributes : {})}
        {...(wordId ? drag.listeners : {})}
        data-testid={`gap-${gap}`}
        aria-label={wordId ? t('blanks.gapFilled', { n: gap + 1, word: text }) : t('blanks.gapEmpty', { n: gap + 1 })}
        aria-describedby={describedBy}
        disabled={disabled}
        onClick={onClick}
        className={`inline-flex min-h-9 min-w-28 items-center justify-center rounded-md border-2 px-3 text-sm leading-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 disabled:cursor-not-allowed ${
          drop.isOver ? 'border-primary-600 bg-primary-50' : wordId ? 'border-primary-600 bg-surface font-medium text-ink' : armed ? 'border-dashed border-primary-600 bg-surface' : 'border-dashed border-line bg-canvas'
        } ${drag.isDragging ? 'opacity-40' : ''}`}
      >
        {wordId ? text : <span className="sr-only">{t('blanks.gapEmpty', { n: gap + 1 })}</span>}
      </button>
    </span>
  );
}

function BankArea({ words, selected, disabled, onClick }: { words: BankWord[]; selected: string | null; disabled: boolean; onClick(id: string): void }) {
  const { t } = useKitTranslation();
  const drop = useDroppable({ id: 'bank', disabled });
  const labelId = useId();
  return (
    <div ref={drop.setNodeRef} role="group" aria-labelledby={labelId} data-testid="word-bank" className={`mt-4 rounded-md border p-3 ${drop.isOver ? 'border-primary-600 bg-primary-50' : 'border-line bg-canvas'}`}>
      <p id={labelId} className="mb-2 text-xs font-medium uppercase tracking-wide text-muted">
        {t('blanks.bank')}
      </p>
      {words.length === 0 ? (
        <p className="text-sm text-muted">{t('blanks.bankEmpty')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {words.map((w) => (
            <li key={w.id}>
              <BankChip word={w} pressed={selected === w.id} disabled={disabled} onClick={() => onClick(w.id)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function BankChip({ word, pressed, disabled, onClick }: { word: BankWord; pressed: boolean; disabled: boolean; onClick(): void }) {
  const drag = useDraggable({ id: `word:${word.id}`, data: { wordId: word.id, fromGap: null } satisfies DragData, disabled });
  const { role: _role, tabIndex: _tab, 'aria-pressed': _pressed, ...attributes } = drag.attributes;
  return (
    <button
      type="button"
      ref={drag.setNodeRef}
      {...attributes}
      {...drag.listeners}
      data-testid={`bank-${word.id}`}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
      className={`inline-flex min-h-9 touch-none items-center rounded-md border px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 disabled:cursor-not-allowed ${
        pressed ? 'border-primary-600 bg-primary-600 text-white' : 'border-line bg-surface text-ink hover:bg-primary-50'
      } ${drag.isDragging ? 'opacity-40' : ''}`}
    >
      {word.text}
    </button>
  );
}
