import { z } from 'zod';
import { defineRoute, type RouteDef } from '../../kernel/route.ts';
import * as C from './contracts.ts';
import * as S from './schemas.ts';
import * as plans from './service.ts';

const tags = ['study-plan'];
const auth = 'auth' as const;
const ORG = 'On the platform domain the master works on any centre (`organization_id` names it); on a centre\'s address its own.';

export const studyPlanRoutes: RouteDef[] = [
  // fixed paths first: `study-plans/:id` would otherwise take them
  defineRoute({
    method: 'get', path: '/study-plans/achieves', summary: `Achievements the centre's students have earned, newest first. ${ORG}`, tags, auth,
    permission: 'STUDY_PLAN_INDEX', query: S.AchievesQuery, response: C.AchievementList,
    handler: async ({ ctx, query }) => ({ data: await plans.listAchievements({ ctx, input: query }) }),
  }),
  defineRoute({
    method: 'get', path: '/study-plans', summary: `Study plan templates. ${ORG}`, tags, auth,
    permission: 'STUDY_PLAN_INDEX', query: S.PlanListQuery, response: C.PlanList,
    handler: async ({ ctx, query }) => ({ data: await plans.listPlans({ ctx, input: query }) }),
  }),
  defineRoute({
    method: 'post', path: '/study-plans', summary: `A study plan template (title, description, exam date, target scores). ${ORG}`, tags, auth,
    permission: 'STUDY_PLAN_STORE', body: S.CreatePlanBody, response: C.PlanDetail,
    handler: async ({ ctx, body }) => ({ data: await plans.createPlan({ ctx, input: body }), status: 201, message: 'Study plan created.' }),
  }),
  defineRoute({
    method: 'get', path: '/study-plans/:id', summary: 'One plan (a template or a student\'s copy) with its tasks and progress', tags, auth,
    permission: 'STUDY_PLAN_INDEX', params: S.IdParams, response: C.PlanDetail,
    handler: async ({ ctx, params }) => ({ data: await plans.showPlan({ ctx, input: params }) }),
  }),
  defineRoute({
    method: 'put', path: '/study-plans/:id', summary: 'Change a plan\'s title, description, exam date or target scores', tags, auth,
    permission: 'STUDY_PLAN_UPDATE', params: S.IdParams, body: S.UpdatePlanBody, response: C.PlanDetail,
    handler: async ({ ctx, params, body }) => ({ data: await plans.updatePlan({ ctx, input: { ...body, id: params.id } }), message: 'Study plan saved.' }),
  }),
  defineRoute({
    method: 'delete', path: '/study-plans/:id', summary: 'Delete a plan (the students\' copies stay theirs)', tags, auth,
    permission: 'STUDY_PLAN_DESTROY', params: S.IdParams, response: z.null(),
    handler: async ({ ctx, params }) => ({ data: await plans.deletePlan({ ctx, input: params }), message: 'Study plan deleted.' }),
  }),
  defineRoute({
    method: 'put', path: '/study-plans/:id/tasks', summary: 'Replace the plan\'s tasks; a day\'s tasks keep the order sent, a task sent with its id keeps it', tags, auth,
    permission: 'STUDY_PLAN_UPDATE', params: S.IdParams, body: S.TasksBody, response: C.PlanDetail,
    handler: async ({ ctx, params, body }) => ({ data: await plans.replaceTasks({ ctx, input: { ...body, id: params.id } }), message: 'Tasks saved.' }),
  }),
  defineRoute({
    method: 'post', path: '/study-plans/:id/generate', summary: 'Replace the plan\'s tasks with generated practice up to the exam date, weighted to the weakest sections', tags, auth,
    permission: 'STUDY_PLAN_UPDATE', params: S.IdParams, body: S.GenerateBody, response: C.PlanDetail,
    handler: async ({ ctx, params, body }) => ({ data: await plans.generateTasks({ ctx, input: { ...body, id: params.id } }), message: 'Tasks generated.' }),
  }),
  defineRoute({
    method: 'post', path: '/study-plans/:id/assign', summary: 'Copy a template to students and the students of groups (a student who has a copy is skipped)', tags, auth,
    permission: 'STUDY_PLAN_UPDATE', params: S.IdParams, body: S.AssignBody, response: C.AssignResult,
    handler: async ({ ctx, params, body }) => ({ data: await plans.assignPlan({ ctx, input: { ...body, id: params.id } }), message: 'Study plan assigned.' }),
  }),
  defineRoute({
    method: 'get', path: '/study-plans/:id/students', summary: 'The students a template was assigned to, with their progress', tags, auth,
    permission: 'STUDY_PLAN_INDEX', params: S.IdParams, query: S.AssignmentsQuery, response: C.AssignmentList,
    handler: async ({ ctx, params, query }) => ({ data: await plans.listAssignments({ ctx, input: { ...query, id: params.id } }) }),
  }),
  defineRoute({
    method: 'get', path: '/my-study-plan', summary: 'The signed-in student\'s plan (the newest, or `plan_id`), their plans and achievements', tags, auth,
    permission: 'STUDY_PLAN_INDEX', query: S.MyPlanQuery, response: C.MyPlan,
    handler: async ({ ctx, query }) => ({ data: await plans.myPlan({ ctx, input: query }) }),
  }),
  defineRoute({
    method: 'patch', path: '/my-study-plan/tasks/:id', summary: 'The student marks a task of their own plan todo, done or skipped; answers new achievements', tags, auth,
    permission: 'STUDY_PLAN_INDEX', params: S.IdParams, body: S.TaskStatusBody, response: C.TaskTick,
    handler: async ({ ctx, params, body }) => ({ data: await plans.tickTask({ ctx, input: { id: params.id, status: body.status } }) }),
  }),
];
