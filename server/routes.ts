import type { RouteDef } from './kernel/route.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { commonRoutes } from './modules/common/routes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { examRoutes } from './modules/exams/routes.ts';
import { testRoutes } from './modules/test-creation/routes.ts';
import { evaluationRoutes } from './modules/evaluation/routes.ts';
import { impersonationRoutes } from './modules/impersonation/routes.ts';
import { questionTypeRoutes } from './modules/question-types/routes.ts';
import { questionRoutes, quizRoutes } from './modules/question-bank/routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { coachingCentreRoutes } from './modules/coaching-centres/routes.ts';
import { roleRoutes } from './modules/roles/routes.ts';
import { groupRoutes } from './modules/groups/routes.ts';
import { packageRoutes } from './modules/packages/routes.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { registrationRoutes } from './modules/registration/routes.ts';
import { onboardingRoutes } from './modules/coaching-onboarding/routes.ts';
import { branchRoutes } from './modules/branches/routes.ts';
import { extrasRoutes } from './modules/extras/routes.ts';
import { uploadsRoutes } from './modules/uploads/routes.ts';
import { studyPlanRoutes } from './modules/study-plan/routes.ts';
import { wordListsRoutes } from './modules/word-lists/routes.ts';
import { toolkitRoutes } from './modules/toolkit/routes.ts';
import { contentManagementRoutes } from './modules/content-management/routes.ts';
import { materialsRoutes } from './modules/materials/routes.ts';

/** Every API route, in one list: registration and the OpenAPI document both read it. */
export const apiRoutes: readonly RouteDef[] = [...authRoutes, ...impersonationRoutes, ...userRoutes, ...coachingCentreRoutes, ...roleRoutes, ...groupRoutes, ...packageRoutes, ...paymentRoutes, ...registrationRoutes, ...onboardingRoutes, ...branchRoutes, ...extrasRoutes, ...uploadsRoutes, ...studyPlanRoutes, ...wordListsRoutes, ...toolkitRoutes, ...contentManagementRoutes, ...materialsRoutes, ...commonRoutes, ...dashboardRoutes, ...questionTypeRoutes, ...questionRoutes, ...quizRoutes, ...evaluationRoutes, ...testRoutes, ...examRoutes] as unknown as RouteDef[];
