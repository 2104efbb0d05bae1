/**
 * review: the cart as the server gives its items (POST {examType}/questions or quiz-set/quizzes with the ids), in
 * order; move up / down (buttons, so the keyboard can reorder) and remove (confirmed, naming the question).
 * A full mock keeps the official PTE order: no reordering.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { EmptyState } from '@ui/empty-state';
import { QuestionTypeName } from '@question-types/type-texts';
import { removeFromCart } from '@machines/cart/selected-questions';
import { itemsByIdsQuery } from '../api/authoring-api';
import { isFullMock, type CartItem } from '../wizard/draft';
import { inOfficialOrder } from '../wizard/official-order';
import { ConfirmDialog } from '@ui/confirm-dialog';
import type { StepProps } from './wizard-page';
import { useTcTranslation } from '../locales/texts';

/** The cart with one item moved by `by` places (bounded); the same array when nothing moves. */
export function moveItem<T>(items: readonly T[], index: number, by: number): readonly T[] {
  const to = Math.max(0, Math.min(items.length - 1, index + by));
  if (to === index || index < 0 || index >= items.length) return items;
  const next = [...items];
  const [moved] = next.splice(index, 1);
  next.splice(to, 0, moved as T);
  return next;
}

export function ReviewStep({ kind, data, errors, change }: StepProps) {
  const { t } = useTcTranslation();
  const full = isFullMock(data);
  const cart = full ? inOfficialOrder(data.items ?? []) : (data.items ?? []);
  const ids = cart.map((q) => q.id);
  const server = useQuery(itemsByIdsQuery(kind, data.exam_type ?? 'practice-tests', ids));
  const byId = new Map((server.data ?? []).map((q) => [q.id, q]));
  const [toRemove, setToRemove] = useState<CartItem | null>(null);
  const setCart = (items: readonly CartItem[]) => items !== data.items && change({ items: [...items] });

  return (
    <div className="flex flex-col gap-4" data-testid="review">
      {errors.question_ids && (
        <p className="text-sm font-medium text-danger-700" role="alert" data-testid="field-error">
          {errors.question_ids}
        </p>
      )}
      <p className="text-sm text-muted">{t(full ? 'review.officialOrder' : 'review.intro', { count: cart.length })}</p>
      {server.isError && <Alert variant="warning">{t('review.loadFailed')}</Alert>}
      {cart.length === 0 ? (
        <EmptyState title={t('cart.empty')} description={t('review.emptyHint')} />
      ) : (
        <ol className="flex flex-col divide-y divide-line rounded-md border border-line" data-testid="review-list">
          {cart.map((q, i) => {
            const item = byId.get(q.id);
            return (
              <li key={q.id} className="flex flex-wrap items-center justify-between gap-3 px-3 py-2 text-sm" data-testid="review-item" data-id={q.id}>
                <span className="flex items-baseline gap-2">
                  <span className="tabular-nums text-muted">{i + 1}.</span>
                  <span className="flex flex-col">
                    <span className="font-medium text-ink">{item?.title ?? q.title}</span>
                    <span className="text-xs text-muted">
                      {t(`sections.${q.section}`, { defaultValue: q.section })} · <QuestionTypeName slug={q.type} fallback={item?.question_type.name ?? q.type} />
                    </span>
                  </span>
                </span>
                <span className="flex gap-1">
                  {!full && (
                    <>
                      <Button variant="ghost" disabled={i === 0} onClick={() => setCart(moveItem(cart, i, -1))} aria-label={t('review.moveUp', { title: q.title })} data-testid="move-up">
                        ↑
                      </Button>
                      <Button variant="ghost" disabled={i === cart.length - 1} onClick={() => setCart(moveItem(cart, i, 1))} aria-label={t('review.moveDown', { title: q.title })} data-testid="move-down">
                        ↓
                      </Button>
                    </>
                  )}
                  <Button variant="ghost" className="text-danger-700" onClick={() => setToRemove(q)} aria-label={t('cart.removeNamed', { title: q.title })} data-testid="review-remove">
                    {t('cart.remove')}
                  </Button>
                </span>
              </li>
            );
          })}
        </ol>
      )}
      <ConfirmDialog
        open={toRemove !== null}
        title={t('review.removeTitle')}
        body={t('review.removeBody', { title: toRemove?.title ?? '' })}
        confirmLabel={t('cart.remove')}
        cancelLabel={t('cancel')}
        onConfirm={() => {
          if (toRemove) setCart(removeFromCart(data.items ?? [], toRemove.id));
          setToRemove(null);
        }}
        onClose={() => setToRemove(null)}
      />
    </div>
  );
}
