import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { Button } from '../button';
import { DataList, type DataListProps, type ListQueryState, type SortState } from './data-list';
import { FilterPills } from './filter-pills';

/** The one list. Narrow the preview below 1150 px to see the rows as cards (sortable headers become chips). */
const meta: Meta = { title: 'UI kit/Data list', decorators: [(Story) => <MemoryRouter><Story /></MemoryRouter>] };
export default meta;

interface Answer {
  id: number;
  student: string;
  item: string;
  score: number;
  max: number;
  status: 'pending' | 'evaluated';
}

const ALL: Answer[] = Array.from({ length: 23 }, (_, i) => ({
  id: i + 1,
  student: ['Rina Das', 'Arif Hasan', 'Nadia Rahman', 'Tanvir Ahmed'][i % 4]!,
  item: `Essay ${i + 1}: ${['Cities', 'Climate', 'Work', 'Travel'][i % 4]}`,
  score: (i * 7) % 15,
  max: 15,
  status: i % 3 === 0 ? 'pending' : 'evaluated',
}));
const PER_PAGE = 5;

const state = (over: Partial<ListQueryState<Answer>>): ListQueryState<Answer> => ({ isPending: false, isError: false, isFetching: false, refetch: () => undefined, ...over });

/** A server's answer, made here: filtered, sorted and cut into pages as the API would. */
function serverPage(status: string, sort: SortState | null, page: number) {
  const rows = ALL.filter((a) => !status || a.status === status);
  if (sort) rows.sort((a, b) => String(a[sort.key as keyof Answer]).localeCompare(String(b[sort.key as keyof Answer]), 'en', { numeric: true }) * (sort.direction === 'asc' ? 1 : -1));
  return { items: rows.slice((page - 1) * PER_PAGE, page * PER_PAGE), meta: { current_page: page, per_page: PER_PAGE, total: rows.length, last_page: Math.max(1, Math.ceil(rows.length / PER_PAGE)) } };
}

const columns: DataListProps<Answer>['columns'] = [
  { key: 'student', header: 'Student', sortable: true, className: 'text-ink', cell: (a) => a.student },
  { key: 'item', header: 'Item', sortable: true, className: 'font-medium text-ink', cell: (a) => a.item },
  { key: 'score', header: 'Score', sortable: true, className: 'tabular-nums', cell: (a) => `${a.score} / ${a.max}` },
  { key: 'status', header: 'Status', cell: (a) => <span className={`rounded px-2 py-0.5 text-xs font-medium ${a.status === 'pending' ? 'bg-warning-50 text-warning-800' : 'bg-success-50 text-success-700'}`}>{a.status === 'pending' ? 'Pending' : 'Evaluated'}</span> },
];

function ListPageDemo() {
  const [status, setStatus] = useState('');
  const [sort, setSort] = useState<SortState | null>({ key: 'student', direction: 'asc' });
  const [page, setPage] = useState(1);
  return (
    <DataList
      title="Pending evaluation"
      intro="Answers waiting for a trainer, newest first."
      primaryAction={<Button>Export</Button>}
      filters={<FilterPills label="Status" options={[{ value: 'pending', label: 'Pending', count: 8 }, { value: 'evaluated', label: 'Evaluated', count: 15 }]} allCount={23} value={status} onChange={(s) => { setStatus(s); setPage(1); }} />}
      query={state({ data: serverPage(status, sort, page) })}
      columns={columns}
      rowKey={(a) => a.id}
      rowName={(a) => a.item}
      rowTestId="answer-row"
      rowMenu={(a) => [
        { key: 'open', label: 'Evaluate', to: `/answers/${a.id}` },
        { key: 'delete', label: 'Delete', danger: true, onSelect: () => undefined },
      ]}
      caption="Pending answers"
      empty={{ title: 'Nothing to evaluate', description: 'New answers appear here as students hand them in.' }}
      filtered={status !== ''}
      onClearFilters={() => setStatus('')}
      sort={sort}
      onSort={(s) => { setSort(s); setPage(1); }}
      onPage={setPage}
    />
  );
}

export const ListPage: StoryObj = { render: () => <ListPageDemo /> };

const base = { columns, rowKey: (a: Answer) => a.id, caption: 'Pending answers', onPage: () => undefined } as const;

export const InlineActionAndDetail: StoryObj = {
  render: () => (
    <DataList
      {...base}
      query={state({ data: serverPage('', null, 1) })}
      rowAction={(a) => <Button variant="secondary">{a.status === 'pending' ? 'Evaluate' : 'View'}</Button>}
      rowDetail={(a) => (a.id === 2 ? <p className="text-sm">Well organised; watch the spelling of “environment”.</p> : null)}
      empty={{}}
    />
  ),
};

export const Loading: StoryObj = { render: () => <DataList {...base} query={state({ isPending: true })} empty={{}} /> };

export const LoadError: StoryObj = { render: () => <DataList {...base} query={state({ isError: true })} loadFailed="The answers could not be loaded." empty={{}} /> };

export const Empty: StoryObj = {
  render: () => <DataList {...base} query={state({ data: serverPage('none', null, 1) })} empty={{ title: 'No students yet', description: 'Invite your first student to get started.', action: <Button>Invite a student</Button> }} />,
};

export const FilteredEmpty: StoryObj = {
  render: () => <DataList {...base} query={state({ data: serverPage('none', null, 1) })} empty={{}} filtered onClearFilters={() => undefined} />,
};
