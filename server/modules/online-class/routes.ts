import { defineRoute, type RouteDef } from '../../kernel/route.ts';
import * as C from './contracts.ts';
import * as svc from './service.ts';
import * as oc from './student.ts';

const tags = ['online-class'];
const auth = 'auth' as const;
const pdf = (d: { bytes: Uint8Array; filename: string }) => ({ data: null, file: { body: Buffer.from(d.bytes) as unknown as string, contentType: 'application/pdf', filename: d.filename } });

export const onlineClassRoutes: RouteDef[] = [
  /* ---- authoring: a centre's staff on its address, the master (platform classes) on the platform domain ---- */
  defineRoute({
    method: 'get', path: '/online-class', summary: "The author's online classes (a centre's own; the platform's for the master). Filters: search, status, level, ribbon, featured, group.",
    tags, auth, permission: 'CLASS_INDEX', query: C.ClassListQuery, response: C.ClassList,
    handler: async ({ ctx, query }) => ({ data: await svc.listClasses({ ctx, input: query }) }),
  }),
  defineRoute({
    method: 'get', path: '/online-class-ribbons', summary: 'The ribbons a class may carry (fixed list)',
    tags, auth, permission: 'CLASS_RIBBON_INDEX or CLASS_INDEX', response: C.RibbonList,
    handler: async ({ ctx }) => ({ data: await svc.listRibbons({ ctx, input: undefined }) }),
  }),
  defineRoute({
    method: 'get', path: '/online-class/:id', summary: 'One online class as its author edits it: basics, FAQs, mapping, modules, chapters, parts, rules',
    tags, auth, permission: 'CLASS_SHOW or CLASS_INDEX', params: C.IdParams, response: C.ClassDetail,
    handler: async ({ ctx, params }) => ({ data: await svc.showClass({ ctx, input: params }) }),
  }),
  defineRoute({
    method: 'post', path: '/online-class/basic', summary: "The wizard's first step: without `id` a new draft (CLASS_STORE, 201), with `id` a change of it (CLASS_UPDATE): title, description, thumbnail, level, ribbon, featured, why it matters, mapping to groups, courses and packages",
    tags, auth, permission: 'CLASS_STORE or CLASS_UPDATE', body: C.BasicBody, response: C.ClassDetail,
    handler: async ({ ctx, body }) => {
      const r = await svc.saveBasic({ ctx, input: body });
      return { data: r.detail, status: r.created ? 201 : 200, message: 'Online class saved.' };
    },
  }),
  defineRoute({
    method: 'post', path: '/online-class/duplicate', summary: 'An independent draft copy of a class (new ids for everything, no progress)',
    tags, auth, permission: 'CLASS_DUPLICATE', body: C.DuplicateBody, response: C.ClassDetail,
    handler: async ({ ctx, body }) => ({ data: await svc.duplicateClass({ ctx, input: body }), status: 201, message: 'Online class duplicated.' }),
  }),
  defineRoute({
    method: 'post', path: '/online-class/faq', summary: "A class's FAQs: the whole ordered list, and/or those of another class imported",
    tags, auth, permission: 'CLASS_UPDATE', body: C.FaqBody, response: C.ClassDetail,
    handler: async ({ ctx, body }) => ({ data: await svc.saveFaqs({ ctx, input: body }), message: 'FAQs saved.' }),
  }),
  defineRoute({
    method: 'post', path: '/online-class/module', summary: "A class's modules: the whole ordered list (a module left out is deleted)",
    tags, auth, permission: 'CLASS_UPDATE', body: C.ModuleBody, response: C.ClassDetail,
    handler: async ({ ctx, body }) => ({ data: await svc.saveModules({ ctx, input: body }), message: 'Modules saved.' }),
  }),
  defineRoute({
    method: 'post', path: '/online-class/chapter', summary: "One module's chapters with their ordered parts (video, text, material, quiz, PTE items): the whole ordered list",
    tags, auth, permission: 'CLASS_UPDATE', body: C.ChapterBody, response: C.ClassDetail,
    handler: async ({ ctx, body }) => ({ data: await svc.saveChapters({ ctx, input: body }), message: 'Chapters saved.' }),
  }),
  defineRoute({
    method: 'post', path: '/online-class/rules', summary: 'Module rules: chapters in sequence, minimum quiz percent to open the next chapter',
    tags, auth, permission: 'CLASS_UPDATE', body: C.RulesBody, response: C.ClassDetail,
    handler: async ({ ctx, body }) => ({ data: await svc.saveRules({ ctx, input: body }), message: 'Rules saved.' }),
  }),
  defineRoute({
    method: 'post', path: '/online-class/publish', summary: 'Publish a class (checked whole: 422 naming each field at fault) or take it back to draft',
    tags, auth, permission: 'CLASS_PUBLISH', body: C.PublishBody, response: C.ClassDetail,
    handler: async ({ ctx, body }) => ({ data: await svc.publishClass({ ctx, input: body }), message: body.publish ? 'Online class published.' : 'Online class back to draft.' }),
  }),
  defineRoute({
    method: 'post', path: '/organizations/online-class-store/:id', summary: 'The master gives platform classes to centre {id}: each becomes a draft copy of the centre (given twice: the same copy)',
    tags: ['organizations', ...tags], auth, permission: 'ORGANIZATION_ONLINE_CLASS_STORE', params: C.IdParams, body: C.StoreBody, response: C.StoreResult,
    handler: async ({ ctx, params, body }) => ({ data: await svc.storeClassesForCentre({ ctx, input: { ...body, id: params.id } }), message: 'Online classes given to the centre.' }),
  }),

  /* ---- the student side ---- */
  defineRoute({
    method: 'get', path: '/oc', summary: "A student's online classes: featured, more (paged), suggestions and a summary of progress",
    tags, auth, permission: 'OC_INDEX', query: C.OcQuery, response: C.OcHome,
    handler: async ({ ctx, query }) => ({ data: await oc.studentHome({ ctx, input: query }) }),
  }),
  defineRoute({
    method: 'post', path: '/oc/mark-as-complete', summary: 'Mark a part done (idempotent; 403 chapter_locked, 409 quiz_not_passed for a quiz part not passed)',
    tags, auth, permission: 'OC_MARK_COMPLETE', body: C.MarkCompleteBody, response: C.MarkResult,
    handler: async ({ ctx, body }) => ({ data: await oc.markComplete({ ctx, input: body }) }),
  }),
  defineRoute({
    method: 'post', path: '/oc/mark-as-complete-bulk', summary: 'Mark several parts of one class done, in the class order',
    tags, auth, permission: 'OC_MARK_COMPLETE', body: C.MarkCompleteBulkBody, response: C.MarkResult,
    handler: async ({ ctx, body }) => ({ data: await oc.markCompleteBulk({ ctx, input: body }) }),
  }),
  defineRoute({
    method: 'post', path: '/oc/bookmark', summary: 'Bookmark a part or a chapter (`bookmarked` sets it; without it, toggles)',
    tags, auth, permission: 'OC_BOOKMARK', body: C.BookmarkBody, response: C.BookmarkResult,
    handler: async ({ ctx, body }) => ({ data: await oc.bookmark({ ctx, input: body }) }),
  }),
  defineRoute({
    method: 'post', path: '/oc/video-position', summary: 'Keep the last position of a video part for this student (our addition: resume on any device)',
    tags, auth, permission: 'OC_MARK_COMPLETE', body: C.VideoPositionBody, response: C.VideoPosition,
    handler: async ({ ctx, body }) => ({ data: await oc.saveVideoPosition({ ctx, input: body }) }),
  }),
  defineRoute({
    method: 'get', path: '/oc/:classId', summary: 'A class the student follows: modules and chapters with lock state and progress, parts with is_completed',
    tags, auth, permission: 'OC_SHOW', params: C.ClassParams, response: C.OcClass,
    handler: async ({ ctx, params }) => ({ data: await oc.studentClass({ ctx, input: params }) }),
  }),
  defineRoute({
    method: 'get', path: '/oc/:classId/chapter-list', summary: 'Every chapter of a class in order, with lock state and progress',
    tags, auth, permission: 'OC_SHOW', params: C.ClassParams, response: C.OcChapterList,
    handler: async ({ ctx, params }) => ({ data: await oc.studentChapterList({ ctx, input: params }) }),
  }),
  defineRoute({
    method: 'get', path: '/oc/:classId/certificate', summary: 'The certificate of a finished class (PDF; 409 class_not_completed before)',
    tags, auth, permission: 'OC_SHOW', params: C.ClassParams, download: 'application/pdf',
    handler: async ({ ctx, params }) => pdf(await oc.certificate({ ctx, input: params })),
  }),
  defineRoute({
    method: 'get', path: '/oc/:classId/:moduleId/chapters', summary: "One module's chapters with lock state and progress",
    tags, auth, permission: 'OC_SHOW', params: C.ModuleParams, response: C.OcModuleChapters,
    handler: async ({ ctx, params }) => ({ data: await oc.studentModuleChapters({ ctx, input: params }) }),
  }),
  defineRoute({
    method: 'get', path: '/oc/:classId/:moduleId/chapters/:chapterId', summary: "A chapter's parts with their content (403 chapter_locked while locked)",
    tags, auth, permission: 'OC_SHOW', params: C.ChapterParams, response: C.OcChapter,
    handler: async ({ ctx, params }) => ({ data: await oc.studentChapter({ ctx, input: params }) }),
  }),
];
