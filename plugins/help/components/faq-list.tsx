/**
 * The FAQ as a disclosure list (WAI-ARIA disclosure pattern): each question is a button with aria-expanded and
 * aria-controls over its answer, so Enter and Space open and close it and Tab walks the questions. `openId` opens an
 * entry from the start (a search hit) and brings it into view.
 */
import { useEffect, useState } from 'react';
import type { FaqItem } from '@server/modules/help/contracts.ts';

export function FaqList({ items, openId }: { items: readonly FaqItem[]; openId?: number | null }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set(openId ? [openId] : []));

  useEffect(() => {
    if (!openId) return;
    setOpen((s) => (s.has(openId) ? s : new Set([...s, openId])));
    document.getElementById(`faq-${openId}`)?.scrollIntoView({ block: 'start' });
  }, [openId]);

  const toggle = (id: number) =>
    setOpen((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <ul className="flex flex-col divide-y divide-line rounded-card border border-line bg-surface" data-testid="help-faq-list">
      {items.map((item) => {
        const expanded = open.has(item.id);
        return (
          <li key={item.id} id={`faq-${item.id}`} className="scroll-mt-20">
            <h3>
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={`faq-${item.id}-answer`}
                onClick={() => toggle(item.id)}
                className="flex w-full items-start justify-between gap-3 px-4 py-3 text-left text-sm font-medium text-ink hover:bg-canvas focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-600"
              >
                <span>{item.question}</span>
                <svg aria-hidden="true" viewBox="0 0 24 24" className={`mt-0.5 h-4 w-4 shrink-0 transition-transform ${expanded ? 'rotate-180' : ''}`} fill="none" stroke="currentColor" strokeWidth="2">
                  <path d="M6 9l6 6 6-6" />
                </svg>
              </button>
            </h3>
            <div id={`faq-${item.id}-answer`} hidden={!expanded} className="whitespace-pre-line px-4 pb-4 text-sm leading-relaxed text-muted">
              {item.answer}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
