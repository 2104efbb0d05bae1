/**
 * A submitted sheet's PTE-style score report (docs/pte-rules.md §3.15, §4): GET result-cards/{id} for the estimated
 * overall and the four communicative skills (drawn on 10-90), the points and the evaluation state; GET
 * answer-sheets/{id} for each item's content, response, key and score, shown with the type's Review.
 * Variants: `report` (the result page), `details` (every item with its traits and Review), `short` (a compact
 * summary: the chart and a table of item scores).
 */
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { bn as bnLocale } from 'date-fns/locale/bn';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { DataList, wholeList } from '@ui/data-list/data-list';
import { PageSpinner } from '@ui/spinner';
import { ReviewAids } from '@ui/review-aids';
import { formatDisplayDate } from '@kernel/dates/format';
import { QuestionTypeName } from '@question-types/type-texts';
import { answerSheetQuery, resultCardQuery, type AnswerSheet, type ResultCard, type SheetItem } from '../api/exams-api';
import { ItemErrorBoundary } from './error-boundary';
import { ItemReview, ItemScore, TraitList } from './item-review';
import { ScoreChart } from './score-chart';
import { useExamsTranslation } from '../locales/texts';

export type ResultVariant = 'report' | 'details' | 'short';

const linkClass = 'inline-flex min-h-10 items-center rounded-md border border-line bg-surface px-4 py-2 text-sm text-ink hover:bg-canvas focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600';

export function ResultView({ id, variant }: { id: string; variant: ResultVariant }) {
  const { t } = useExamsTranslation();
  const card = useQuery({ ...resultCardQuery(id), refetchOnWindowFocus: true });
  const sheet = useQuery({ ...answerSheetQuery(id), enabled: variant !== 'short' });

  if (card.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert variant="error">{t('report.loadFailed')}</Alert>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => void card.refetch()} busy={card.isFetching}>
            {t('retry')}
          </Button>
          <Link to="/student/result" className={linkClass}>
            {t('results.back')}
          </Link>
        </div>
      </div>
    );
  }
  if (card.isPending) return <PageSpinner label={t('loading')} />;
  return <Report card={card.data} sheet={sheet.data} sheetState={variant === 'short' ? 'off' : sheet.isError ? 'error' : sheet.isPending ? 'loading' : 'ready'} variant={variant} id={id} refresh={() => void Promise.all([card.refetch(), sheet.refetch()])} refreshing={card.isFetching} />;
}

