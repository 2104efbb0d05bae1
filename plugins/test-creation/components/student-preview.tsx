/**
 * A test as a student meets it (UI.md "The exam player"): a top bar with the section, "Item 3 of 20" and the time
 * allowed, the item's Player (question-types/ui-registry.ts) in preview mode, Previous / Next. Nothing is saved.
 */
import { Suspense, useState } from 'react';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { EmptyState } from '@ui/empty-state';
import { PageSpinner } from '@ui/spinner';
import { questionType } from '@question-types/registry';
import { mediaUrl, useQuestionTypeUi } from '@question-types/ui-registry';
import { QuestionTypeName } from '@question-types/type-texts';
import type { PreviewItem } from '../api/authoring-api';
import { useTcTranslation } from '../locales/texts';

export function StudentPreview({ title, items, minutes }: { title: string; items: readonly PreviewItem[]; minutes: number | null | undefined }) {
  const { t } = useTcTranslation();
  const [index, setIndex] = useState(0);
  const [responses, setResponses] = useState<Record<number, unknown>>({});
  if (items.length === 0) return <EmptyState title={t('preview.empty')} />;
  const at = Math.min(index, items.length - 1);
  const item = items[at] as PreviewItem;
  const section = (item.question_type.group || item.question_type.section || '').toLowerCase();
  return (
    <section className="flex flex-col overflow-hidden rounded-card border border-line" aria-label={t('preview.label', { title })} data-testid="student-preview">
      <header className="flex flex-wrap items-center justify-between gap-2 bg-ink px-4 py-2 text-sm text-white">
        <span className="font-medium">{t(`sections.${section}`, { defaultValue: section })}</span>
        <span aria-live="polite" data-testid="preview-position">
          {t('preview.position', { n: at + 1, total: items.length })}
        </span>
        <span>{minutes ? t('preview.minutes', { count: minutes }) : t('preview.officialTime')}</span>
      </header>
      <div className="bg-surface p-5">
        <p className="mb-3 text-sm font-medium text-muted"><QuestionTypeName slug={item.question_type.slug} fallback={item.question_type.name} /></p>
        <ItemPlayer key={item.id} item={item} response={responses[item.id]} onChange={(r) => setResponses((all) => ({ ...all, [item.id]: r }))} />
      </div>
      <footer className="flex items-center justify-between gap-2 border-t border-line bg-canvas px-4 py-2">
        <Button variant="secondary" disabled={at === 0} onClick={() => setIndex(at - 1)} data-testid="preview-previous">
          {t('preview.previous')}
        </Button>
        <Button disabled={at === items.length - 1} onClick={() => setIndex(at + 1)} data-testid="preview-next">
          {t('preview.next')}
        </Button>
      </footer>
    </section>
  );
}

/** One item's Player; `disabled` shows it read-only (the show page). */
export function ItemPlayer({ item, response, onChange, disabled }: { item: PreviewItem; response?: unknown; onChange?: (r: unknown) => void; disabled?: boolean }) {
  const { t } = useTcTranslation();
  const def = questionType(item.question_type.slug);
  const ui = useQuestionTypeUi(def?.slug);
  if (!def) return <Alert variant="error">{t('preview.unknownType')}</Alert>;
  const parsed = def.schemas.content.safeParse(item.content);
  if (!parsed.success) return <Alert variant="error">{t('preview.badContent')}</Alert>;
  if (ui.status === 'error') return <Alert variant="error">{t('preview.uiFailed')}</Alert>;
  if (ui.status === 'loading') return <PageSpinner label={t('loading')} />;
  const content = parsed.data;
  return (
    <Suspense fallback={<PageSpinner label={t('loading')} />}>
      <ui.ui.Player content={content} response={response ?? def.emptyResponse(content)} onChange={(r) => onChange?.(r)} mode="preview" disabled={disabled} mediaUrl={mediaUrl} />
    </Suspense>
  );
}

/** The item's answer: its Review over an empty response, scored by the type itself (the key shown to the author). */
export function ItemAnswer({ item }: { item: PreviewItem }) {
  const { t } = useTcTranslation();
  const def = questionType(item.question_type.slug);
  const ui = useQuestionTypeUi(def?.slug);
  if (!def) return null;
  const content = def.schemas.content.safeParse(item.content);
  const key = def.schemas.key.safeParse(item.key);
  if (!content.success || !key.success) return <Alert variant="warning">{t('preview.noKey')}</Alert>;
  if (ui.status !== 'ready') return ui.status === 'error' ? <Alert variant="error">{t('preview.uiFailed')}</Alert> : <PageSpinner label={t('loading')} />;
  const response = def.emptyResponse(content.data);
  const result = def.score({ content: content.data, key: key.data, response });
  return (
    <Suspense fallback={<PageSpinner label={t('loading')} />}>
      <ui.ui.Review content={content.data} itemKey={key.data} response={response} result={result} mediaUrl={mediaUrl} />
    </Suspense>
  );
}
