import { defineRoute } from '../../kernel/route.ts';
import * as S from './schemas.ts';
import * as svc from './service.ts';

export const commonRoutes = [
  defineRoute({
    method: 'get', path: '/common/dropdowns', summary: 'Fixed option lists (status, ...)', tags: ['common'], auth: 'auth',
    permission: 'COMMON_DROPDOWNS', query: S.DropdownsQuery, response: S.DropdownsData,
    handler: async ({ ctx, query }) => ({ data: await svc.listDropdowns({ ctx, input: query }) }),
  }),
  defineRoute({
    method: 'get', path: '/country-list', summary: 'ISO 3166-1 countries', tags: ['common'], auth: 'auth',
    permission: 'COUNTRY_INDEX', response: S.CountryList,
    handler: async ({ ctx }) => ({ data: await svc.listCountries({ ctx, input: undefined }) }),
  }),
  defineRoute({
    method: 'get', path: '/postal-code', summary: 'Postal codes (curated BD and AU sample)', tags: ['common'], auth: 'auth',
    permission: 'POSTAL_CODE_INDEX', query: S.PostalQuery, response: S.PostalList,
    handler: async ({ ctx, query }) => ({ data: await svc.listPostalCodes({ ctx, input: query }) }),
  }),
  defineRoute({
    method: 'get', path: '/postal-code/:country', summary: 'Postal codes of one country', tags: ['common'], auth: 'auth',
    permission: 'POSTAL_CODE_INDEX', params: S.PostalParams, query: S.PostalQuerySearch, response: S.PostalList,
    handler: async ({ ctx, params, query }) => ({ data: await svc.listPostalCodes({ ctx, input: { country: params.country, search: query.search } }) }),
  }),
  defineRoute({
    method: 'post', path: '/validate-subdomain', summary: 'Is this sub-domain valid and free?', tags: ['common'], auth: 'public',
    body: S.SubdomainBody, response: S.SubdomainData,
    handler: async ({ ctx, body }) => ({ data: await svc.validateSubdomain({ ctx, input: body }) }),
  }),
  defineRoute({
    method: 'post', path: '/common/upload-file', summary: 'Upload a file (multipart: file, type); with a token, recorded as the user\'s (recordings need one)', tags: ['common'], auth: 'optional',
    multipart: true, body: S.UploadBody, response: S.UploadData,
    handler: async ({ ctx, c }) => {
      const form = await c.req.parseBody().catch(() => null);
      return { data: await svc.uploadFile({ ctx, input: { form: form ?? {} } }) };
    },
  }),
];