function Report({ card, sheet, sheetState, variant, id, refresh, refreshing }: { card: ResultCard; sheet?: AnswerSheet; sheetState: 'off' | 'error' | 'loading' | 'ready'; variant: ResultVariant; id: string; refresh(): void; refreshing: boolean }) {
  const { t, i18n } = useExamsTranslation();
  const locale = i18n.language === 'bn' ? bnLocale : undefined;
  const awaiting = card.evaluation_status === 'awaiting' || card.pending_items > 0;
  const byQuestion = new Map<string, SheetItem>((sheet?.items ?? []).map((it) => [String(it.question_id), it]));
  const items = [...card.items].sort((a, b) => a.position - b.position);
  const mode = card.mode === 'mock' ? 'mock' : card.mode === 'quiz' ? 'quiz' : 'practice';

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-5" data-testid="result-page" data-variant={variant} data-evaluation={card.evaluation_status}>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <p className="text-sm text-muted">{t(`results.modes.${mode}`)}</p>
          <h1 className="text-2xl font-semibold text-ink">{t(variant === 'short' ? 'report.shortTitle' : 'report.title', { title: card.title })}</h1>
          {card.submitted_at && <p className="text-sm text-muted">{t('report.submittedAt', { date: formatDisplayDate(card.submitted_at, locale) })}</p>}
        </div>
        {awaiting && (
          <Button variant="secondary" onClick={refresh} busy={refreshing} data-testid="refresh-result">
            {t('report.refresh')}
          </Button>
        )}
      </header>

      <section aria-labelledby="overall-heading" className="flex flex-col gap-4 rounded-card border border-line bg-surface p-4">
        <div className="flex flex-wrap items-end gap-6">
          <div className="flex flex-col">
            <h2 id="overall-heading" className="text-sm font-medium text-muted">
              {t('report.overallScore')}
            </h2>
            <p className="text-4xl font-bold text-primary-800 tabular-nums" data-testid="overall-score" data-score={card.overall ?? ''}>
              {card.overall ?? '–'}
            </p>
          </div>
          <p className="text-sm text-muted" data-testid="points">
            {t('report.pointsTotal', { earned: card.points.earned, possible: card.points.possible })}
          </p>
        </div>
        <ScoreChart overall={card.overall} skills={card.skills} estimated={card.estimated !== false} />
        <p className="text-xs text-muted">{t('report.estimatedNote')}</p>
        {awaiting && (
          <Alert variant="warning">
            <span data-testid="awaiting-note">{t('report.awaitingNote', { count: card.pending_items })}</span>
          </Alert>
        )}
      </section>

      {variant === 'short' ? (
        <section aria-labelledby="items-heading" className="flex flex-col gap-2">
          <h2 id="items-heading" className="text-lg font-semibold text-ink">
            {t('report.items')}
          </h2>
          <DataList
            query={wholeList(items)}
            columns={[
              {
                key: 'title',
                header: t('report.itemType'),
                cell: (it) => (
                  <>
                    <span className="text-ink">{it.title}</span>
                    <span className="block text-xs text-muted"><QuestionTypeName slug={it.slug} fallback={it.slug} /></span>
                  </>
                ),
              },
              { key: 'score', header: t('report.score'), cell: (it) => <ItemScore score={it.score} max={it.max} pending={it.status === 'pending'} /> },
            ]}
            rowKey={(it) => it.position}
            rowTestId="result-item"
            rowProps={(it) => ({ 'data-status': it.status })}
            tableTestId="short-items"
            caption={t('report.items')}
            empty={{}}
            onPage={() => undefined}
          />
        </section>
      ) : (
        <section aria-labelledby="items-heading" className="flex flex-col gap-3">
          <h2 id="items-heading" className="text-lg font-semibold text-ink">
            {t('report.items')}
          </h2>
          {sheetState === 'error' && <Alert variant="info">{t('report.sheetUnavailable')}</Alert>}
          {sheetState === 'loading' && <PageSpinner label={t('loading')} />}
          <ol className="flex flex-col gap-3">
            {items.map((it, i) => {
              const full = byQuestion.get(String(it.question_id));
              const pending = it.status === 'pending';
              return (
                <li key={it.position} className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4" data-testid="result-item" data-status={it.status}>
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <h3 className="font-medium text-ink">
                      <span className="mr-2 text-muted tabular-nums">{i + 1}.</span>
                      {it.title}
                      <span className="ml-2 text-xs text-muted"><QuestionTypeName slug={it.slug} fallback={it.slug} /></span>
                    </h3>
                    <ItemScore score={it.score} max={it.max} pending={pending} />
                  </div>
                  {variant === 'details' && full?.traits && <TraitList traits={full.traits} slug={it.slug} />}
                  {full && (
                    <details open={variant === 'details'} className="group">
                      <summary className="cursor-pointer text-sm font-medium text-primary-700">{t('report.showReview')}</summary>
                      <div className="pt-3">
                        <ItemErrorBoundary fallback={<Alert variant="info">{t('report.reviewUnavailable')}</Alert>}>
                          <ItemReview
                            item={{ slug: it.slug, content: full.content, key: full.key ?? null, response: full.response, score: full.score ?? it.score, max: full.max ?? it.max, traits: full.traits ?? [], parts: full.parts, pending, measures: full.measures }}
                          />
                        </ItemErrorBoundary>
                        {/* the default explanation and sample answer, once the delivery policy reveals them (after the hand-in) */}
                        {(full.explanation || full.sample_answer) && (
                          <div className="mt-3 flex flex-col gap-3" data-testid="item-aids">
                            <ReviewAids attempt={full} headingLevel={4} />
                          </div>
                        )}
                      </div>
                    </details>
                  )}
                </li>
              );
            })}
          </ol>
        </section>
      )}

      <nav className="flex flex-wrap gap-2" aria-label={t('report.more')}>
        <Link to="/student/result" className={linkClass} data-testid="back-to-results">
          {t('results.back')}
        </Link>
        {variant !== 'details' && (
          <Link to={`/student/details-result/evaluation/${id}`} className={linkClass} data-testid="details-link">
            {t('report.details')}
          </Link>
        )}
        {variant !== 'short' && (
          <Link to={`/student/short-result/evaluation/${id}`} className={linkClass} data-testid="short-link">
            {t('report.short')}
          </Link>
        )}
      </nav>
    </div>
  );
}
