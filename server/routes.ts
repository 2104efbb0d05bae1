import type { RouteDef } from './kernel/route.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { commonRoutes } from './modules/common/routes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { impersonationRoutes } from './modules/impersonation/routes.ts';
import { userRoutes } from './modules/users/routes.ts';

/** Every API route, in one list: registration and the OpenAPI document both read it. */
export const apiRoutes: readonly RouteDef[] = [...authRoutes, ...impersonationRoutes, ...userRoutes, ...commonRoutes, ...dashboardRoutes] as unknown as RouteDef[];
