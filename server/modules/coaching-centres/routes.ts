import { z } from 'zod';
import { defineRoute } from '../../kernel/route.ts';
import * as C from './contracts.ts';
import * as S from './schemas.ts';
import * as svc from './service.ts';

export const coachingCentreRoutes = [
  defineRoute({
    method: 'get', path: '/branding', summary: "The centre's name, logo and colour for its login page and header (public)", tags: ['organizations'], auth: 'public',
    response: C.Branding,
    handler: async ({ ctx }) => ({ data: await svc.showBranding({ ctx, input: undefined }) }),
  }),
  defineRoute({
    method: 'get', path: '/organizations', summary: 'Coaching centres: all for the master, its own for a centre', tags: ['organizations'], auth: 'auth',
    permission: 'ORGANIZATION_INDEX', query: S.OrgListQuery, response: C.OrganizationList,
    handler: async ({ ctx, query }) => ({ data: await svc.listOrganizations({ ctx, input: query }) }),
  }),
  defineRoute({
    method: 'post', path: '/organizations', summary: 'Create a coaching centre with its owner (invited by mail); the master only', tags: ['organizations'], auth: 'auth',
    permission: 'ORGANIZATION_STORE', body: S.CreateOrgBody, response: C.Organization,
    handler: async ({ ctx, body }) => {
      const data = await svc.createOrganization({ ctx, input: body });
      return { data, status: 201, message: `${data.name} is ready; the owner's invitation is on its way.` };
    },
  }),
  defineRoute({
    method: 'get', path: '/organizations/:id', summary: 'One coaching centre', tags: ['organizations'], auth: 'auth',
    permission: 'ORGANIZATION_INDEX', params: S.OrgIdParams, response: C.Organization,
    handler: async ({ ctx, params }) => ({ data: await svc.showOrganization({ ctx, input: params }) }),
  }),
  defineRoute({
    method: 'put', path: '/organizations/:id', summary: "Edit a centre's details and branding (the sub-domain: the master only)", tags: ['organizations'], auth: 'auth',
    permission: 'ORGANIZATION_UPDATE', params: S.OrgIdParams, body: S.UpdateOrgBody, response: C.Organization,
    handler: async ({ ctx, params, body }) => ({ data: await svc.updateOrganization({ ctx, input: { ...body, id: params.id } }), message: 'Coaching centre saved.' }),
  }),
  defineRoute({
    method: 'delete', path: '/organizations/:id', summary: 'Delete an inactive centre (soft: data kept, sub-domain reserved)', tags: ['organizations'], auth: 'auth',
    permission: 'ORGANIZATION_DESTROY', params: S.OrgIdParams, response: z.null(),
    handler: async ({ ctx, params }) => ({ data: await svc.deleteOrganization({ ctx, input: params }), message: 'Coaching centre deleted.' }),
  }),
  defineRoute({
    method: 'patch', path: '/organizations/change-status/:id', summary: 'Switch a centre on or off (off ends its sessions)', tags: ['organizations'], auth: 'auth',
    permission: 'ORGANIZATION_CHANGE_STATUS', params: S.OrgIdParams, body: S.OrgStatusBody, response: C.Organization,
    handler: async ({ ctx, params, body }) => ({ data: await svc.changeOrganizationStatus({ ctx, input: { id: params.id, status: body.status } }), message: 'Status changed.' }),
  }),
];
