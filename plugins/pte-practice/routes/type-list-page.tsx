/**
 * The items of one type a student can practise (GET questions?type=), in the one list (@ui/data-list), each with its
 * source and "Practise". The platform's copy of an item and the centre's own may share a title: the source tells them apart.
 */
import { Link, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@ui/alert';
import { DataList } from '@ui/data-list/data-list';
import { Badge } from '@ui/badge';
import { useAuth } from '@kernel/auth/auth-provider';
import { questionType } from '@question-types/registry';
import { useQuestionTypeName } from '@question-types/type-texts';
import { practiceListQuery, type PracticeItem } from '../api/practice-api';
import { usePracticeTranslation } from '../locales/texts';
import { StudyGuides } from '../components/study-guides';

export default function TypeListPage() {
  const { t } = usePracticeTranslation();
  const { section = '', type = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const def = questionType(type);
  const typeName = useQuestionTypeName(def?.slug);
  const query = useQuery({ ...practiceListQuery(type, page), enabled: !!def });
  const setPage = (p: number) => setParams(p > 1 ? { page: String(p) } : {});
  const { user } = useAuth();
  const sourceOf = (q: PracticeItem) => (q.is_platform ? t('typeList.platform') : user?.organization?.name || t('typeList.yourCentre'));

  if (!def) return <Alert variant="error">{t('player.unknownType')}</Alert>;
  return (
    <div className="flex flex-col gap-5">
      <nav aria-label={t('typeList.breadcrumb')} className="text-sm text-muted">
        <Link to="/student/pte-practice/list" className="hover:underline">
          {t('list.title')}
        </Link>{' '}
        / {t(`sections.${section}`, { defaultValue: section })}
      </nav>
      <StudyGuides slug={def.slug} />
      <DataList
        title={typeName}
        query={query}
        columns={[
          { key: 'title', header: t('typeList.title'), className: 'font-medium text-ink', cell: (q) => q.title },
          {
            key: 'source',
            header: t('typeList.source'),
            testId: 'practice-source',
            cell: (q) => (q.is_platform ? <Badge tone="primary">{sourceOf(q)}</Badge> : <span className="text-muted">{sourceOf(q)}</span>),
          },
        ]}
        rowKey={(q) => q.id}
        rowName={(q) => q.title}
        rowTestId="practice-row"
        rowAction={(q) => (
          <Link to={`/student/pte-practice/${type}/pte/${q.id}`} className="inline-flex min-h-9 items-center rounded-md bg-primary-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-primary-700" data-testid="practise" aria-label={t('typeList.practiseItemFrom', { title: q.title, source: sourceOf(q) })}>
            {t('typeList.practise')}
          </Link>
        )}
        tableTestId="practice-table"
        caption={typeName}
        loadFailed={t('typeList.loadFailed')}
        empty={{
          title: t('typeList.emptyTitle'),
          description: t('typeList.emptyDescription'),
          action: (
            <Link to="/student/pte-practice/list" className="text-sm font-medium text-primary-700 hover:underline">
              {t('typeList.otherTypes')}
            </Link>
          ),
        }}
        onPage={setPage}
      />
    </div>
  );
}
