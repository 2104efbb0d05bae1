/**
 * The master's toolkit settings, platform-wide: time presets (named preparation/answer times a test or type may
 * use; a type's own timing in question-types/<slug>/definition.ts stays the default), iframe markers (embeddable
 * addresses of allowed hosts, rules.ts) and the intro and end communications the exam player shows. Staff with
 * QUESTION_INDEX read them; only the master on the platform domain writes. Every signed-in user reads the
 * communications (the player needs them).
 */
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../kernel/db.ts';
import type { Verb } from '../../kernel/verb.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../../kernel/errors.ts';
import { list } from '../../kernel/envelope.ts';
import { requireActor, requireAnyPermission, requirePermission } from '../../kernel/permissions.ts';
import { richTextToPlain } from '../../kernel/sanitize.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import { iframeMarkers, questionTypes, timePresets, toolkitCommunications } from '../../db/schema.ts';
import { likePattern } from '../users/list.ts';
import type { Communication, Communications, IframeMarker, TimeSet } from './contracts.ts';
import type { CommunicationInput, CreateMarkerInput, CreateTimeSetInput, SettingsListInput, UpdateMarkerInput, UpdateTimeSetInput } from './schemas.ts';
import { IFRAME_ALLOWED_HOSTS, iframeUrlProblem } from './rules.ts';
import { pageOf, requireMaster, requireType, typeRefOf, uniqueViolation } from './scope.ts';

const READ = 'QUESTION_INDEX';
/** the route's key for the master's writes; the service then insists on the master (scope.ts requireMaster) */
export const SETTINGS_WRITE = 'QUESTION_UPDATE';

const taken = (field: string) => ValidationError.field(field, 'This name is taken already.');
async function uniqueName<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (uniqueViolation(err)) throw taken('name');
    throw err;
  }
}

/* ---------------------------------------------------------------- time presets */

