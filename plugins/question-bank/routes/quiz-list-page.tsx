/**
 * The quiz items (UI.md list page, drawn by @ui/data-list): tabs beside the sections, filters in the URL (quiz type,
 * question type, status with a leading All, search), the bank's columns and row menu (components/item-rows.tsx) over GET quiz.
 */
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { withLeadingAll } from '@kernel/status/status-list';
import { DataList } from '@ui/data-list/data-list';
import { FilterForm } from '@ui/data-list/filter-form';
import { SelectField } from '@ui/select-field';
import { useAuth } from '@kernel/auth/auth-provider';
import { hasAnyPermission } from '@kernel/permissions/check';
import { SECTIONS, typesBySection } from '@question-types/registry';
import { QuestionTypeName, useQuestionTypeNames } from '@question-types/type-texts';
import { questionListQuery, quizTypesQuery } from '../api/questions-api';
import { hasFilters, QUIZ_FILTER_KEYS, quizFiltersFromParams, quizTypeOptions, statusOptions, typeOptions, withFilter, type FilterKey } from '../lib/filters';
import { SearchField, useItemActions, useItemColumns } from '../components/item-rows';
import { primaryLinkClass } from '../lib/link-styles';
import { useBankPaths } from '../lib/paths';
import { SectionTabs } from '../components/section-tabs';
import { useBankTranslation } from '../locales/texts';

/** every type, section by section: a quiz item may be of any type */
const ALL_TYPES = SECTIONS.flatMap((s) => typesBySection(s)).map((d) => ({ slug: d.slug, name: d.shortName }));

export default function QuizListPage() {
  const { t } = useBankTranslation();
  const typeNameOf = useQuestionTypeNames(ALL_TYPES.map((x) => x.slug));
  const paths = useBankPaths();
  const quiz = paths.quiz!;
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => quizFiltersFromParams(params), [params]);
  const { user } = useAuth();
  const can = (key: string) => hasAnyPermission(user, [key]);
  const [search, setSearch] = useState(params.get('search') ?? '');
  // the list does not wait for the quiz types: without them the filter offers only All and the column the id
  const quizTypes = useQuery(quizTypesQuery).data ?? [];
  const quizTypeLabels = quizTypeOptions(quizTypes, (key, o) => t(key, o));
  const quizTypeName = (id: number | null | undefined) => quizTypeLabels.find((o) => o.value === String(id))?.label ?? (id ? `#${id}` : '—');

  const setFilter = (key: FilterKey | 'page', value: string) => setParams(withFilter(params, key, value));

  const query = useQuery(questionListQuery(filters, 'quiz'));
  const columns = useItemColumns([
    { key: 'quiz_type', header: t('quiz.quizType'), cell: (q) => <span data-testid="row-quiz-type">{quizTypeName(q.quiz_type_id)}</span> },
    { key: 'type', header: t('table.type'), cell: (q) => <QuestionTypeName slug={q.question_type.slug} fallback={q.question_type.name} /> },
  ]);
  const { rowMenu, dialog } = useItemActions({
    endpoint: 'quiz',
    filters,
    links: (q) => ({ edit: quiz.edit(q.id) }),
    can,
    keys: { update: 'QUIZ_UPDATE', destroy: 'QUIZ_DESTROY' },
    labels: { deleteTitle: t('quiz.deleteTitle'), deleteBody: (title) => t('quiz.deleteBody', { title }), deleted: (title) => t('toast.deleted', { title }) },
  });
  const page = query.data?.meta.current_page ?? filters.page ?? 1;
  const last = Math.max(1, query.data?.meta.last_page ?? 1);

  return (
    <>
      <DataList
        title={t('quiz.title')}
        intro={t('quiz.subtitle')}
        primaryAction={
          can('QUIZ_STORE') && (
            <Link to={quiz.create} className={primaryLinkClass} data-testid="create-quiz">
              {t('quiz.create')}
            </Link>
          )
        }
        nav={<SectionTabs current="quiz" paths={paths} />}
        filters={
          <FilterForm label={t('filters.label')} columns={4} onSearch={() => setFilter('search', search.trim())}>
            <SelectField label={t('quiz.quizType')} name="quiz_type_id" value={params.get('quiz_type_id') ?? ''} options={withLeadingAll(quizTypeLabels, t('filters.all'))} onChange={(v) => setFilter('quiz_type_id', v)} />
            <SelectField label={t('filters.type')} name="type" value={params.get('type') ?? ''} options={typeOptions(ALL_TYPES, t('filters.all'), typeNameOf)} onChange={(v) => setFilter('type', v)} />
            <SelectField label={t('filters.status')} name="status" value={params.get('status') ?? ''} options={statusOptions(t)} onChange={(v) => setFilter('status', v)} />
            <SearchField value={search} current={params.get('search') ?? ''} onChange={setSearch} onCommit={(v) => setFilter('search', v)} />
          </FilterForm>
        }
        query={query}
        columns={columns}
        rowKey={(q) => q.id}
        rowName={(q) => q.title}
        rowTestId="question-row"
        rowMenu={rowMenu}
        tableTestId="question-table"
        caption={t('quiz.caption', { page, last })}
        loadFailed={t('quiz.loadFailed')}
        total={(count) => t('quiz.total', { count })}
        empty={{
          title: t('quiz.emptyTitle'),
          description: t('quiz.emptyDescription'),
          action: can('QUIZ_STORE') ? (
            <Link to={quiz.create} className={primaryLinkClass}>
              {t('quiz.create')}
            </Link>
          ) : undefined,
        }}
        filtered={hasFilters(params, QUIZ_FILTER_KEYS)}
        filteredEmptyTitle={t('list.emptyFiltered')}
        onClearFilters={() => {
          setSearch('');
          setParams(new URLSearchParams());
        }}
        onPage={(p) => setFilter('page', String(p))}
      />
      {dialog}
    </>
  );
}
