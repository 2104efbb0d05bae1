// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useOptimisticRowPatch } from './optimistic-row';

type Row = { id: number; status: string };
const KEY = ['rows', 1];

function setup(send: (row: Row, change: Partial<Row>) => Promise<unknown>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  client.setQueryData(KEY, { items: [{ id: 1, status: 'active' }, { id: 2, status: 'active' }] });
  const onSettled = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useOptimisticRowPatch<Row, Partial<Row>>({ queryKey: KEY, send, onSettled }), { wrapper });
  const rows = () => (client.getQueryData(KEY) as { items: Row[] }).items;
  return { result, rows, onSettled };
}

describe('useOptimisticRowPatch', () => {
  it('shows the change at once and keeps it when the server agrees', async () => {
    let answer!: () => void;
    const { result, rows, onSettled } = setup(() => new Promise((ok) => (answer = () => ok(null))));
    act(() => result.current.mutate({ item: { id: 1, status: 'active' }, change: { status: 'inactive' } }));
    await waitFor(() => expect(rows()[0]!.status).toBe('inactive'));
    expect(rows()[1]!.status).toBe('active');
    await act(async () => answer());
    await waitFor(() => expect(onSettled).toHaveBeenCalled());
    expect(rows()[0]!.status).toBe('inactive');
  });

  it('rolls the row back when the server refuses', async () => {
    const { result, rows, onSettled } = setup(async () => {
      throw new Error('refused');
    });
    act(() => result.current.mutate({ item: { id: 1, status: 'active' }, change: { status: 'inactive' } }));
    await waitFor(() => expect(onSettled).toHaveBeenCalled());
    expect(rows()[0]!.status).toBe('active');
  });
});
