/** The question bank's index: the four sections, each type with its number of items, the quiz items and "Create question". */
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { Skeleton } from '@ui/spinner';
import { useAuth } from '@kernel/auth/auth-provider';
import { hasAnyPermission } from '@kernel/permissions/check';
import { typesBySection } from '@question-types/registry';
import { QuestionTypeName } from '@question-types/type-texts';
import { typeCountsQuery } from '../api/questions-api';
import { primaryLinkClass, secondaryLinkClass } from '../lib/link-styles';
import { SECTIONS } from '../lib/paths';
import { useBankPaths } from '../lib/paths';
import { useBankTranslation } from '../locales/texts';

export default function IndexPage() {
  const { t } = useBankTranslation();
  const paths = useBankPaths();
  const query = useQuery(typeCountsQuery);
  const { user } = useAuth();
  const counts = new Map((query.data ?? []).map((c) => [c.slug, c.questions_count]));

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-ink">{t('index.title')}</h1>
          <p className="text-muted">{t('index.subtitle')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {paths.quiz && (
            <Link to={paths.quiz.list} data-testid="quiz-items" className={secondaryLinkClass}>
              {t('index.quizItems')}
            </Link>
          )}
          {hasAnyPermission(user, ['QUESTION_STORE']) && (
            <Link to={paths.create()} data-testid="create-question" className={primaryLinkClass}>
              {t('index.create')}
            </Link>
          )}
        </div>
      </header>
      {query.isError && (
        <div className="flex flex-col items-start gap-3">
          <Alert variant="error">{t('index.loadFailed')}</Alert>
          <Button variant="secondary" onClick={() => void query.refetch()} busy={query.isFetching}>
            {t('retry')}
          </Button>
        </div>
      )}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        {SECTIONS.map((s) => {
          const total = typesBySection(s).reduce((n, d) => n + (counts.get(d.slug) ?? 0), 0);
          return (
            <section key={s} aria-labelledby={`section-${s}`} className="flex flex-col gap-3 rounded-card border border-line bg-surface p-5" data-testid="bank-section" data-section={s}>
              <div className="flex items-baseline justify-between gap-2">
                <h2 id={`section-${s}`} className="text-lg font-semibold text-ink">
                  <Link to={paths.list(s)} className="hover:underline" aria-label={t('index.open', { section: t(`sections.${s}`) })}>
                    {t(`sections.${s}`)}
                  </Link>
                </h2>
                {query.isPending ? <Skeleton className="h-5 w-16" /> : <span className="text-sm text-muted">{t('index.items', { count: total })}</span>}
              </div>
              <ul className="flex flex-col divide-y divide-line">
                {typesBySection(s).map((d) => (
                  <li key={d.slug} className="flex items-center justify-between gap-2 py-2 text-sm" data-testid="type-count" data-slug={d.slug}>
                    <Link to={paths.list(s, d.slug)} className="text-ink hover:underline">
                      <QuestionTypeName slug={d.slug} />
                    </Link>
                    {query.isPending ? <Skeleton className="h-4 w-8" /> : <span className="tabular-nums text-muted">{counts.get(d.slug) ?? 0}</span>}
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </div>
  );
}
