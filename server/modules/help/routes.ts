import { defineRoute, type RouteDef } from '../../kernel/route.ts';
import * as C from './contracts.ts';
import * as svc from './service.ts';

const tags = ['help'];
const auth = 'auth' as const;

// the FAQ routes come before the {topic} ones: "faq" is not a topic (422 there) but must reach its own route first
export const helpRoutes: RouteDef[] = [
  defineRoute({
    method: 'get', path: '/help/search', summary: "Search the help of the caller's portal (articles and FAQ entries as the caller sees them): every word of `q`, case-insensitive; `portal` only for staff with HELP_UPDATE",
    tags, auth, query: C.SearchQuery, response: C.SearchResult,
    handler: async ({ ctx, query }) => ({ data: await svc.searchHelp({ ctx, input: query }) }),
  }),
  defineRoute({
    method: 'get', path: '/help/:portal/faq', summary: "A portal's FAQ: the centre's list where it wrote one, else the platform's (403 for another portal's users without HELP_UPDATE)",
    tags, auth, params: C.PortalParams, response: C.Faq,
    handler: async ({ ctx, params }) => ({ data: await svc.showFaq({ ctx, input: params }) }),
  }),
  defineRoute({
    method: 'put', path: '/help/:portal/faq', summary: "Replace the FAQ list of the caller's scope (a centre's own list; the platform's for the master on the platform domain). An empty list drops it",
    tags, auth, permission: 'HELP_UPDATE', params: C.PortalParams, body: C.FaqBody, response: C.Faq,
    handler: async ({ ctx, params, body }) => ({ data: await svc.saveFaq({ ctx, input: { ...params, ...body } }), message: 'FAQ saved.' }),
  }),
  defineRoute({
    method: 'delete', path: '/help/:portal/faq', summary: "Drop the FAQ list of the caller's scope (a centre falls back to the platform's)",
    tags, auth, permission: 'HELP_UPDATE', params: C.PortalParams, response: C.Dropped,
    handler: async ({ ctx, params }) => ({ data: await svc.dropFaq({ ctx, input: params }), message: 'FAQ restored to the platform text.' }),
  }),
  defineRoute({
    method: 'get', path: '/help/:portal/:topic', summary: "A help article (how-to-use, material, registration-process): the centre's text where it wrote one, else the platform's",
    tags, auth, params: C.ArticleParams, response: C.Article,
    handler: async ({ ctx, params }) => ({ data: await svc.showArticle({ ctx, input: params }) }),
  }),
  defineRoute({
    method: 'put', path: '/help/:portal/:topic', summary: "Write the article of the caller's scope (a centre's override; the platform's for the master on the platform domain). The HTML is sanitised with an allow-list",
    tags, auth, permission: 'HELP_UPDATE', params: C.ArticleParams, body: C.ArticleBody, response: C.Article,
    handler: async ({ ctx, params, body }) => ({ data: await svc.saveArticle({ ctx, input: { ...params, ...body } }), message: 'Help page saved.' }),
  }),
  defineRoute({
    method: 'delete', path: '/help/:portal/:topic', summary: "Drop the article of the caller's scope (a centre's override: its readers get the platform's text again)",
    tags, auth, permission: 'HELP_UPDATE', params: C.ArticleParams, response: C.Dropped,
    handler: async ({ ctx, params }) => ({ data: await svc.dropArticle({ ctx, input: params }), message: 'Platform text restored.' }),
  }),
];
