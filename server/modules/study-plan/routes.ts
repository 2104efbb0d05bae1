import type { RouteDef } from '../../kernel/route.ts';

export const studyPlanRoutes: RouteDef[] = [];
