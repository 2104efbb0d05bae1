import { defineRoute, type RouteDef } from '../../kernel/route.ts';
import * as C from './contracts.ts';
import * as S from './schemas.ts';
import * as svc from './service.ts';
import * as bulk from './bulk.ts';
import * as materialBulk from './material-bulk.ts';

const tags = ['content-management'];
const auth = 'auth' as const;
const permission = 'QUESTION_INDEX';
const MASTER = 'The master on the platform domain only (403 for a centre’s staff).';

export const contentManagementRoutes: RouteDef[] = [
  // fixed paths before `content-management/:kind`
  defineRoute({
    method: 'get', path: '/content-management/assignees', summary: `Trainers and admins an item can be assigned to (a centre's with organization_id). ${MASTER}`, tags, auth,
    permission, query: S.AssigneesQuery, response: C.AssigneeList,
    handler: async ({ ctx, query }) => ({ data: await svc.listAssignees({ ctx, input: query }) }),
  }),
  defineRoute({
    method: 'post', path: '/content-management/bulk-upload/preview', summary: `Judge every row of a CSV, XLSX or JSON file through its question type: row and field errors, duplicates; stores no item. ${MASTER}`, tags, auth,
    permission, multipart: true, body: S.BulkForm, response: C.BulkPreview,
    handler: async ({ ctx, c }) => {
      const form = await c.req.parseBody().catch(() => null);
      return { data: await bulk.previewBulk({ ctx, input: { form: form ?? {} } }) };
    },
  }),
  defineRoute({
    method: 'post', path: '/content-management/bulk-upload', summary: `Store the valid new rows of the file (one transaction per chunk); duplicates by content hash are reported, never doubled. ${MASTER}`, tags, auth,
    permission, multipart: true, body: S.BulkForm, response: C.BulkResult,
    handler: async ({ ctx, c }) => {
      const form = await c.req.parseBody().catch(() => null);
      const data = await bulk.commitBulk({ ctx, input: { form: form ?? {} } });
      return { data, status: 201, message: `${data.created_count} created, ${data.duplicate_count} duplicates, ${data.rejected_count} rejected.` };
    },
  }),
  defineRoute({
    method: 'post', path: '/content-management/bulk-upload/materials/preview',
    summary: `Judge every row of a materials manifest (CSV, XLSX or JSON) against the files uploaded for it: row and field errors, duplicates by the files' SHA-256; stores nothing. ${MASTER}`, tags, auth,
    permission, multipart: true, body: S.MaterialBulkForm, response: C.MaterialBulkPreview,
    handler: async ({ ctx, c }) => {
      const form = await c.req.parseBody().catch(() => null);
      return { data: await materialBulk.previewMaterialBulk({ ctx, input: { form: form ?? {} } }) };
    },
  }),
  defineRoute({
    method: 'post', path: '/content-management/bulk-upload/materials',
    summary: `Stage the valid new rows of a materials manifest (chunks by offset and limit); the last chunk shows the whole batch, duplicates by content are reported, never doubled. ${MASTER}`, tags, auth,
    permission, multipart: true, body: S.MaterialBulkForm, response: C.MaterialBulkResult,
    handler: async ({ ctx, c }) => {
      const form = await c.req.parseBody().catch(() => null);
      const data = await materialBulk.commitMaterialBulk({ ctx, input: { form: form ?? {} } });
      return { data, status: 201, message: `${data.created_count} created, ${data.duplicate_count} duplicates, ${data.rejected_count} rejected.` };
    },
  }),
  defineRoute({
    method: 'get', path: '/content-management/bulk-upload/materials/template', summary: `The materials manifest template (CSV text or XLSX as base64) with example rows. ${MASTER}`, tags, auth,
    permission, query: S.MaterialTemplateQuery, response: C.TemplateFile,
    handler: async ({ ctx, query }) => ({ data: await materialBulk.materialTemplate({ ctx, input: query }) }),
  }),
  defineRoute({
    method: 'get', path: '/content-management/bulk-upload/batches', summary: `The bulk uploads so far with their counts. ${MASTER}`, tags, auth,
    permission, query: S.BatchListQuery, response: C.BulkBatchList,
    handler: async ({ ctx, query }) => ({ data: await bulk.listBatches({ ctx, input: query }) }),
  }),
  defineRoute({
    method: 'get', path: '/content-management/bulk-upload/template/:slug', summary: `A question type's upload template (CSV text or XLSX as base64) with one example row. ${MASTER}`, tags, auth,
    permission, params: S.TemplateParams, query: S.TemplateQuery, response: C.TemplateFile,
    handler: async ({ ctx, params, query }) => ({ data: await bulk.templateFile({ ctx, input: { slug: params.slug, ...query } }) }),
  }),

  defineRoute({
    method: 'get', path: '/content-management/:kind', summary: `Questions, quizzes, tests or materials with state, author, assignee, branches and messages; filters. ${MASTER}`, tags, auth,
    permission, params: S.KindParams, query: S.ItemListQuery, response: C.ContentItemList,
    handler: async ({ ctx, params, query }) => ({ data: await svc.listItems({ ctx, input: { ...query, kind: params.kind } }) }),
  }),
  defineRoute({
    method: 'get', path: '/content-management/:kind/:id', summary: `One item; questions and quizzes with content and answer, tests with their items. ${MASTER}`, tags, auth,
    permission, params: S.ItemParams, response: C.ContentItemDetail,
    handler: async ({ ctx, params }) => ({ data: await svc.showItem({ ctx, input: params }) }),
  }),
  defineRoute({
    method: 'put', path: '/content-management/:kind/:id/assign', summary: `Assign the item to a trainer or an admin (null takes it back); the author stays. ${MASTER}`, tags, auth,
    permission, params: S.ItemParams, body: S.AssignBody, response: C.ContentItem,
    handler: async ({ ctx, params, body }) => ({ data: await svc.assignItem({ ctx, input: { ...body, ...params } }), message: 'Assignment saved.' }),
  }),
  defineRoute({
    method: 'put', path: '/content-management/:kind/:id/branches', summary: `The branches that get the item (replaced whole). ${MASTER}`, tags, auth,
    permission, params: S.ItemParams, body: S.BranchesBody, response: C.ContentItem,
    handler: async ({ ctx, params, body }) => ({ data: await svc.setItemBranches({ ctx, input: { ...body, ...params } }), message: 'Branches saved.' }),
  }),
  defineRoute({
    method: 'patch', path: '/content-management/:kind/:id/draft', summary: `Back to draft (approval pending) or out of it (approved; a quiz set published). ${MASTER}`, tags, auth,
    permission, params: S.ItemParams, body: S.DraftBody, response: C.ContentItem,
    handler: async ({ ctx, params, body }) => ({ data: await svc.setItemDraft({ ctx, input: { ...params, draft: body.draft } }), message: body.draft ? 'Moved to draft.' : 'Published.' }),
  }),
  defineRoute({
    method: 'get', path: '/content-management/:kind/:id/messages', summary: `The item's conversation, oldest first. ${MASTER}`, tags, auth,
    permission, params: S.ItemParams, response: C.ContentMessageList,
    handler: async ({ ctx, params }) => ({ data: await svc.listItemMessages({ ctx, input: params }) }),
  }),
  defineRoute({
    method: 'post', path: '/content-management/:kind/:id/messages', summary: `Write in the item's conversation. ${MASTER}`, tags, auth,
    permission, params: S.ItemParams, body: S.MessageBody, response: C.ContentMessage,
    handler: async ({ ctx, params, body }) => ({ data: await svc.postItemMessage({ ctx, input: { ...params, body: body.body } }), status: 201, message: 'Message sent.' }),
  }),
];
