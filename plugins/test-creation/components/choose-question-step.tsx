/**
 * choose-question: the selected-questions cart (machines/cart/selected-questions.ts: unique, adding an existing
 * question does nothing, remove, clear). By hand: the bank's picker (GET questions/list, or GET quiz for a quiz set)
 * filtered by section, type, frequency and source; random: POST {examType}/questions (or quiz-set/quizzes) with the
 * number of questions per type fills the cart.
 */
import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { EmptyState } from '@ui/empty-state';
import { Pagination } from '@ui/pagination';
import { SelectField } from '@ui/select-field';
import { ListLoadError, ListSkeleton } from '@ui/table-states';
import { TextField } from '@ui/text-field';
import { withLeadingAll } from '@kernel/status/status-list';
import { typesBySection } from '@question-types/registry';
import { QuestionTypeName, useQuestionTypeName, useQuestionTypeNames } from '@question-types/type-texts';
import type { Section } from '@question-types/kit/define-question-type';
import { addAllToCart, availableCandidates, clearCart, filterCandidates, isInCart, removeFromCart, toggleInCart } from '@machines/cart/selected-questions';
import { pickerQuery, previewItems, quizPickerQuery, type PickerFilters } from '../api/authoring-api';
import { sectionsOfCategory, type CartItem } from '../wizard/draft';
import { countsOf, toCartItem } from '../wizard/record';
import { ConfirmDialog } from '@ui/confirm-dialog';
import type { StepProps } from './wizard-page';
import { useTcTranslation } from '../locales/texts';

export const FREQUENCIES = ['HIGH', 'MODERATE', 'LOW'] as const;
export const SOURCES = ['EXAM_QUESTION', 'PRACTICE'] as const;
const PER_PAGE = 20;

export function ChooseQuestionStep(props: StepProps) {
  const { t } = useTcTranslation();
  const { data, errors, change } = props;
  const cart = data.items ?? [];
  const [confirmClear, setConfirmClear] = useState(false);
  const setCart = (items: readonly CartItem[]) => items !== cart && change({ items: [...items] });

  return (
    <div className="flex flex-col gap-5" data-testid="choose-question">
      {errors.question_ids && (
        <p className="text-sm font-medium text-danger-700" role="alert" data-testid="field-error">
          {errors.question_ids}
        </p>
      )}
      {data.create_type === 'random' ? <RandomFill {...props} cart={cart} setCart={setCart} /> : <Picker {...props} cart={cart} setCart={setCart} />}

      <section aria-labelledby="cart-title" className="flex flex-col gap-2 rounded-md border border-line p-4" data-testid="cart">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="cart-title" className="font-semibold text-ink">
            {t('cart.title', { count: cart.length })}
          </h3>
          <Button variant="secondary" disabled={cart.length === 0} onClick={() => setConfirmClear(true)} data-testid="cart-clear">
            {t('cart.clear')}
          </Button>
        </div>
        <Plan counts={countsOf(data) ?? {}} cart={cart} />
        {cart.length === 0 ? (
          <p className="text-sm text-muted">{t('cart.empty')}</p>
        ) : (
          <ol className="flex flex-col divide-y divide-line text-sm">
            {cart.map((q, i) => (
              <li key={q.id} className="flex items-center justify-between gap-2 py-1.5" data-testid="cart-item" data-id={q.id}>
                <span>
                  <span className="mr-2 tabular-nums text-muted">{i + 1}.</span>
                  <span className="text-ink">{q.title}</span>
                  <span className="ml-2 text-xs text-muted"><QuestionTypeName slug={q.type} fallback={q.type} /></span>
                </span>
                <Button variant="ghost" onClick={() => setCart(removeFromCart(cart, q.id))} aria-label={t('cart.removeNamed', { title: q.title })}>
                  {t('cart.remove')}
                </Button>
              </li>
            ))}
          </ol>
        )}
      </section>
      <ConfirmDialog
        open={confirmClear}
        title={t('cart.clearTitle')}
        body={t('cart.clearBody', { count: cart.length })}
        confirmLabel={t('cart.clear')}
        cancelLabel={t('cancel')}
        onConfirm={() => {
          setCart(clearCart(cart));
          setConfirmClear(false);
        }}
        onClose={() => setConfirmClear(false)}
      />
    </div>
  );
}

/** One type's line of the plan, its name in the page's language. */
function PlanItem({ slug, have, want }: { slug: string; have: number; want: number }) {
  const { t } = useTcTranslation();
  const name = useQuestionTypeName(slug);
  return t('cart.planItem', { type: name || slug, have, want });
}

