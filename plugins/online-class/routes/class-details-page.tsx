/**
 * One class, read-only: its modules (chapters link to their details), its description (with FAQs and where it is
 * mapped) and why it matters. Three addresses, one page; the coaching owner has the modules page only, without Edit.
 */
import { useLocation, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@ui/alert';
import { ListLoadError } from '@ui/table-states';
import { PageSpinner } from '@ui/spinner';
import { classQuery, type ClassDetail } from '../api/authoring';
import { toDraft } from '../lib/record';
import { ClassHeader } from '../components/class-header';
import { ClassOutline } from '../components/class-outline';
import { DetailsTabs, useStaffPaths, type DetailsTab } from '../components/staff';
import { useOnlineClassTranslation } from '../locales/texts';

export default function ClassDetailsPage() {
  const { t } = useOnlineClassTranslation();
  const { id } = useParams();
  const { pathname } = useLocation();
  const classId = Number(id);
  const tab: DetailsTab = pathname.endsWith('/class-description') ? 'class-description' : pathname.endsWith('/why-importants') ? 'why-importants' : 'modules';
  const query = useQuery({ ...classQuery(classId), enabled: Number.isInteger(classId) && classId > 0 });
  if (!Number.isInteger(classId) || classId <= 0) return <Alert variant="error">{t('details.notFound')}</Alert>;
  if (query.isPending) return <PageSpinner label={t('common.loading')} />;
  if (query.isError)
    return <ListLoadError message={t('details.loadFailed')} retryLabel={t('common.retry')} onRetry={() => void query.refetch()} busy={query.isFetching} />;
  const c = query.data;
  return (
    <div className="flex flex-col gap-5" data-testid="class-details" data-tab={tab}>
      <ClassHeader c={c} />
      <DetailsTabs classId={c.id} current={tab} />
      {tab === 'modules' && <ModulesTab c={c} />}
      {tab === 'class-description' && <DescriptionTab c={c} />}
      {tab === 'why-importants' && <WhyTab c={c} />}
    </div>
  );
}

function ModulesTab({ c }: { c: ClassDetail }) {
  const { t } = useOnlineClassTranslation();
  const { paths, author } = useStaffPaths();
  return (
    <section className="flex flex-col gap-3" aria-labelledby="class-modules">
      <h2 id="class-modules" className="text-lg font-semibold text-ink">
        {t('details.modules')}
      </h2>
      {!author && c.description && <p className="whitespace-pre-line text-sm text-ink">{c.description}</p>}
      <ClassOutline modules={toDraft(c).modules ?? []} chapterLink={(_m, chapterId) => `${paths.chapter(chapterId)}?class=${c.id}`} />
    </section>
  );
}

function DescriptionTab({ c }: { c: ClassDetail }) {
  const { t } = useOnlineClassTranslation();
  const names = (xs: { name: string }[]) => (xs.length === 0 ? t('details.none') : xs.map((x) => x.name).join(', '));
  return (
    <section className="flex flex-col gap-4" aria-labelledby="class-description">
      <h2 id="class-description" className="text-lg font-semibold text-ink">
        {t('details.description')}
      </h2>
      <p className="whitespace-pre-line text-sm text-ink">{c.description || t('details.none')}</p>
      <dl className="grid gap-2 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="font-medium text-muted">{t('mapping.courses')}</dt>
        <dd className="text-ink">{names(c.courses)}</dd>
        <dt className="font-medium text-muted">{t('mapping.packages')}</dt>
        <dd className="text-ink">{names(c.packages)}</dd>
        <dt className="font-medium text-muted">{t('mapping.groups')}</dt>
        <dd className="text-ink">{names(c.groups)}</dd>
      </dl>
      <h3 className="text-base font-semibold text-ink">{t('details.faqs')}</h3>
      {c.faqs.length === 0 ? (
        <p className="text-sm text-muted">{t('faq.empty')}</p>
      ) : (
        <dl className="flex flex-col gap-3">
          {c.faqs.map((f) => (
            <div key={f.id}>
              <dt className="text-sm font-medium text-ink">{f.question}</dt>
              <dd className="whitespace-pre-line text-sm text-muted">{f.answer}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

function WhyTab({ c }: { c: ClassDetail }) {
  const { t } = useOnlineClassTranslation();
  return (
    <section className="flex flex-col gap-3" aria-labelledby="class-why">
      <h2 id="class-why" className="text-lg font-semibold text-ink">
        {t('details.whyImportants')}
      </h2>
      {c.why_important.length === 0 ? (
        <p className="text-sm text-muted">{t('details.none')}</p>
      ) : (
        <ul className="list-disc pl-5 text-sm text-ink">
          {c.why_important.map((p, i) => (
            <li key={i}>{p}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
