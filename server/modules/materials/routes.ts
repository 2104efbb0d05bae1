import type { RouteDef } from '../../kernel/route.ts';

export const materialsRoutes: RouteDef[] = [];
