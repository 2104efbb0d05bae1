// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { initTestI18n } from '@kernel/i18n/test-i18n';
import { DataList, type DataListProps, type ListQueryState } from './data-list';
import { FilterPills } from './filter-pills';

interface Student {
  id: number;
  name: string;
  score: number;
}

const rows: Student[] = [
  { id: 7, name: 'Rina Das', score: 65 },
  { id: 9, name: 'Arif Hasan', score: 72 },
];
const loaded = (items: Student[] = rows, page = 1): ListQueryState<Student> => ({
  data: { items, meta: { current_page: page, per_page: 2, total: 5, last_page: 3 } },
  isPending: false,
  isError: false,
  isFetching: false,
  refetch: vi.fn(),
});

function renderList(over: Partial<DataListProps<Student>> = {}) {
  const props: DataListProps<Student> = {
    query: loaded(),
    columns: [
      { key: 'name', header: 'Name', cell: (r) => r.name, sortable: true },
      { key: 'score', header: 'Score', cell: (r) => r.score, testId: 'row-score' },
    ],
    rowKey: (r) => r.id,
    rowName: (r) => r.name,
    rowTestId: 'student-row',
    caption: 'Students',
    empty: { title: 'No students yet', action: <a href="/invite">Invite a student</a> },
    onPage: vi.fn(),
    ...over,
  };
  render(
    <MemoryRouter>
      <DataList {...props} />
    </MemoryRouter>,
  );
  return props;
}

describe('the list', () => {
  beforeAll(() => initTestI18n());
  afterEach(cleanup);

  it('numbers the rows from 1 across pages and puts the page hooks on rows and cells', () => {
    renderList({ query: loaded(rows, 2), rowProps: (r) => ({ 'data-score': r.score }) });
    const table = screen.getByRole('table', { name: 'Students' });
    const found = within(table).getAllByTestId('student-row');
    expect(found.map((r) => r.querySelector('td')!.textContent)).toEqual(['3', '4']);
    expect(found.map((r) => r.getAttribute('data-id'))).toEqual(['7', '9']);
    expect(found[1]!.getAttribute('data-score')).toBe('72');
    expect(within(found[0]!).getByTestId('row-score').textContent).toBe('65');
    // each cell carries its column's name for the narrow (card) layout
    expect(within(found[0]!).getByTestId('row-score').getAttribute('data-label')).toBe('Score');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Sl', 'Name', 'Score']);
  });

  it('pages through the server with the meta (Previous off on page 1)', () => {
    const props = renderList();
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(screen.getByText('Total: 5')).toBeTruthy();
    expect((screen.getByTestId('page-previous') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(props.onPage).toHaveBeenCalledWith(2);
  });

  it('asks for a sort when a sortable header is pressed and tells the order to screen readers', () => {
    const onSort = vi.fn();
    renderList({ onSort, sort: { key: 'name', direction: 'asc' } });
    const name = screen.getByRole('columnheader', { name: /Name/ });
    expect(name.getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('columnheader', { name: 'Score' }).getAttribute('aria-sort')).toBeNull();
    fireEvent.click(within(name).getByRole('button'));
    expect(onSort).toHaveBeenCalledWith({ key: 'name', direction: 'desc' });
  });

  it('draws no sort control when the page does not sort', () => {
    renderList();
    expect(within(screen.getByRole('columnheader', { name: 'Name' })).queryByRole('button')).toBeNull();
  });

  it('opens a row menu from the keyboard, named after the row, with links and commands', async () => {
    const remove = vi.fn();
    renderList({ rowMenu: (r) => [{ key: 'edit', label: 'Edit', to: `/students/${r.id}/edit` }, { key: 'delete', label: 'Delete', danger: true, onSelect: () => remove(r.id) }] });
    const button = screen.getByRole('button', { name: 'Actions for Arif Hasan' });
    fireEvent.keyDown(button, { key: 'Enter' });
    await waitFor(() => expect(document.querySelector('[data-action="delete"]')).not.toBeNull());
    expect(document.querySelector('[data-action="edit"]')!.getAttribute('href')).toBe('/students/9/edit');
    fireEvent.click(document.querySelector('[data-action="delete"]')!);
    expect(remove).toHaveBeenCalledWith(9);
  });

  it('draws an inline action and a detail row under its row', () => {
    renderList({ rowAction: (r) => <a href={`/r/${r.id}`}>Open</a>, rowDetail: (r) => (r.id === 9 ? <p>Feedback for Arif</p> : null) });
    expect(screen.getAllByRole('link', { name: 'Open' })).toHaveLength(2);
    expect(screen.getByText('Feedback for Arif').closest('td')!.getAttribute('colspan')).toBe('4');
    expect(screen.getAllByRole('row')).toHaveLength(1 + 2 + 1);
  });

  it('shows skeletons while the first page loads', () => {
    renderList({ query: { isPending: true, isError: false, isFetching: true, refetch: vi.fn() } });
    expect(screen.getByTestId('list-skeleton').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the load error with a retry that fetches again', () => {
    const refetch = vi.fn();
    renderList({ query: { isPending: false, isError: true, isFetching: false, refetch }, loadFailed: 'The students could not be loaded.' });
    expect(screen.getByText('The students could not be loaded.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('shows the empty state with the next step, or the clear-filters step when filters hid everything', () => {
    renderList({ query: loaded([]) });
    expect(screen.getByText('No students yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Invite a student' })).toBeTruthy();
    cleanup();
    const onClearFilters = vi.fn();
    renderList({ query: loaded([]), filtered: true, onClearFilters });
    expect(screen.getByText('Nothing matches these filters.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClearFilters).toHaveBeenCalledOnce();
  });

  it('frames a page: heading, intro, primary action, tabs and filters above the states', () => {
    renderList({ title: 'Students', intro: 'Everyone in your centre', primaryAction: <button type="button">Invite</button>, filters: <form role="search" aria-label="Filters" />, testId: 'students' });
    expect(screen.getByRole('heading', { level: 1, name: 'Students' })).toBeTruthy();
    expect(screen.getByRole('search', { name: 'Filters' })).toBeTruthy();
    expect(within(screen.getByTestId('students')).getByRole('table')).toBeTruthy();
  });
});

describe('the filter pills', () => {
  beforeAll(() => initTestI18n());
  afterEach(cleanup);

  it('lead with All, press the filter in force and send the value chosen', () => {
    const onChange = vi.fn();
    render(<FilterPills label="Status" value="pending" onChange={onChange} options={[{ value: 'pending', label: 'Pending', count: 4 }, { value: 'done', label: 'Done' }]} optionTestId="status-tab" />);
    const buttons = within(screen.getByRole('group', { name: 'Status' })).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['All', 'Pending4', 'Done']);
    expect(buttons.map((b) => b.getAttribute('aria-pressed'))).toEqual(['false', 'true', 'false']);
    expect(buttons[0]!.getAttribute('data-value')).toBe('all');
    fireEvent.click(buttons[0]!);
    expect(onChange).toHaveBeenCalledWith('');
  });
});
