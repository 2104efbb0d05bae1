/** GET dashboard: the signed-in role's countings (server/modules/dashboard). */
import { queryOptions } from '@tanstack/react-query';
import { http, type ApiEnvelope } from '@kernel/http/client';

/** countings key -> count; which keys depends on the role */
export type Countings = Record<string, number>;

export const dashboardQuery = queryOptions({
  queryKey: ['dashboard'],
  queryFn: async () => (await http.get<ApiEnvelope<{ countings: Countings }>>('dashboard')).data.countings,
});
