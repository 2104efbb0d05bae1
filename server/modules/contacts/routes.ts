import { defineRoute, type RouteDef } from '../../kernel/route.ts';
import * as C from './contracts.ts';
import * as contactsSvc from './contacts-service.ts';
import * as dealsSvc from './deals-service.ts';
import * as formsSvc from './form-leads-service.ts';
import * as importSvc from './import-service.ts';
import * as leadsSvc from './leads-service.ts';
import * as listsSvc from './lists-service.ts';

const tags = ['contacts'];
const auth = 'auth' as const;
const INDEX = 'COMMUNICATION_INDEX';
const STORE = 'COMMUNICATION_STORE';
const UPDATE = 'COMMUNICATION_UPDATE';
const DESTROY = 'COMMUNICATION_DESTROY';

/** Contacts, lists, leads and deals (README.md); the staff of a centre holding COMMUNICATION_* keys. */
export const contactRoutes: RouteDef[] = [
  defineRoute({
    method: 'get', path: '/communication/summary', summary: "The communication home's counts: contacts by source, deals by stage, open deals' value, the lists",
    tags, auth, permission: INDEX, response: C.Summary,
    handler: async ({ ctx }) => ({ data: await contactsSvc.summary({ ctx, input: undefined }) }),
  }),

  /* ---- contacts ---- */
  defineRoute({
    method: 'get', path: '/contacts', summary: "The centre's contacts, newest first; search (address, name, phone), sources (comma-separated: a lead page), list",
    tags, auth, permission: INDEX, query: C.ContactListQuery, response: C.ContactPage,
    handler: async ({ ctx, query }) => ({ data: await contactsSvc.listContacts({ ctx, input: query }) }),
  }),
  defineRoute({
    method: 'get', path: '/contacts/export', summary: "A list's contacts, or all, as CSV (UTF-8 with a BOM, formula cells neutralised)",
    tags, auth, permission: INDEX, query: C.ExportQuery, download: 'text/csv',
    handler: async ({ ctx, query }) => {
      const r = await importSvc.exportContacts({ ctx, input: query });
      return { data: null, file: { body: r.csv, contentType: 'text/csv; charset=utf-8', filename: r.filename } };
    },
  }),
  defineRoute({
    method: 'post', path: '/contacts/import', summary: `Import contacts from a CSV's text or rows (at most ${C.CONTACT_LIMITS.importRows}) into a list, a new list or none, in one transaction: counts created / updated / skipped and the bad rows by line; dry_run checks only`,
    tags, auth, permission: STORE, body: C.ImportBody, response: C.ImportResult,
    handler: async ({ ctx, body }) => ({ data: await importSvc.importContacts({ ctx, input: body }), message: body.dry_run ? 'Checked.' : 'Imported.' }),
  }),
  defineRoute({
    method: 'post', path: '/contacts', summary: 'A new contact (one per address whatever its case: 422 on email), optionally into lists',
    tags, auth, permission: STORE, body: C.ContactBody, response: C.Contact,
    handler: async ({ ctx, body }) => ({ data: await contactsSvc.createContact({ ctx, input: body }), status: 201, message: 'Contact added.' }),
  }),
  defineRoute({
    method: 'get', path: '/contacts/:id', summary: 'One contact with its lists',
    tags, auth, permission: INDEX, params: C.IdParams, response: C.Contact,
    handler: async ({ ctx, params }) => ({ data: await contactsSvc.showContact({ ctx, input: params }) }),
  }),
  defineRoute({
    method: 'put', path: '/contacts/:id', summary: 'Change a contact: address, name, phone, subscribed (false records an unsubscribe)',
    tags, auth, permission: UPDATE, params: C.IdParams, body: C.ContactUpdateBody, response: C.Contact,
    handler: async ({ ctx, params, body }) => ({ data: await contactsSvc.updateContact({ ctx, input: { ...body, id: params.id } }), message: 'Contact saved.' }),
  }),
  defineRoute({
    method: 'delete', path: '/contacts/:id', summary: 'Delete a contact with its list memberships and deals',
    tags, auth, permission: DESTROY, params: C.IdParams,
    handler: async ({ ctx, params }) => ({ data: await contactsSvc.deleteContact({ ctx, input: params }), message: 'Contact deleted.' }),
  }),

  /* ---- lists ---- */
  defineRoute({
    method: 'get', path: '/contact-lists', summary: "The centre's lists and events with their member counts; search, kind",
    tags, auth, permission: INDEX, query: C.ListQuery, response: C.ListPage,
    handler: async ({ ctx, query }) => ({ data: await listsSvc.listLists({ ctx, input: query }) }),
  }),
  defineRoute({
    method: 'post', path: '/contact-lists', summary: 'A new list, or an event (seminar, webinar, workshop, trial class) with its time; the name is unique in the centre',
    tags, auth, permission: STORE, body: C.ListBody, response: C.ContactListSummary,
    handler: async ({ ctx, body }) => ({ data: await listsSvc.createList({ ctx, input: body }), status: 201, message: 'List created.' }),
  }),
  defineRoute({
    method: 'get', path: '/contact-lists/:id', summary: 'One list',
    tags, auth, permission: INDEX, params: C.IdParams, response: C.ContactListSummary,
    handler: async ({ ctx, params }) => ({ data: await listsSvc.showList({ ctx, input: params }) }),
  }),
  defineRoute({
    method: 'put', path: '/contact-lists/:id', summary: "Rename a list or move its event's time",
    tags, auth, permission: UPDATE, params: C.IdParams, body: C.ListUpdateBody, response: C.ContactListSummary,
    handler: async ({ ctx, params, body }) => ({ data: await listsSvc.updateList({ ctx, input: { ...body, id: params.id } }), message: 'List saved.' }),
  }),
  defineRoute({
    method: 'delete', path: '/contact-lists/:id', summary: 'Delete a list (its contacts stay)',
    tags, auth, permission: DESTROY, params: C.IdParams,
    handler: async ({ ctx, params }) => ({ data: await listsSvc.deleteList({ ctx, input: params }), message: 'List deleted.' }),
  }),
  defineRoute({
    method: 'get', path: '/contact-lists/:id/members', summary: "A list's contacts, newest first",
    tags, auth, permission: INDEX, params: C.IdParams, query: C.MemberQuery, response: C.ContactPage,
    handler: async ({ ctx, params, query }) => ({ data: await listsSvc.listMembers({ ctx, input: { ...query, id: params.id } }) }),
  }),
  defineRoute({
    method: 'post', path: '/contact-lists/:id/members', summary: 'Add contacts of the centre to a list (ones already on it are left)',
    tags, auth, permission: UPDATE, params: C.IdParams, body: C.MembersBody, response: C.MembersResult,
    handler: async ({ ctx, params, body }) => ({ data: await listsSvc.addListMembers({ ctx, input: { ...body, id: params.id } }), message: 'Added to the list.' }),
  }),
  defineRoute({
    method: 'delete', path: '/contact-lists/:id/members/:contactId', summary: 'Take a contact off a list',
    tags, auth, permission: UPDATE, params: C.MemberParams,
    handler: async ({ ctx, params }) => ({ data: await listsSvc.removeListMember({ ctx, input: params }), message: 'Removed from the list.' }),
  }),

  /* ---- leads ---- */
  defineRoute({
    method: 'get', path: '/leads/expired-students', summary: "Students of the centre whose package's last day was in the last N days (30 by default), with their contact when there is one",
    tags, auth, permission: INDEX, query: C.ExpiredQuery, response: C.ExpiredPage,
    handler: async ({ ctx, query }) => ({ data: await leadsSvc.listExpiredStudents({ ctx, input: query }) }),
  }),
  defineRoute({
    method: 'post', path: '/leads/expired-students/add-to-list', summary: 'Students become contacts (source expired-student, linked to them) and join a list',
    tags, auth, permission: STORE, body: C.AddStudentsBody, response: C.AddStudentsResult,
    handler: async ({ ctx, body }) => ({ data: await leadsSvc.addStudentsToList({ ctx, input: body }), message: 'Added to the list.' }),
  }),
  defineRoute({
    method: 'get', path: '/contact-forms', summary: "The centre's forms with their fields and how each feeds contacts",
    tags, auth, permission: INDEX, response: C.LeadFormList,
    handler: async ({ ctx }) => ({ data: await formsSvc.listLeadForms({ ctx, input: undefined }) }),
  }),
  defineRoute({
    method: 'put', path: '/contact-forms', summary: "Make a form's new responses become contacts: which fields hold the e-mail, name and phone, and a list to add them to",
    tags, auth, permission: UPDATE, body: C.FormSourceBody, response: C.SavedId,
    handler: async ({ ctx, body }) => ({ data: await formsSvc.saveFormSource({ ctx, input: body }), message: 'Saved.' }),
  }),
  defineRoute({
    method: 'delete', path: '/contact-forms/:id', summary: 'A form stops feeding contacts (the contacts stay)',
    tags, auth, permission: UPDATE, params: C.IdParams,
    handler: async ({ ctx, params }) => ({ data: await formsSvc.deleteFormSource({ ctx, input: params }), message: 'Stopped.' }),
  }),
  defineRoute({
    method: 'post', path: '/contact-forms/:id/import', summary: "The form's past responses become contacts",
    tags, auth, permission: STORE, params: C.IdParams, response: C.PastImportResult,
    handler: async ({ ctx, params }) => ({ data: await formsSvc.importPastResponses({ ctx, input: params }), message: 'Imported.' }),
  }),

  /* ---- deals ---- */
  defineRoute({
    method: 'get', path: '/deals', summary: 'Deals, latest moved first (the board reads up to 500); search in title and contact, filter by stage',
    tags, auth, permission: INDEX, query: C.DealQuery, response: C.DealPage,
    handler: async ({ ctx, query }) => ({ data: await dealsSvc.listDeals({ ctx, input: query }) }),
  }),
  defineRoute({
    method: 'get', path: '/deals/owners', summary: "Who may own a deal: the centre's staff",
    tags, auth, permission: INDEX, response: C.StaffList,
    handler: async ({ ctx }) => ({ data: await dealsSvc.listOwners({ ctx, input: undefined }) }),
  }),
  defineRoute({
    method: 'post', path: '/deals', summary: "A new deal for a contact of the centre; the owner is one of its staff (the caller when left out)",
    tags, auth, permission: STORE, body: C.DealBody, response: C.Deal,
    handler: async ({ ctx, body }) => ({ data: await dealsSvc.createDeal({ ctx, input: body }), status: 201, message: 'Deal created.' }),
  }),
  defineRoute({
    method: 'get', path: '/deals/:id', summary: 'One deal',
    tags, auth, permission: INDEX, params: C.IdParams, response: C.Deal,
    handler: async ({ ctx, params }) => ({ data: await dealsSvc.showDeal({ ctx, input: params }) }),
  }),
  defineRoute({
    method: 'put', path: '/deals/:id', summary: "Change a deal's contact, title, value, owner or notes",
    tags, auth, permission: UPDATE, params: C.IdParams, body: C.DealUpdateBody, response: C.Deal,
    handler: async ({ ctx, params, body }) => ({ data: await dealsSvc.updateDeal({ ctx, input: { ...body, id: params.id } }), message: 'Deal saved.' }),
  }),
  defineRoute({
    method: 'put', path: '/deals/:id/stage', summary: 'Move a deal to a stage (the time of the move is kept; the same stage changes nothing)',
    tags, auth, permission: UPDATE, params: C.IdParams, body: C.StageBody, response: C.Deal,
    handler: async ({ ctx, params, body }) => ({ data: await dealsSvc.moveDeal({ ctx, input: { ...body, id: params.id } }), message: 'Deal moved.' }),
  }),
  defineRoute({
    method: 'delete', path: '/deals/:id', summary: 'Delete a deal',
    tags, auth, permission: DESTROY, params: C.IdParams,
    handler: async ({ ctx, params }) => ({ data: await dealsSvc.deleteDeal({ ctx, input: params }), message: 'Deal deleted.' }),
  }),
];
