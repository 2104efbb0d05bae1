import { describe, expect, it } from 'vitest';
import { withLeadingAll } from './status-list';

describe('withLeadingAll', () => {
  const server = [
    { value: 'pending', label: 'Pending' },
    { value: 'canceled', label: 'Canceled' },
    { value: 'success', label: 'Success' },
    { value: 'completed', label: 'Completed' },
  ];
  it('puts All first and keeps the server order', () => {
    expect(withLeadingAll(server).map((s) => s.label)).toEqual(['All', 'Pending', 'Canceled', 'Success', 'Completed']);
    expect(withLeadingAll(server)[0]).toEqual({ value: '', label: 'All' });
  });
  it('never doubles All and copes with no list', () => {
    expect(withLeadingAll([{ value: 'all', label: 'All' }, ...server]).filter((s) => s.label === 'All')).toHaveLength(1);
    expect(withLeadingAll(undefined)).toEqual([{ value: '', label: 'All' }]);
    expect(withLeadingAll(server, 'সব')[0]!.label).toBe('সব');
  });
});
