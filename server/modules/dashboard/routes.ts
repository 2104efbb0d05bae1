import { z } from 'zod';
import { defineRoute } from '../../kernel/route.ts';
import { showDashboard } from './service.ts';

const DashboardData = z.object({ countings: z.record(z.string(), z.number()) });

export const dashboardRoutes = [
  defineRoute({
    method: 'get', path: '/dashboard', summary: 'Countings for the signed-in role', tags: ['dashboard'], auth: 'auth',
    permission: 'DASHBOARD_INDEX', response: DashboardData,
    handler: async ({ ctx }) => ({ data: await showDashboard({ ctx, input: undefined }) }),
  }),
];
