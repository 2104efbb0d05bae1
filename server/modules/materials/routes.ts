import { z } from 'zod';
import { defineRoute, type RouteDef } from '../../kernel/route.ts';
import * as C from './contracts.ts';
import * as S from './schemas.ts';
import * as svc from './service.ts';

const tags = ['materials'];
const auth = 'auth' as const;

export const materialsRoutes: RouteDef[] = [
  defineRoute({
    method: 'get', path: '/materials',
    summary: "Materials the caller may read: a centre's staff their centre's and the platform's shared ones, a student those assigned to their groups, courses or packages and their own uploads, the master every one. Filters: source, kind, group, course, package, special, status, mine, search (title, description and a PDF's text).",
    tags, auth, permission: 'MATERIAL_INDEX or MATERIAL_SHOW', query: S.MaterialListQuery, response: C.MaterialList,
    handler: async ({ ctx, query }) => ({ data: await svc.listMaterials({ ctx, input: query }) }),
  }),
  defineRoute({
    method: 'post', path: '/materials',
    summary: 'A material from a file uploaded to the `materials` folder: staff (MATERIAL_STORE) into their library, a student (MATERIAL_INDEX) into their own uploads. The stored type must be the kind named, within its size limit.',
    tags, auth, permission: 'MATERIAL_STORE or MATERIAL_INDEX', body: S.CreateMaterialBody, response: C.Material,
    handler: async ({ ctx, body }) => ({ data: await svc.createMaterial({ ctx, input: body }), status: 201, message: 'Material saved.' }),
  }),
  defineRoute({
    method: 'get', path: '/materials/:id', summary: 'One material, with signed links to its file and thumbnail', tags, auth,
    permission: 'MATERIAL_INDEX or MATERIAL_SHOW', params: S.IdParams, response: C.Material,
    handler: async ({ ctx, params }) => ({ data: await svc.showMaterial({ ctx, input: params }) }),
  }),
  defineRoute({
    method: 'put', path: '/materials/:id', summary: "Change a material: staff with MATERIAL_UPDATE, a student (MATERIAL_INDEX) only their own upload; a centre assigns the platform's materials to its groups and courses", tags, auth,
    permission: 'MATERIAL_UPDATE or MATERIAL_INDEX', params: S.IdParams, body: S.UpdateMaterialBody, response: C.Material,
    handler: async ({ ctx, params, body }) => ({ data: await svc.updateMaterial({ ctx, input: { ...body, id: params.id } }), message: 'Material saved.' }),
  }),
  defineRoute({
    method: 'delete', path: '/materials/:id', summary: 'Delete a material: staff with MATERIAL_DESTROY, a student (MATERIAL_INDEX) only their own upload', tags, auth,
    permission: 'MATERIAL_DESTROY or MATERIAL_INDEX', params: S.IdParams, response: z.null(),
    handler: async ({ ctx, params }) => ({ data: await svc.deleteMaterial({ ctx, input: params }), message: 'Material deleted.' }),
  }),
];