/** How far the cart is from the planned number of questions per type (number-of-question). */
function Plan({ counts, cart }: { counts: Record<string, number>; cart: readonly CartItem[] }) {
  const { t } = useTcTranslation();
  const entries = Object.entries(counts);
  if (entries.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2 text-xs" aria-label={t('cart.plan')}>
      {entries.map(([slug, n]) => {
        const have = cart.filter((q) => q.type === slug).length;
        return (
          <li key={slug} className={`rounded px-2 py-0.5 ${have >= n ? 'bg-success-50 text-success-700' : 'bg-canvas text-muted'}`}>
            <PlanItem slug={slug} have={have} want={n} />
          </li>
        );
      })}
    </ul>
  );
}

interface CartProps extends StepProps {
  cart: readonly CartItem[];
  setCart: (items: readonly CartItem[]) => void;
}

function FrequencySource({ frequency, source, onFrequency, onSource }: { frequency: string; source: string; onFrequency: (v: string) => void; onSource: (v: string) => void }) {
  const { t } = useTcTranslation();
  return (
    <>
      <SelectField label={t('filters.frequency')} name="frequency" value={frequency} options={withLeadingAll(FREQUENCIES.map((f) => ({ value: f, label: t(`frequency.${f}`) })), t('filters.all'))} onChange={onFrequency} />
      <SelectField label={t('filters.source')} name="source" value={source} options={withLeadingAll(SOURCES.map((s) => ({ value: s, label: t(`source.${s}`) })), t('filters.all'))} onChange={onSource} />
    </>
  );
}

function RandomFill({ kind, data, change, cart, setCart }: CartProps) {
  const { t } = useTcTranslation();
  const [confirm, setConfirm] = useState(false);
  const counts = countsOf(data) ?? {};
  const total = Object.values(counts).reduce((n, v) => n + v, 0);
  const fill = useMutation({
    mutationFn: () =>
      previewItems(kind, data.exam_type ?? 'practice-tests', {
        number_of_questions: counts,
        ...(data.frequency ? { frequency: data.frequency } : {}),
        ...(data.source ? { source: data.source } : {}),
        ...(kind === 'quiz' && data.quiz_type_id ? { quiz_type_id: data.quiz_type_id } : {}),
      }),
    onSuccess: (items) => {
      setCart(addAllToCart<CartItem>([], items.map(toCartItem)));
      setConfirm(false);
    },
  });
  const got = fill.data?.length;
  return (
    <section className="flex flex-col gap-3" data-testid="random-fill">
      <p className="text-sm text-muted">{t('random.intro', { count: total })}</p>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <FrequencySource frequency={data.frequency ?? ''} source={data.source ?? ''} onFrequency={(v) => change({ frequency: v })} onSource={(v) => change({ source: v })} />
      </div>
      <div>
        <Button variant="secondary" busy={fill.isPending} disabled={total === 0} onClick={() => (cart.length > 0 ? setConfirm(true) : fill.mutate())} data-testid="random-generate">
          {cart.length > 0 ? t('random.regenerate') : t('random.generate')}
        </Button>
      </div>
      {got !== undefined && got < total && <Alert variant="warning">{t('random.fewer', { got, want: total })}</Alert>}
      <ConfirmDialog
        open={confirm}
        title={t('random.replaceTitle')}
        body={t('random.replaceBody', { count: cart.length })}
        confirmLabel={t('random.replace')}
        cancelLabel={t('cancel')}
        busy={fill.isPending}
        onConfirm={() => fill.mutate()}
        onClose={() => setConfirm(false)}
      />
    </section>
  );
}

