import { defineRoute } from '../../kernel/route.ts';
import { DashboardData } from './contracts.ts';
import { showDashboard } from './service.ts';

export const dashboardRoutes = [
  defineRoute({
    method: 'get', path: '/dashboard', summary: 'Countings for the signed-in role', tags: ['dashboard'], auth: 'auth',
    permission: 'DASHBOARD_INDEX', response: DashboardData,
    handler: async ({ ctx }) => ({ data: await showDashboard({ ctx, input: undefined }) }),
  }),
];
