/**
 * A row change shown at once in a cached list page ({ items }) and rolled back if the server refuses: the pattern of
 * every list's status, approval and publish toggles, so a slow answer never makes the toggle feel stuck.
 */
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

type WithItems<Row> = { items: Row[] };

export function useOptimisticRowPatch<Row extends { id: unknown }, Change extends object>({ queryKey, send, onStart, onSettled }: {
  /** the cached list page the row is in */
  queryKey: QueryKey;
  send: (item: Row, change: Change) => Promise<unknown>;
  /** before the change shows (e.g. to close the dialog that asked for it) */
  onStart?: () => void;
  /** after the answer, either way (e.g. to refetch the lists) */
  onSettled: () => unknown;
}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ item, change }: { item: Row; change: Change }) => send(item, change),
    onMutate: async ({ item, change }) => {
      onStart?.();
      await client.cancelQueries({ queryKey });
      const previous = client.getQueryData<WithItems<Row>>(queryKey);
      if (previous) client.setQueryData<WithItems<Row>>(queryKey, { ...previous, items: previous.items.map((x) => (x.id === item.id ? { ...x, ...change } : x)) });
      return { previous };
    },
    onError: (_e, _v, context) => {
      if (context?.previous) client.setQueryData(queryKey, context.previous);
    },
    onSettled: () => onSettled(),
  });
}
