import { useId } from 'react';
import { Button } from '@ui/button';
import type { PlayerProps } from '../kit/ui-contract.ts';
import { SortableList } from '../kit/ui/sortable-list.tsx';
import { useTypeTranslation } from './i18n.ts';
import type { Content, Response } from './schema.ts';

/** The first words of a box, to name it in button labels. */
export function startOf(text: string, words = 5): string {
  const w = text.trim().split(/\s+/);
  return w.length > words ? `${w.slice(0, words).join(' ')}…` : w.join(' ');
}

/**
 * The PTE layout: a source panel with the shuffled boxes and a target panel with the student's order. A box moves
 * to the target with its Add button (`add-<id>`), back with Remove (`remove-<id>`); the target reorders by drag
 * (mouse or keyboard) or Move up / Move down (`item-<id>`, `move-up-<id>`, `move-down-<id>`). Source boxes are
 * `source-<id>`. The response is the target, top to bottom.
 */
export default function Player({ content, response, onChange, disabled }: PlayerProps<Content, Response>) {
  const { t } = useTypeTranslation();
  const ids = useId();
  const known = new Map(content.paragraphs.map((p) => [p.id, p]));
  const order = (response?.order ?? []).filter((id, i, all) => known.has(id) && all.indexOf(id) === i);
  const placed = new Set(order);
  const source = content.paragraphs.filter((p) => !placed.has(p.id));
  const set = (next: string[]) => onChange({ order: next });

  return (
    <div data-testid="player-reorder-paragraphs" className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t('instruction')}</p>
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby={`${ids}-source`} className="flex flex-col gap-2">
          <h3 id={`${ids}-source`} className="text-sm font-semibold text-ink">
            {t('player.source')}
          </h3>
          {source.length === 0 ? (
            <p className="rounded-md border border-dashed border-line p-4 text-sm text-muted">{t('player.sourceEmpty')}</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {source.map((p) => (
                <li key={p.id} data-testid={`source-${p.id}`} className="flex items-start gap-3 rounded-md border border-line bg-surface p-3 text-sm text-ink">
                  <p className="flex-1">{p.text}</p>
                  <Button
                    variant="secondary"
                    className="min-h-8 shrink-0 px-2"
                    data-testid={`add-${p.id}`}
                    aria-label={t('player.addItem', { start: startOf(p.text) })}
                    title={t('player.add')}
                    disabled={disabled}
                    onClick={() => set([...order, p.id])}
                  >
                    <span aria-hidden="true">→</span>
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby={`${ids}-target`} className="flex flex-col gap-2">
          <h3 id={`${ids}-target`} className="text-sm font-semibold text-ink">
            {t('player.target')}
          </h3>
          {order.length === 0 ? (
            <p className="rounded-md border border-dashed border-line p-4 text-sm text-muted" data-testid="target-empty">
              {t('player.targetEmpty')}
            </p>
          ) : (
            <SortableList
              label={t('player.target')}
              disabled={disabled}
              onReorder={set}
              items={order.map((id) => {
                const p = known.get(id)!;
                return {
                  id,
                  content: (
                    <div className="flex items-start gap-2">
                      <p className="flex-1">{p.text}</p>
                      <Button
                        variant="ghost"
                        className="min-h-8 shrink-0 px-2"
                        data-testid={`remove-${id}`}
                        aria-label={t('player.removeItem', { start: startOf(p.text) })}
                        title={t('player.remove')}
                        disabled={disabled}
                        onClick={() => set(order.filter((x) => x !== id))}
                      >
                        <span aria-hidden="true">←</span>
                      </Button>
                    </div>
                  ),
                };
              })}
            />
          )}
        </section>
      </div>
    </div>
  );
}
