import { defineRoute, type RouteDef } from '../../kernel/route.ts';
import * as C from './contracts.ts';
import * as perf from './performance.ts';
import * as pts from './points.ts';
import * as mine from './portfolio.ts';

const tags = ['crm'];
const auth = 'auth' as const;

export const crmRoutes: RouteDef[] = [
  /* ---- staff: points (trainers reach the students of their groups; the owner and admins every student) ---- */
  defineRoute({
    method: 'get', path: '/crm/students', summary: 'The students the caller reaches, with their groups and points total; search by name or e-mail, filter by group',
    tags, auth, permission: 'USER_INDEX', query: C.StudentListQuery, response: C.CrmStudentList,
    handler: async ({ ctx, query }) => ({ data: await pts.listStudents({ ctx, input: query }) }),
  }),
  defineRoute({
    method: 'get', path: '/crm/groups', summary: 'The groups the caller sees (owner and admins: all; trainers: the groups they teach) with their student counts',
    tags, auth, permission: 'USER_INDEX', response: C.CrmGroupList,
    handler: async ({ ctx }) => ({ data: await pts.listGroups({ ctx, input: undefined }) }),
  }),
  defineRoute({
    method: 'post', path: '/crm/points', summary: 'Award 1 to 100 points to a student with a reason from the list (and a note; "other" needs one); 422 on student_id for anyone not a student the caller reaches',
    tags, auth, permission: 'CRM_POINT_STORE', body: C.AwardBody, response: C.Award,
    handler: async ({ ctx, body }) => ({ data: await pts.awardPoints({ ctx, input: body }), status: 201, message: 'Points awarded.' }),
  }),
  defineRoute({
    method: 'post', path: '/crm/points/:id/revoke', summary: 'Revoke an award with a reason: it stays in the history, marked, and no longer counts; 409 when already revoked',
    tags, auth, permission: 'CRM_POINT_STORE', params: C.IdParams, body: C.RevokeBody, response: C.Award,
    handler: async ({ ctx, params, body }) => ({ data: await pts.revokeAward({ ctx, input: { ...body, id: params.id } }), message: 'Award revoked.' }),
  }),
  defineRoute({
    method: 'get', path: '/crm/students/:id/points', summary: "A student's points total and every award, newest first (revoked ones marked)",
    tags, auth, permission: 'USER_INDEX', params: C.IdParams, response: C.PointHistory,
    handler: async ({ ctx, params }) => ({ data: await pts.pointHistory({ ctx, input: params }) }),
  }),
  defineRoute({
    method: 'get', path: '/crm/leaderboard', summary: "A group's students ranked by points (equal totals share a rank)",
    tags, auth, permission: 'USER_INDEX', query: C.LeaderboardQuery, response: C.Leaderboard,
    handler: async ({ ctx, query }) => ({ data: await pts.leaderboard({ ctx, input: query }) }),
  }),

  /* ---- staff: performance checking ---- */
  defineRoute({
    method: 'get', path: '/crm/performance', summary: 'Students with their latest score per skill, target and flags (below trajectory, inactive for inactive_days, default 14); filter by flag and group',
    tags, auth, permission: 'USER_INDEX', query: C.PerformanceQuery, response: C.PerformanceList,
    handler: async ({ ctx, query }) => ({ data: await perf.listPerformance({ ctx, input: query }) }),
  }),
  defineRoute({
    method: 'get', path: '/crm/students/:id/performance', summary: "One student's progress by skill over time, the trajectory to the target and the flags",
    tags, auth, permission: 'USER_INDEX', params: C.IdParams, query: C.ProgressQuery, response: C.StudentProgress,
    handler: async ({ ctx, params, query }) => ({ data: await perf.studentPerformance({ ctx, input: { ...query, id: params.id } }) }),
  }),
  defineRoute({
    method: 'get', path: '/crm/attention', summary: "How many of the caller's students carry a flag (the trainer's portal card)",
    tags, auth, permission: 'USER_INDEX', query: C.ProgressQuery, response: C.Attention,
    handler: async ({ ctx, query }) => ({ data: await perf.attention({ ctx, input: query }) }),
  }),

  /* ---- the student's own ---- */
  defineRoute({
    method: 'get', path: '/my/points', summary: "The caller's points total and rank in each of their groups",
    tags, auth, permission: 'ORGANIZATION_INDEX', response: C.MyPoints,
    handler: async ({ ctx }) => ({ data: await mine.myPoints({ ctx, input: undefined }) }),
  }),
  defineRoute({
    method: 'get', path: '/my/portfolio', summary: "The caller's progress by skill over time (with the trajectory and flags), results and points history",
    tags, auth, permission: 'ORGANIZATION_INDEX', query: C.ProgressQuery, response: C.Portfolio,
    handler: async ({ ctx, query }) => ({ data: await mine.myPortfolio({ ctx, input: query }) }),
  }),
  defineRoute({
    method: 'get', path: '/my-data', summary: "The caller's data lists (enrollments, payments, attendance, points, results) with their row counts",
    tags, auth, permission: 'ORGANIZATION_INDEX', response: C.MyDataSummary,
    handler: async ({ ctx }) => ({ data: await mine.myDataSummary({ ctx, input: undefined }) }),
  }),
  defineRoute({
    method: 'get', path: '/my-data/:kind', summary: "One of the caller's data lists: column keys and rows",
    tags, auth, permission: 'ORGANIZATION_INDEX', params: C.MyDataParams, response: C.MyDataTable,
    handler: async ({ ctx, params }) => ({ data: await mine.myData({ ctx, input: params }) }),
  }),
  defineRoute({
    method: 'get', path: '/my-data/:kind/export', summary: "One of the caller's data lists as CSV (UTF-8 with a BOM, formula cells neutralised)",
    tags, auth, permission: 'ORGANIZATION_INDEX', params: C.MyDataParams, download: 'text/csv',
    handler: async ({ ctx, params }) => {
      const r = await mine.exportMyData({ ctx, input: params });
      return { data: null, file: { body: r.csv, contentType: 'text/csv; charset=utf-8', filename: r.filename } };
    },
  }),
];
