/**
 * One answered item of a submitted sheet: its score (or "Awaiting evaluation" while a trait waits for a trainer),
 * in detail its traits, and the type's Review with the key. A private recording is fetched with the session first.
 */
import { Suspense } from 'react';
import { PageSpinner } from '@ui/spinner';
import { Alert } from '@ui/alert';
import { useProtectedFileUrl } from '@kernel/http/protected-file';
import { questionType } from '@question-types/registry';
import { mediaUrlWith, useQuestionTypeUi } from '@question-types/ui-registry';
import type { PartResult, TraitScore } from '@question-types/kit/define-question-type';
import { useExamsTranslation } from '../locales/texts';
import { useQuestionTypeTexts } from '@question-types/type-texts';

export interface ReviewableItem {
  slug: string;
  content: unknown;
  key: unknown;
  response: unknown;
  /** null while the delivery policy withholds it (the item sits in another test the student has open) */
  score: number | null;
  max: number | null;
  traits: TraitScore[];
  parts?: PartResult[];
  pending: boolean;
  measures?: Record<string, unknown>;
}

const recordingOf = (response: unknown): string | null => {
  const r = (response as { recording?: unknown } | null)?.recording;
  return typeof r === 'string' && r !== '' ? r : null;
};

export function ItemScore({ score, max, pending }: { score: number | null; max: number | null; pending: boolean }) {
  const { t } = useExamsTranslation();
  if (score === null || max === null) {
    return (
      <span className="rounded bg-canvas px-2 py-0.5 text-sm text-muted" data-testid="item-withheld">
        {t('report.withheld')}
      </span>
    );
  }
  return pending ? (
    <span className="rounded bg-warning-50 px-2 py-0.5 text-sm font-medium text-warning-800" data-testid="item-awaiting">
      {t('report.awaiting')}
    </span>
  ) : (
    <span className="tabular-nums text-sm font-semibold text-ink" data-testid="item-score" data-score={score} data-max={max}>
      {t('report.points', { score, max })}
    </span>
  );
}

export function TraitList({ traits, slug }: { traits: TraitScore[]; slug: string }) {
  const { t, i18n } = useExamsTranslation();
  // the trait names in the student's language come with the type's texts
  const typeTexts = useQuestionTypeTexts(slug);
  const labels = Object.fromEntries((questionType(slug)?.traits ?? []).map((d) => [d.key, d.label]));
  // the type's own name for the trait, else the report's generic one in Bengali (choice types: no trait texts of their
  // own; empty in English, where the definition's label is more precise), else the definition's label
  const traitName = (key: string) => {
    const fallback = t(`report.traitNames.${key}`, { defaultValue: '' }) || labels[key] || key;
    return typeTexts ? i18n.t(`traits.${key}`, { ns: `qt-${slug}`, defaultValue: fallback }) : fallback;
  };
  if (traits.length === 0) return null;
  return (
    <ul className="flex flex-col gap-1" aria-label={t('report.traits')} data-testid="trait-list">
      {traits.map((tr) => (
        <li key={tr.key} className="grid grid-cols-[minmax(8rem,14rem)_1fr_auto] items-center gap-3 text-sm" data-testid="trait" data-key={tr.key}>
          <span className="text-ink">{traitName(tr.key)}</span>
          <span className="h-2 overflow-hidden rounded-full bg-canvas" aria-hidden="true">
            {!tr.pending && <span className="block h-full rounded-full bg-primary-600" style={{ width: `${tr.max > 0 ? (100 * tr.score) / tr.max : 0}%` }} />}
          </span>
          <span className={`tabular-nums ${tr.pending ? 'text-warning-800' : 'text-muted'}`}>{tr.pending ? t('report.awaiting') : t('report.points', { score: tr.score, max: tr.max })}</span>
        </li>
      ))}
    </ul>
  );
}

export function ItemReview({ item }: { item: ReviewableItem }) {
  const { t } = useExamsTranslation();
  const def = questionType(item.slug);
  const ui = useQuestionTypeUi(def?.slug);
  const recording = recordingOf(item.response);
  const file = useProtectedFileUrl(recording);
  if (!def) return <Alert variant="info">{t('player.unknownType')}</Alert>;
  const content = def.schemas.content.safeParse(item.content);
  if (ui.status === 'loading') return <PageSpinner label={t('loading')} />;
  if (ui.status === 'error' || !content.success) return <Alert variant="info">{t('report.reviewUnavailable')}</Alert>;
  if (item.score === null || item.max === null) return <Alert variant="info">{t('report.withheld')}</Alert>;
  const response = item.response ?? def.emptyResponse(content.data);
  const result = { score: item.score, max: item.max, traits: item.traits, needsHuman: item.pending, parts: item.parts ?? [], measures: item.measures as Record<string, number | string | boolean | null> | undefined };
  return (
    <Suspense fallback={<PageSpinner label={t('loading')} />}>
      <div data-testid="item-review-body">
        <ui.ui.Review content={content.data} itemKey={item.key} response={response} result={result} mediaUrl={mediaUrlWith(recording, file.url)} />
      </div>
    </Suspense>
  );
}
