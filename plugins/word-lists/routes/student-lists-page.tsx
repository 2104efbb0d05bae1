/**
 * The student's word lists at /student/word-list: the lists given to their groups, the ones public to the centre's
 * students and the platform's public lists (GET word-lists answers only those to a student), each with their own
 * flash-card progress and a Practise link to /student/word-list/{id}.
 */
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { DataList, type DataListColumn } from '@ui/data-list/data-list';
import { FilterForm } from '@ui/data-list/filter-form';
import { useSearchDraft } from '@ui/data-list/search-draft';
import { TextField } from '@ui/text-field';
import { wordListsQuery, type WordList } from '../api/word-lists-api';
import { filtersFromParams, hasFilters, withFilter } from '../lib/filters';
import { ProgressBar } from '../components/progress-bar';
import { useWordListsTranslation } from '../locales/texts';

export default function StudentListsPage() {
  const { t } = useWordListsTranslation();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const setFilter = (key: string, value: string) => setParams(withFilter(params, key, value));
  const search = useSearchDraft(params.get('search') ?? '', (v) => setFilter('search', v));
  const query = useQuery(wordListsQuery(filters));

  const columns: DataListColumn<WordList>[] = [
    {
      key: 'title',
      header: t('list.columns.title'),
      cell: (l) => (
        <div className="flex flex-col">
          <span className="font-medium text-ink" data-testid="word-list-title">
            {l.title}
          </span>
          {l.description && <span className="text-xs text-muted">{l.description}</span>}
        </div>
      ),
    },
    { key: 'words', header: t('list.columns.words'), cell: (l) => l.words_count },
    {
      key: 'progress',
      header: t('list.columns.progress'),
      cell: (l) => (l.progress ? <ProgressBar progress={l.progress} /> : null),
    },
  ];

  const page = query.data?.meta.current_page ?? filters.page ?? 1;
  const last = Math.max(1, query.data?.meta.last_page ?? 1);

  return (
    <DataList
      title={t('student.title')}
      intro={t('student.intro')}
      filters={
        <FilterForm label={t('filters.label')} columns={3} onSearch={search.commit}>
          <TextField label={t('filters.search')} {...search.field} placeholder={t('filters.searchPlaceholder')} />
        </FilterForm>
      }
      query={query}
      columns={columns}
      rowKey={(l) => l.id}
      rowName={(l) => l.title}
      rowTestId="word-list-row"
      rowAction={(l) =>
        l.words_count > 0 ? (
          <Link
            to={`/student/word-list/${l.id}`}
            data-testid="practise-list"
            className="inline-flex min-h-10 items-center rounded-md bg-primary-600 px-4 py-2 text-sm font-medium text-white hover:bg-primary-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
          >
            {t('student.practise')}
          </Link>
        ) : null
      }
      caption={t('list.caption', { page, last })}
      loadFailed={t('list.loadFailed')}
      total={(count) => t('list.total', { count })}
      empty={{ title: t('student.emptyTitle'), description: t('student.emptyDescription') }}
      filtered={hasFilters(params)}
      filteredEmptyTitle={t('filters.emptyFiltered')}
      onClearFilters={() => {
        search.clear();
        setParams(new URLSearchParams());
      }}
      onPage={(p) => setFilter('page', String(p))}
    />
  );
}
