/** GET dashboard: the signed-in role's countings (server/modules/dashboard). */
import { queryOptions } from '@tanstack/react-query';
import { http, type ApiEnvelope } from '@kernel/http/client';

import type { DashboardData, Trends } from '@server/modules/dashboard/contracts.ts';

export type { Trends };
/** countings key -> count; which keys depends on the role */
export type Countings = DashboardData['countings'];

/** One request for the page: the counts card and the trends card select their part. */
export const dashboardQuery = queryOptions({
  queryKey: ['dashboard'],
  queryFn: async () => (await http.get<ApiEnvelope<DashboardData>>('dashboard')).data,
});
