/**
 * /job-circular/{jobCircularId}: the public, shareable page of a circular (docs/product-spec.md §14): who is hiring,
 * what for, the facts and the description, and Apply, which opens the application's first step. A circular past
 * its deadline says "Applications closed"; an inactive or unknown one is not found.
 */
// outside the role layout: the page brings the stylesheet and the query client itself
import '../../../src/styles/app.css';
import { Link, useParams } from 'react-router';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { queryClient } from '@kernel/http/query-client';
import { HttpError } from '@kernel/http/client';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { PageSpinner } from '@ui/spinner';
import { PlainText } from '@ui/plain-text';
import { publicCircularQuery } from '../api/application-api';
import { CircularFacts } from '../components/circular-facts';
import { addressOf } from '../lib/application';
import { useJobsTranslation } from '../locales/texts';

export default function PublicCircularPage() {
  return (
    <QueryClientProvider client={queryClient}>
      <PublicCircular />
    </QueryClientProvider>
  );
}

const linkButton =
  'inline-flex min-h-10 items-center rounded-md bg-primary-600 px-4 py-2 text-sm font-medium text-white hover:bg-primary-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600';

function PublicCircular() {
  const { t } = useJobsTranslation();
  const { jobCircularId = '' } = useParams();
  const valid = /^\d{1,10}$/.test(jobCircularId);
  const query = useQuery({ ...publicCircularQuery(jobCircularId), enabled: valid });

  if (valid && query.isPending) return <PageSpinner label={t('public.loading')} />;
  if (!valid || query.isError) {
    const missing = !valid || (query.error instanceof HttpError && query.error.status === 404);
    return (
      <div className="flex flex-col items-start gap-3" data-testid="circular-missing">
        <h1 className="text-2xl font-semibold text-ink">{t('public.missingTitle')}</h1>
        <Alert variant={missing ? 'info' : 'error'}>{missing ? t('public.missing') : t('public.loadFailed')}</Alert>
        {!missing && (
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        )}
      </div>
    );
  }
  const c = query.data!;
  return (
    <article className="flex flex-col gap-5" data-testid="public-circular" data-open={c.open ? 'true' : 'false'}>
      <header className="flex flex-col gap-1">
        <p className="text-sm text-muted">{t('public.hiring', { name: c.organization_name })}</p>
        <h1 className="text-2xl font-semibold text-ink">{c.title}</h1>
        <p className="text-ink">{c.job_position}</p>
      </header>
      {c.open ? (
        <div>
          <Link to={addressOf('basic-information', null, c.id)} className={linkButton} data-testid="apply">
            {t('public.apply')}
          </Link>
        </div>
      ) : (
        <Alert variant="warning">
          <span data-testid="applications-closed">{t('public.closed')}</span>
        </Alert>
      )}
      <section className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4" aria-labelledby="circular-facts-title">
        <h2 id="circular-facts-title" className="text-lg font-semibold text-ink">
          {t('public.facts')}
        </h2>
        <CircularFacts position={c.job_position} postingDate={c.posting_date} detail={c.job_circular_detail} currency={c.currency} />
      </section>
      {c.description.trim() !== '' && (
        <section className="flex flex-col gap-2" aria-labelledby="circular-description-title">
          <h2 id="circular-description-title" className="text-lg font-semibold text-ink">
            {t('public.description')}
          </h2>
          <PlainText text={c.description} frameTitle={c.title} />
        </section>
      )}
      {c.job_circular_detail.restrictions.trim() !== '' && (
        <section className="flex flex-col gap-2" aria-labelledby="circular-restrictions-title">
          <h2 id="circular-restrictions-title" className="text-lg font-semibold text-ink">
            {t('public.restrictions')}
          </h2>
          <PlainText text={c.job_circular_detail.restrictions} frameTitle={c.title} />
        </section>
      )}
      {c.questions.length > 0 && <p className="text-sm text-muted">{t('public.questions', { count: c.questions.length })}</p>}
      {c.open && (
        <div>
          <Link to={addressOf('basic-information', null, c.id)} className={linkButton}>
            {t('public.apply')}
          </Link>
        </div>
      )}
    </article>
  );
}
