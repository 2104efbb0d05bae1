/**
 * The typed search of a list page: a draft the field shows, committed to the page's filter (the URL) on Enter (the
 * FilterForm's submit) or when the field is left, and only when it differs from what is committed.
 *
 * @example
 *   const search = useSearchDraft(params.get('search') ?? '', (v) => setFilter('search', v));
 *   <FilterForm onSearch={search.commit}><TextField label="Search" {...search.field} /></FilterForm>
 */
import { useState, type ChangeEvent } from 'react';

export function useSearchDraft(committed: string, onCommit: (value: string) => void) {
  const [draft, setDraft] = useState(committed);
  const commit = () => {
    if (draft.trim() !== committed) onCommit(draft.trim());
  };
  return {
    commit,
    /** empties the field (the page clears its filters itself) */
    clear: () => setDraft(''),
    field: {
      name: 'search',
      type: 'search' as const,
      value: draft,
      onChange: (e: ChangeEvent<HTMLInputElement>) => setDraft(e.target.value),
      onBlur: commit,
    },
  };
}
