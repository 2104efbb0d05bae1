import { z } from 'zod';
import { defineRoute, type RouteDef } from '../../kernel/route.ts';
import * as C from './contracts.ts';
import * as S from './schemas.ts';
import * as branches from './service.ts';
import * as promos from './promo-codes.ts';
import * as enrollments from './enrollments.ts';
import * as dues from './dues.ts';
import * as messages from './messages.ts';
import * as courses from './courses.ts';

const tags = ['branches'];
const auth = 'auth' as const;
const ORG = 'On the platform domain the master names the centre with `organization_id`; on a centre\'s address it is ignored.';

export const branchRoutes: RouteDef[] = [
  // the report and the due list first: `branches/:id` would otherwise take their paths
  defineRoute({
    method: 'get', path: '/branches/due-and-collection', summary: `Per branch (and no branch): billed, collected, outstanding, overdue and collected in a range. ${ORG}`, tags, auth,
    permission: 'PACKAGE_INDEX', query: S.DuesQuery, response: C.DuesReport,
    handler: async ({ ctx, query }) => ({ data: await dues.duesReport({ ctx, input: query }) }),
  }),
  defineRoute({
    method: 'get', path: '/branches/due-instalments', summary: `Instalments still owed, oldest due first. ${ORG}`, tags, auth,
    permission: 'PACKAGE_INDEX', query: S.DueInstalmentsQuery, response: C.DueInstalmentList,
    handler: async ({ ctx, query }) => ({ data: await dues.listDueInstalments({ ctx, input: query }) }),
  }),
  defineRoute({
    method: 'get', path: '/branches', summary: `A centre's branches. ${ORG}`, tags, auth,
    permission: 'ORGANIZATION_UPDATE or PACKAGE_INDEX', query: S.BranchListQuery, response: C.BranchList,
    handler: async ({ ctx, query }) => ({ data: await branches.listBranches({ ctx, input: query }) }),
  }),
  defineRoute({
    method: 'post', path: '/branches', summary: `A branch with its contract, support, add-ons and payment sections. ${ORG}`, tags, auth,
    permission: 'ORGANIZATION_UPDATE', body: S.CreateBranchBody, response: C.Branch,
    handler: async ({ ctx, body }) => ({ data: await branches.createBranch({ ctx, input: body }), status: 201, message: 'Branch created.' }),
  }),
  defineRoute({
    method: 'get', path: '/branches/:id', summary: 'One branch', tags, auth,
    permission: 'ORGANIZATION_UPDATE or PACKAGE_INDEX', params: S.IdParams, response: C.Branch,
    handler: async ({ ctx, params }) => ({ data: await branches.showBranch({ ctx, input: params }) }),
  }),
  defineRoute({
    method: 'put', path: '/branches/:id', summary: 'Change a branch; each section sent replaces that section', tags, auth,
    permission: 'ORGANIZATION_UPDATE', params: S.IdParams, body: S.UpdateBranchBody, response: C.Branch,
    handler: async ({ ctx, params, body }) => ({ data: await branches.updateBranch({ ctx, input: { ...body, id: params.id } }), message: 'Branch saved.' }),
  }),
  defineRoute({
    method: 'patch', path: '/branches/change-status/:id', summary: 'Switch a branch on or off', tags, auth,
    permission: 'ORGANIZATION_UPDATE', params: S.IdParams, body: S.StatusBody, response: C.Branch,
    handler: async ({ ctx, params, body }) => ({ data: await branches.changeBranchStatus({ ctx, input: { id: params.id, status: body.status } }), message: 'Status changed.' }),
  }),
  defineRoute({
    method: 'delete', path: '/branches/:id', summary: 'Delete a branch (its invoices and enrollments keep naming it)', tags, auth,
    permission: 'ORGANIZATION_UPDATE', params: S.IdParams, response: z.null(),
    handler: async ({ ctx, params }) => ({ data: await branches.deleteBranch({ ctx, input: params }), message: 'Branch deleted.' }),
  }),

  defineRoute({
    method: 'get', path: '/promo-codes', summary: `A centre's promo codes. ${ORG}`, tags, auth,
    permission: 'PACKAGE_INDEX', query: S.PromoListQuery, response: C.PromoCodeList,
    handler: async ({ ctx, query }) => ({ data: await promos.listPromoCodes({ ctx, input: query }) }),
  }),
  defineRoute({
    method: 'post', path: '/promo-codes', summary: `A promo code: percentage 1-100 or a fixed amount in minor units. ${ORG}`, tags, auth,
    permission: 'PACKAGE_STORE', body: S.CreatePromoBody, response: C.PromoCode,
    handler: async ({ ctx, body }) => ({ data: await promos.createPromoCode({ ctx, input: body }), status: 201, message: 'Promo code created.' }),
  }),
  defineRoute({
    method: 'get', path: '/promo-codes/:id', summary: 'One promo code', tags, auth,
    permission: 'PACKAGE_INDEX', params: S.IdParams, response: C.PromoCode,
    handler: async ({ ctx, params }) => ({ data: await promos.showPromoCode({ ctx, input: params }) }),
  }),
  defineRoute({
    method: 'put', path: '/promo-codes/:id', summary: 'Change a promo code (the limit never below the uses made)', tags, auth,
    permission: 'PACKAGE_UPDATE', params: S.IdParams, body: S.UpdatePromoBody, response: C.PromoCode,
    handler: async ({ ctx, params, body }) => ({ data: await promos.updatePromoCode({ ctx, input: { ...body, id: params.id } }), message: 'Promo code saved.' }),
  }),
  defineRoute({
    method: 'patch', path: '/promo-codes/change-status/:id', summary: 'Switch a promo code on or off', tags, auth,
    permission: 'PACKAGE_CHANGE_STATUS', params: S.IdParams, body: S.StatusBody, response: C.PromoCode,
    handler: async ({ ctx, params, body }) => ({ data: await promos.changePromoCodeStatus({ ctx, input: { id: params.id, status: body.status } }), message: 'Status changed.' }),
  }),
  defineRoute({
    method: 'delete', path: '/promo-codes/:id', summary: 'Delete a promo code nobody has used (409 otherwise)', tags, auth,
    permission: 'PACKAGE_DESTROY', params: S.IdParams, response: z.null(),
    handler: async ({ ctx, params }) => ({ data: await promos.deletePromoCode({ ctx, input: params }), message: 'Promo code deleted.' }),
  }),

  defineRoute({
    method: 'get', path: '/enrollments', summary: `Enrollments with student, package, branch, dates and what is paid and due. ${ORG}`, tags, auth,
    permission: 'PACKAGE_INDEX', query: S.EnrollmentListQuery, response: C.EnrollmentList,
    handler: async ({ ctx, query }) => ({ data: await enrollments.listEnrollments({ ctx, input: query }) }),
  }),
  defineRoute({
    method: 'get', path: '/enrollments/expired', summary: `Students whose access has ended. ${ORG}`, tags, auth,
    permission: 'PACKAGE_INDEX', query: S.ExpiredListQuery, response: C.ExpiredStudentList,
    handler: async ({ ctx, query }) => ({ data: await enrollments.listExpiredStudents({ ctx, input: query }) }),
  }),

  defineRoute({
    method: 'get', path: '/commerce-messages', summary: `Messages sent from the branch, enrollment and course pages. ${ORG}`, tags, auth,
    permission: 'PACKAGE_INDEX', query: S.MessageListQuery, response: C.CommerceMessageList,
    handler: async ({ ctx, query }) => ({ data: await messages.listCommerceMessages({ ctx, input: query }) }),
  }),
  defineRoute({
    method: 'post', path: '/commerce-messages', summary: `E-mail the students of a branch, course or enrollment scope. ${ORG}`, tags, auth,
    permission: 'PACKAGE_UPDATE', body: S.MessageBody, response: C.CommerceMessage,
    handler: async ({ ctx, body }) => ({ data: await messages.sendCommerceMessage({ ctx, input: body }), status: 201, message: 'Message sent.' }),
  }),

  defineRoute({
    method: 'get', path: '/course-faqs', summary: `A centre's course FAQs. ${ORG}`, tags, auth,
    permission: 'PACKAGE_INDEX', query: S.FaqListQuery, response: C.CourseFaqList,
    handler: async ({ ctx, query }) => ({ data: await courses.listCourseFaqs({ ctx, input: query }) }),
  }),
  defineRoute({
    method: 'post', path: '/course-faqs', summary: `A FAQ of a course (or of the centre when no course is named). ${ORG}`, tags, auth,
    permission: 'PACKAGE_STORE', body: S.CreateFaqBody, response: C.CourseFaq,
    handler: async ({ ctx, body }) => ({ data: await courses.createCourseFaq({ ctx, input: body }), status: 201, message: 'FAQ created.' }),
  }),
  defineRoute({
    method: 'get', path: '/course-faqs/:id', summary: 'One course FAQ', tags, auth,
    permission: 'PACKAGE_INDEX', params: S.IdParams, response: C.CourseFaq,
    handler: async ({ ctx, params }) => ({ data: await courses.showCourseFaq({ ctx, input: params }) }),
  }),
  defineRoute({
    method: 'put', path: '/course-faqs/:id', summary: 'Change a course FAQ', tags, auth,
    permission: 'PACKAGE_UPDATE', params: S.IdParams, body: S.UpdateFaqBody, response: C.CourseFaq,
    handler: async ({ ctx, params, body }) => ({ data: await courses.updateCourseFaq({ ctx, input: { ...body, id: params.id } }), message: 'FAQ saved.' }),
  }),
  defineRoute({
    method: 'delete', path: '/course-faqs/:id', summary: 'Delete a course FAQ', tags, auth,
    permission: 'PACKAGE_DESTROY', params: S.IdParams, response: z.null(),
    handler: async ({ ctx, params }) => ({ data: await courses.deleteCourseFaq({ ctx, input: params }), message: 'FAQ deleted.' }),
  }),
  defineRoute({
    method: 'get', path: '/course-comparison', summary: `The centre's courses side by side: price, duration, delivery, properties. ${ORG}`, tags, auth,
    permission: 'PACKAGE_INDEX', query: S.ComparisonQuery, response: C.CourseComparison,
    handler: async ({ ctx, query }) => ({ data: await courses.compareCourses({ ctx, input: query }) }),
  }),
];