function Picker({ kind, data, cart, setCart }: CartProps) {
  const { t } = useTcTranslation();
  const sections = kind === 'quiz' ? ['speaking', 'writing', 'reading', 'listening'] : sectionsOfCategory(data.category);
  const [section, setSection] = useState(sections.length === 1 ? (sections[0] as string) : '');
  const [type, setType] = useState('');
  const [frequency, setFrequency] = useState('');
  const [source, setSource] = useState('');
  const [search, setSearch] = useState('');
  const [applied, setApplied] = useState('');
  const [page, setPage] = useState(1);
  const filters: PickerFilters = {
    section: section || (sections.length === 1 ? sections[0] : undefined),
    type: type || undefined,
    frequency: frequency || undefined,
    source: source || undefined,
    search: applied || undefined,
    status: 'active',
    page,
    per_page: PER_PAGE,
    ...(kind === 'quiz' && data.quiz_type_id ? { quiz_type_id: data.quiz_type_id } : {}),
  };
  const testQuery = useQuery({ ...pickerQuery(filters), enabled: kind === 'test' });
  const quizQuery = useQuery({ ...quizPickerQuery(filters), enabled: kind === 'quiz' });
  const query = kind === 'quiz' ? quizQuery : testQuery;
  const rows: CartItem[] =
    kind === 'quiz'
      ? (quizQuery.data?.items ?? []).map((q) => ({ id: q.id, title: q.title, type: q.question_type.slug, section: q.question_type.group.toLowerCase(), frequency: q.frequency ?? null, source: q.source ?? null }))
      : (testQuery.data?.items ?? []).map((q) => ({ id: q.id, title: q.title, type: q.slug, section: q.section.toLowerCase() }));
  // the server filters; the rows it gives are checked again against what it told us (the cart's filter is case-insensitive)
  const shown = filterCandidates(rows, { section: filters.section, type: filters.type });
  const addable = availableCandidates(shown, {}, cart);
  const meta = query.data?.meta;
  const typeOptions = (section ? [section] : sections).flatMap((s) => typesBySection(s as Section)).map((d) => ({ value: d.slug, label: d.shortName }));
  const typeNameOf = useQuestionTypeNames(typeOptions.map((o) => o.value));
  const reset = (fn: (v: string) => void) => (v: string) => {
    fn(v);
    setPage(1);
  };

  return (
    <section aria-labelledby="picker-title" className="flex flex-col gap-3" data-testid="picker">
      <h3 id="picker-title" className="font-semibold text-ink">
        {t('picker.title')}
      </h3>
      <div role="search" aria-label={t('filters.label')} className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <SelectField
          label={t('filters.section')}
          name="section"
          value={section}
          options={sections.length === 1 ? sections.map((s) => ({ value: s, label: t(`sections.${s}`) })) : withLeadingAll(sections.map((s) => ({ value: s, label: t(`sections.${s}`) })), t('filters.all'))}
          onChange={reset((v) => {
            setSection(v);
            setType('');
          })}
        />
        <SelectField label={t('filters.type')} name="type" value={type} options={withLeadingAll(typeOptions.map((o) => ({ ...o, label: typeNameOf(o.value, o.label) })), t('filters.all'))} onChange={reset(setType)} />
        <FrequencySource frequency={frequency} source={source} onFrequency={reset(setFrequency)} onSource={reset(setSource)} />
        <TextField
          label={t('filters.search')}
          name="search"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              setApplied(search.trim());
              setPage(1);
            }
          }}
          onBlur={() => {
            if (search.trim() !== applied) {
              setApplied(search.trim());
              setPage(1);
            }
          }}
        />
      </div>
      {query.isError ? (
        <ListLoadError message={t('picker.loadFailed')} retryLabel={t('retry')} onRetry={() => void query.refetch()} busy={query.isFetching} />
      ) : query.isPending ? (
        <ListSkeleton label={t('loading')} rows={4} />
      ) : shown.length === 0 ? (
        <EmptyState title={t('picker.empty')} description={t('picker.emptyHint')} />
      ) : (
        <>
          <div className="flex justify-end">
            <Button variant="secondary" disabled={addable.length === 0} onClick={() => setCart(addAllToCart(cart, addable))} data-testid="picker-add-all">
              {t('picker.addAll', { count: addable.length })}
            </Button>
          </div>
          <ul className="flex flex-col divide-y divide-line rounded-md border border-line" data-testid="picker-list">
            {shown.map((q) => {
              const inCart = isInCart(cart, q.id);
              return (
                <li key={q.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm" data-testid="picker-row" data-id={q.id}>
                  <span className="flex flex-col">
                    <span className="font-medium text-ink">{q.title}</span>
                    <span className="text-xs text-muted">
                      {t(`sections.${q.section}`)} · <QuestionTypeName slug={q.type} fallback={q.type} />
                    </span>
                  </span>
                  <Button
                    variant={inCart ? 'secondary' : 'primary'}
                    aria-pressed={inCart}
                    aria-label={t(inCart ? 'picker.removeNamed' : 'picker.addNamed', { title: q.title })}
                    onClick={() => setCart(toggleInCart(cart, q))}
                    data-testid="picker-toggle"
                  >
                    {inCart ? t('picker.added') : t('picker.add')}
                  </Button>
                </li>
              );
            })}
          </ul>
          {meta && (
            <Pagination
              page={meta.current_page}
              last={Math.max(1, meta.last_page)}
              onPage={setPage}
              labels={{ label: t('pagination.label'), total: t('pagination.totalQuestions', { count: meta.total }), page: t('pagination.page', { page: meta.current_page, last: Math.max(1, meta.last_page) }), previous: t('pagination.previous'), next: t('pagination.next') }}
            />
          )}
        </>
      )}
    </section>
  );
}
