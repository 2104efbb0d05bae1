import type { RouteDef } from '../../kernel/route.ts';

export const wordListsRoutes: RouteDef[] = [];
