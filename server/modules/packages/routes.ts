import { z } from 'zod';
import { defineRoute, type RouteDef } from '../../kernel/route.ts';
import * as C from './contracts.ts';
import * as S from './schemas.ts';
import * as svc from './service.ts';

// A course also passes with the test-authoring key of the same action (service.ts, COURSE_KEYS); the verb narrows it.
const P = {
  index: 'PACKAGE_INDEX or TEST_STORE',
  store: 'PACKAGE_STORE or TEST_STORE',
  update: 'PACKAGE_UPDATE or TEST_UPDATE',
  destroy: 'PACKAGE_DESTROY or TEST_DESTROY',
  status: 'PACKAGE_CHANGE_STATUS or TEST_CHANGE_STATUS',
  author: 'PACKAGE_STORE or PACKAGE_UPDATE or TEST_STORE',
};

export const packageRoutes: RouteDef[] = [
  defineRoute({
    method: 'get', path: '/packages', summary: "The centre's packages and courses (the platform: its plans for centres)", tags: ['packages'], auth: 'auth',
    permission: P.index, query: S.PackageListQuery, response: C.PackageList,
    handler: async ({ ctx, query }) => ({ data: await svc.listPackages({ ctx, input: query }) }),
  }),
  defineRoute({
    method: 'post', path: '/packages', summary: "A package or course draft from the wizard's first step", tags: ['packages'], auth: 'auth',
    permission: P.store, body: S.CreatePackageBody, response: C.PackageDetail,
    handler: async ({ ctx, body }) => ({ data: await svc.createPackage({ ctx, input: body }), status: 201, message: 'Saved.' }),
  }),
  defineRoute({
    method: 'post', path: '/packages/get-random-package-items', summary: 'Published items of the bank drawn at random for a package', tags: ['packages'], auth: 'auth',
    permission: P.author, body: S.RandomItemsBody, response: C.RandomItems,
    handler: async ({ ctx, body }) => ({ data: await svc.randomPackageItems({ ctx, input: body }) }),
  }),
  defineRoute({
    method: 'get', path: '/packages/list-for-package-change/:id', summary: 'The active packages a holder of this one may renew to or change to', tags: ['packages'], auth: 'auth',
    permission: 'USER_CHANGE_SUBSCRIPTION or PACKAGE_INDEX', params: S.PackageIdParams, response: C.PackageChangeList,
    handler: async ({ ctx, params }) => ({ data: await svc.listForPackageChange({ ctx, input: params }) }),
  }),
  defineRoute({
    method: 'get', path: '/packages/organization/:id', summary: "A centre's active packages and courses", tags: ['packages'], auth: 'auth',
    permission: 'PACKAGE_INDEX or USER_CHANGE_SUBSCRIPTION', params: S.PackageIdParams, query: S.PageQuery, response: C.PackageList,
    handler: async ({ ctx, params, query }) => ({ data: await svc.listOrganizationPackages({ ctx, input: { ...query, id: params.id } }) }),
  }),
  defineRoute({
    method: 'patch', path: '/packages/change-status/:id', summary: 'Switch a package or course on or off', tags: ['packages'], auth: 'auth',
    permission: P.status, params: S.PackageIdParams, body: S.PackageStatusBody, response: C.PackageDetail,
    handler: async ({ ctx, params, body }) => ({ data: await svc.changePackageStatus({ ctx, input: { id: params.id, status: body.status } }), message: 'Status changed.' }),
  }),
  defineRoute({
    method: 'get', path: '/packages/:id', summary: 'One package or course with its items', tags: ['packages'], auth: 'auth',
    permission: P.index, params: S.PackageIdParams, response: C.PackageDetail,
    handler: async ({ ctx, params }) => ({ data: await svc.showPackage({ ctx, input: params }) }),
  }),
  defineRoute({
    method: 'put', path: '/packages/:id', summary: 'Save a later wizard step (fields left out keep their value)', tags: ['packages'], auth: 'auth',
    permission: P.update, params: S.PackageIdParams, body: S.UpdatePackageBody, response: C.PackageDetail,
    handler: async ({ ctx, params, body }) => ({ data: await svc.updatePackage({ ctx, input: { ...body, id: params.id } }), message: 'Saved.' }),
  }),
  defineRoute({
    method: 'delete', path: '/packages/:id', summary: 'Delete a package or course (kept for its history)', tags: ['packages'], auth: 'auth',
    permission: P.destroy, params: S.PackageIdParams, response: z.null(),
    handler: async ({ ctx, params }) => ({ data: await svc.deletePackage({ ctx, input: params }), message: 'Deleted.' }),
  }),
  defineRoute({
    method: 'get', path: '/package-base-price', summary: 'The suggested base price of the chosen properties and duration', tags: ['packages'], auth: 'auth',
    permission: P.author, query: S.BasePriceQuery, response: C.BasePriceAnswer,
    handler: async ({ ctx, query }) => ({ data: await svc.packageBasePrice({ ctx, input: query }) }),
  }),
  defineRoute({
    method: 'post', path: '/organizations/package-items-store/:id', summary: "Put a centre on a platform plan (and set the plan's items)", tags: ['packages'], auth: 'auth',
    permission: 'ORGANIZATION_PACKAGE_ITEMS_STORE', params: S.PackageIdParams, body: S.PlanStoreBody, response: C.PlanStored,
    handler: async ({ ctx, params, body }) => ({ data: await svc.storeOrganizationPlan({ ctx, input: { ...body, id: params.id } }), message: 'Plan saved.' }),
  }),
] as RouteDef[];
