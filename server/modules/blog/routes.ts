import { defineRoute, type RouteDef } from '../../kernel/route.ts';
import * as C from './contracts.ts';
import * as pub from './public.ts';
import * as svc from './service.ts';

const tags = ['blog'];
const auth = 'auth' as const;

/** The blog's API (contracts.ts lists them). The public calls come first: `blog/public` is not a post id. */
export const blogRoutes: RouteDef[] = [
  /* ---- public: published posts of the address's scope ---- */
  defineRoute({
    method: 'get', path: '/blog/public', summary: "Published blog posts of this address's scope (a centre's on its address, the platform's without X-Tenant), newest first; `scope=all` adds the platform's, `scope=platform` answers only those",
    tags, auth: 'public', query: C.PublicListQuery, response: C.PublicPostList,
    handler: async ({ ctx, query }) => ({ data: await pub.publicList({ ctx, input: query }) }),
  }),
  defineRoute({
    method: 'get', path: '/blog/public/:slug', summary: 'One published blog post by its slug (a draft, or another centre\'s post, is 404); `scope` as for the list (`all`: the centre\'s own first)',
    tags, auth: 'public', params: C.SlugParams, query: C.PublicShowQuery, response: C.PublicPost,
    handler: async ({ ctx, params, query }) => ({ data: await pub.publicShow({ ctx, input: { ...params, ...query } }) }),
  }),

  /* ---- management: a centre's staff on its address, the master (the platform's posts) on the platform domain ---- */
  defineRoute({
    method: 'get', path: '/blog', summary: "The scope's blog posts, drafts included. Filters: search (title, excerpt, slug), status; sort updated_at (default), created_at, published_at, title",
    tags, auth, permission: 'BLOG_INDEX', query: C.BlogListQuery, response: C.BlogList,
    handler: async ({ ctx, query }) => ({ data: await svc.listPosts({ ctx, input: query }) }),
  }),
  defineRoute({
    method: 'post', path: '/blog', summary: 'A new blog post: a draft, or published at once with `status: published` (also needs BLOG_CHANGE_STATUS). The body is sanitised; an empty slug is made from the title',
    tags, auth, permission: 'BLOG_STORE', body: C.BlogCreateBody, response: C.BlogPost,
    handler: async ({ ctx, body }) => ({ data: await svc.createPost({ ctx, input: body }), status: 201, message: 'Blog post saved.' }),
  }),
  defineRoute({
    method: 'get', path: '/blog/:id', summary: 'One blog post of the scope, with its (sanitised) body',
    tags, auth, permission: 'BLOG_INDEX', params: C.IdParams, response: C.BlogPost,
    handler: async ({ ctx, params }) => ({ data: await svc.showPost({ ctx, input: params }) }),
  }),
  defineRoute({
    method: 'put', path: '/blog/:id', summary: 'Change a blog post: the fields sent (at least one); a published post stays published',
    tags, auth, permission: 'BLOG_UPDATE', params: C.IdParams, body: C.BlogUpdateBody, response: C.BlogPost,
    handler: async ({ ctx, params, body }) => ({ data: await svc.updatePost({ ctx, input: { ...body, id: params.id } }), message: 'Blog post saved.' }),
  }),
  defineRoute({
    method: 'put', path: '/blog/:id/status', summary: 'Publish a blog post (published_at = now; an empty post is 422 on body_html) or take it back to draft',
    tags, auth, permission: 'BLOG_CHANGE_STATUS', params: C.IdParams, body: C.BlogStatusBody, response: C.BlogPost,
    handler: async ({ ctx, params, body }) => ({
      data: await svc.changeStatus({ ctx, input: { ...body, id: params.id } }),
      message: body.status === 'published' ? 'Blog post published.' : 'Blog post back to draft.',
    }),
  }),
  defineRoute({
    method: 'delete', path: '/blog/:id', summary: 'Delete a blog post for good (its public page is gone)',
    tags, auth, permission: 'BLOG_DESTROY', params: C.IdParams,
    handler: async ({ ctx, params }) => ({ data: await svc.deletePost({ ctx, input: params }), message: 'Blog post deleted.' }),
  }),
];