async function timeSetsWhere(tx: Tx, where: SQL | undefined, page: number, perPage: number): Promise<TimeSet[]> {
  const rows = await tx
    .select({ p: timePresets, t: questionTypes })
    .from(timePresets)
    .leftJoin(questionTypes, eq(questionTypes.id, timePresets.questionTypeId))
    .where(where)
    .orderBy(desc(timePresets.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return rows.map(({ p, t }) => ({ id: p.id, name: p.name, question_type: t ? typeRefOf(t) : null, preparation_sec: p.preparationSec, answer_sec: p.answerSec, status: p.status, created_at: p.createdAt.toISOString(), updated_at: p.updatedAt.toISOString() }));
}
async function timeSetOf(tx: Tx, id: number): Promise<TimeSet> {
  const [p] = await timeSetsWhere(tx, eq(timePresets.id, id), 1, 1);
  if (!p) throw new NotFoundError('Time preset not found');
  return p;
}

/** Time presets are also read by the test and quiz wizards' time step: staff with a test key read them too, never a student. */
export const TIME_SET_READ = [READ, 'TEST_INDEX', 'MOCK_TEST_INDEX'] as const;

export async function listTimeSets({ ctx, input }: Verb<SettingsListInput>) {
  const actor = requireAnyPermission(ctx, ...TIME_SET_READ);
  if (actor.role === 'STUDENT') throw new ForbiddenError('Time presets are for the staff who build tests.');
  const { page, perPage } = pageOf(input);
  return withTenantTx(ctx, async (tx) => {
    const where = and(input.status ? eq(timePresets.status, input.status) : undefined, input.search ? sql`lower(${timePresets.name}) like ${likePattern(input.search)}` : undefined);
    const [total] = await tx.select({ n: count() }).from(timePresets).where(where);
    return list(await timeSetsWhere(tx, where, page, perPage), page, perPage, Number(total?.n ?? 0));
  });
}

export async function createTimeSet({ ctx, input }: Verb<CreateTimeSetInput>) {
  const actor = requirePermission(ctx, SETTINGS_WRITE);
  requireMaster(ctx, actor);
  return withTenantTx(ctx, async (tx) => {
    const typeId = input.question_type_id ? (await requireType(tx, input.question_type_id)).id : null;
    const [row] = await uniqueName(() =>
      tx.insert(timePresets).values({ name: input.name, questionTypeId: typeId, preparationSec: input.preparation_sec, answerSec: input.answer_sec, status: input.status ?? 'active' }).returning({ id: timePresets.id }),
    );
    return timeSetOf(tx, row!.id);
  });
}

export async function updateTimeSet({ ctx, input }: Verb<UpdateTimeSetInput & { id: number }>) {
  const actor = requirePermission(ctx, SETTINGS_WRITE);
  requireMaster(ctx, actor);
  return withTenantTx(ctx, async (tx) => {
    await timeSetOf(tx, input.id);
    const typeId = input.question_type_id === undefined ? undefined : input.question_type_id === null ? null : (await requireType(tx, input.question_type_id)).id;
    await uniqueName(() =>
      tx
        .update(timePresets)
        .set({
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(typeId !== undefined ? { questionTypeId: typeId } : {}),
          ...(input.preparation_sec !== undefined ? { preparationSec: input.preparation_sec } : {}),
          ...(input.answer_sec !== undefined ? { answerSec: input.answer_sec } : {}),
          updatedAt: new Date(),
        })
        .where(eq(timePresets.id, input.id)),
    );
    return timeSetOf(tx, input.id);
  });
}

export async function changeTimeSetStatus({ ctx, input }: Verb<{ id: number; status: 'active' | 'inactive' }>) {
  const actor = requirePermission(ctx, SETTINGS_WRITE);
  requireMaster(ctx, actor);
  return withTenantTx(ctx, async (tx) => {
    await timeSetOf(tx, input.id);
    await tx.update(timePresets).set({ status: input.status, updatedAt: new Date() }).where(eq(timePresets.id, input.id));
    return timeSetOf(tx, input.id);
  });
}

export async function deleteTimeSet({ ctx, input }: Verb<{ id: number }>) {
  const actor = requirePermission(ctx, SETTINGS_WRITE);
  requireMaster(ctx, actor);
  return withTenantTx(ctx, async (tx) => {
    await timeSetOf(tx, input.id);
    await tx.delete(timePresets).where(eq(timePresets.id, input.id));
    return null;
  });
}

/* ---------------------------------------------------------------- iframe markers */

const markerOfRow = (m: typeof iframeMarkers.$inferSelect): IframeMarker => ({ id: m.id, name: m.name, url: m.url, status: m.status, created_at: m.createdAt.toISOString(), updated_at: m.updatedAt.toISOString() });
async function markerOf(tx: Tx, id: number): Promise<IframeMarker> {
  const [m] = await tx.select().from(iframeMarkers).where(eq(iframeMarkers.id, id));
  if (!m) throw new NotFoundError('Iframe marker not found');
  return markerOfRow(m);
}
function checkedUrl(url: string): string {
  const problem = iframeUrlProblem(url);
  if (problem) throw ValidationError.field('url', problem);
  return new URL(url).toString();
}

export function iframeHosts({ ctx }: Verb) {
  requirePermission(ctx, READ);
  return { hosts: [...IFRAME_ALLOWED_HOSTS] };
}

export async function listMarkers({ ctx, input }: Verb<SettingsListInput>) {
  requirePermission(ctx, READ);
  const { page, perPage } = pageOf(input);
  return withTenantTx(ctx, async (tx) => {
    const where = and(input.status ? eq(iframeMarkers.status, input.status) : undefined, input.search ? sql`lower(${iframeMarkers.name} || ' ' || ${iframeMarkers.url}) like ${likePattern(input.search)}` : undefined);
    const [total] = await tx.select({ n: count() }).from(iframeMarkers).where(where);
    const rows = await tx.select().from(iframeMarkers).where(where).orderBy(desc(iframeMarkers.id)).limit(perPage).offset((page - 1) * perPage);
    return list(rows.map(markerOfRow), page, perPage, Number(total?.n ?? 0));
  });
}

export async function createMarker({ ctx, input }: Verb<CreateMarkerInput>) {
  const actor = requirePermission(ctx, SETTINGS_WRITE);
  requireMaster(ctx, actor);
  const url = checkedUrl(input.url);
  return withTenantTx(ctx, async (tx) => {
    const [row] = await uniqueName(() => tx.insert(iframeMarkers).values({ name: input.name, url, status: input.status ?? 'active' }).returning({ id: iframeMarkers.id }));
    return markerOf(tx, row!.id);
  });
}

export async function updateMarker({ ctx, input }: Verb<UpdateMarkerInput & { id: number }>) {
  const actor = requirePermission(ctx, SETTINGS_WRITE);
  requireMaster(ctx, actor);
  const url = input.url !== undefined ? checkedUrl(input.url) : undefined;
  return withTenantTx(ctx, async (tx) => {
    await markerOf(tx, input.id);
    await uniqueName(() =>
      tx
        .update(iframeMarkers)
        .set({ ...(input.name !== undefined ? { name: input.name } : {}), ...(url !== undefined ? { url } : {}), updatedAt: new Date() })
        .where(eq(iframeMarkers.id, input.id)),
    );
    return markerOf(tx, input.id);
  });
}

export async function changeMarkerStatus({ ctx, input }: Verb<{ id: number; status: 'active' | 'inactive' }>) {
  const actor = requirePermission(ctx, SETTINGS_WRITE);
  requireMaster(ctx, actor);
  return withTenantTx(ctx, async (tx) => {
    await markerOf(tx, input.id);
    await tx.update(iframeMarkers).set({ status: input.status, updatedAt: new Date() }).where(eq(iframeMarkers.id, input.id));
    return markerOf(tx, input.id);
  });
}

export async function deleteMarker({ ctx, input }: Verb<{ id: number }>) {
  const actor = requirePermission(ctx, SETTINGS_WRITE);
  requireMaster(ctx, actor);
  return withTenantTx(ctx, async (tx) => {
    await markerOf(tx, input.id);
    await tx.delete(iframeMarkers).where(eq(iframeMarkers.id, input.id));
    return null;
  });
}

/* ---------------------------------------------------------------- communications */

async function communicationsOf(tx: Tx): Promise<Communications> {
  const rows = await tx.select().from(toolkitCommunications);
  const one = (kind: 'intro' | 'end'): Communication => {
    const r = rows.find((x) => x.kind === kind);
    return r ? { kind, title: r.title, body: r.body, status: r.status, updated_at: r.updatedAt.toISOString() } : { kind, title: '', body: '', status: 'inactive', updated_at: null };
  };
  return { intro: one('intro'), end: one('end') };
}

/** GET toolkit/communications: any signed-in user (the exam player shows them); staff get inactive ones too. */
export async function showCommunications({ ctx }: Verb) {
  const actor = requireActor(ctx);
  const student = actor.role === 'STUDENT';
  return withTenantTx(ctx, async (tx) => {
    const all = await communicationsOf(tx);
    if (!student) return all;
    const hide = (c: Communication): Communication => (c.status === 'active' ? c : { ...c, title: '', body: '' });
    return { intro: hide(all.intro), end: hide(all.end) };
  });
}

/** PUT toolkit/communications/{kind}: the master's text (empty clears it). */
export async function saveCommunication({ ctx, input }: Verb<CommunicationInput & { kind: 'intro' | 'end' }>) {
  const actor = requirePermission(ctx, SETTINGS_WRITE);
  requireMaster(ctx, actor);
  const body = richTextToPlain(input.body).trim();
  return withTenantTx(ctx, async (tx) => {
    const values = { title: input.title ?? '', body, status: input.status ?? 'active', updatedBy: actor.userId, updatedAt: new Date() };
    await tx
      .insert(toolkitCommunications)
      .values({ kind: input.kind, ...values })
      .onConflictDoUpdate({ target: toolkitCommunications.kind, set: values });
    return (await communicationsOf(tx))[input.kind];
  });
}
