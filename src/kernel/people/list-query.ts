/**
 * A people list's state kept in the URL (?search=&status=&group=&centre=&sort=&direction=&page=) and what it asks
 * the server: pure, so tested without a DOM. The URL says `direction` as every list does (@ui/data-list); GET users
 * calls it `order`.
 */
import { sortFromParams, type SortState, withListParam, withSortParams } from '@ui/data-list/list-math';
import { HttpError } from '../http/client';
import { hasAnyPermission, type PermissionHolder } from '../permissions/check';
import { ROLE_OF, type Person, type PeopleKind, type PeopleQuery, type PeopleScope } from './api';

export const PER_PAGE = 15;
/** The columns the server sorts (server/modules/users/schemas.ts USER_SORTS, less e-mail: it shares the name's column). */
export const SORTABLE = ['name', 'last_login_at', 'created_at'] as const;
/** The status pills after All; `invited`: the password is not set yet (the invitation pending or expired). */
export const STATUS_FILTERS = ['active', 'inactive', 'invited'] as const;
export type ListParam = 'search' | 'status' | 'group' | 'centre' | 'page';
const FILTERS: readonly ListParam[] = ['search', 'status', 'group', 'centre'];

const positive = (v: string | null): number | undefined => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** GET users' query for a kind from the page's URL; anything unknown or empty is left out. */
export function peopleQueryFromParams(params: URLSearchParams, kind: PeopleKind): PeopleQuery {
  const q: PeopleQuery = { role: ROLE_OF[kind], page: positive(params.get('page')) ?? 1, per_page: PER_PAGE };
  const search = params.get('search')?.trim();
  if (search) q.search = search.slice(0, 100);
  const status = params.get('status');
  if ((STATUS_FILTERS as readonly string[]).includes(status ?? '')) q.status = status as PeopleQuery['status'];
  const group = positive(params.get('group'));
  if (group && kind !== 'staff') q.group_id = group;
  const centre = positive(params.get('centre'));
  if (centre && kind !== 'staff') q.organization_id = centre;
  const sort = sortFromParams(params, SORTABLE);
  if (sort) {
    q.sort = sort.key as PeopleQuery['sort'];
    q.order = sort.direction;
  }
  return q;
}

/** Sets one filter: an empty value removes it, and any change but the page goes back to page 1. */
export function withParam(params: URLSearchParams, key: ListParam, value: string): URLSearchParams {
  return withListParam(params, key, value);
}

/** A header's sort into the URL (back to page 1: the order changed). */
export function withSort(params: URLSearchParams, sort: SortState): URLSearchParams {
  return withSortParams(params, sort);
}

/** Only the sort stays when the filters are cleared. */
export function withoutFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams();
  for (const k of ['sort', 'direction']) {
    const v = params.get(k);
    if (v) next.set(k, v);
  }
  return next;
}

export const isFiltered = (params: URLSearchParams) => FILTERS.some((k) => params.get(k));

/**
 * What the server said when it refused: a 422's field message as it is (not "Id: You cannot …", the generic toast's
 * form), else the answer's message, else the client's wording of the failure.
 */
export function refusalMessage(err: unknown, fallback: string): string {
  if (!(err instanceof HttpError)) return fallback;
  const field = Object.values(err.fieldErrors).flat()[0];
  return field ?? err.serverMessage ?? err.messages[0] ?? fallback;
}

/** What a people page may offer its user; the server checks the same keys again. */
export interface PeopleActions {
  create: boolean;
  edit: boolean;
  status: boolean;
  resend: boolean;
  delete: boolean;
  impersonate: boolean;
  import: boolean;
  export: boolean;
}

/**
 * The actions the user's permissions allow on a kind's page. `forms`: the page has create and edit pages beside it
 * (the admin's our-student has none). Impersonation and the CSV import work on a centre's own address only.
 */
export function peopleActions(user: PermissionHolder | null | undefined, kind: PeopleKind, { scope, forms }: { scope: PeopleScope; forms: boolean }): PeopleActions {
  const can = (key: string) => hasAnyPermission(user, [key]);
  return {
    create: forms && can('USER_STORE') && (kind !== 'staff' || scope === 'platform'),
    edit: forms && can('USER_UPDATE'),
    status: can('USER_CHANGE_STATUS'),
    resend: can('USER_STORE'),
    delete: can('USER_DESTROY'),
    impersonate: kind === 'student' && scope === 'centre' && can('AUTH_IMPERSONATE'),
    import: kind === 'student' && scope === 'centre' && can('USER_STORE'),
    export: true,
  };
}

export type RowActionKey = 'edit' | 'activate' | 'deactivate' | 'resend' | 'impersonate' | 'delete';

/** server/kernel/rank.ts: an action on another user needs a strictly higher rank (so one master cannot touch another). */
const RANK: Readonly<Record<string, number>> = { SUPER_ADMIN: 50, COACHING_OWNER: 40, ADMIN: 30, TRAINER: 20, STUDENT: 10 };

/** Whether the rank rule lets the actor act on the row; an actor role the client does not know leaves it to the server. */
export function outranks(actorRole: string | null | undefined, targetRole: string): boolean {
  const actor = actorRole ? RANK[actorRole] : undefined;
  if (actor === undefined) return true;
  return actor > (RANK[targetRole] ?? RANK.ADMIN!);
}

/** Who looks at the list: the row that is theirs, and their server role for the rank rule. */
export interface Viewer {
  id: number | null;
  role: string | null | undefined;
}

/**
 * A row's menu: edit; activate or deactivate; resend while the invitation is not accepted (and the person active:
 * the server mails no link to an inactive account); impersonate an active student; delete. Nothing on a person of
 * the same or a higher rank (yourself included): the server would refuse every one of them.
 */
export function rowActions(row: Pick<Person, 'id' | 'status' | 'invitation' | 'role'>, actions: PeopleActions, viewer: Viewer): RowActionKey[] {
  const self = viewer.id !== null && row.id === viewer.id;
  if (self || !outranks(viewer.role, row.role)) return [];
  const out: RowActionKey[] = [];
  if (actions.edit) out.push('edit');
  if (actions.status) out.push(row.status === 'active' ? 'deactivate' : 'activate');
  if (actions.resend && row.invitation !== 'accepted' && row.status === 'active') out.push('resend');
  if (actions.impersonate && row.status === 'active') out.push('impersonate');
  if (actions.delete) out.push('delete');
  return out;
}
