/**
 * Automations (README.md, docs/product-spec.md §22): when an event happens, send a template mail, create a task or
 * add the person as a contact. Saving checks what the action needs (422 per field under `config.`) and refuses an
 * automation that would fire itself again (422 on `action`, rules.ts `findLoop`). Runs are fire.ts.
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../kernel/db.ts';
import { list } from '../../kernel/envelope.ts';
import { NotFoundError, ValidationError } from '../../kernel/errors.ts';
import { requirePermission } from '../../kernel/permissions.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import type { Verb } from '../../kernel/verb.ts';
import { automationRuns, automations } from '../../db/schema.ts';
import { assertAssignable } from '../tasks/create.ts';
import type {
  Automation, AutomationAction, AutomationBody, AutomationConfig, AutomationEvent, AutomationList, AutomationListQuery, AutomationRunList,
  AutomationStatusBody, AutomationUpdateBody, IdParams, RunListQuery,
} from './contracts.ts';
import { rows } from './db-rows.ts';
import { findLoop, unknownPlaceholders } from './rules.ts';
import { centreOf } from './service.ts';

type AutomationRow = typeof automations.$inferSelect;

const EVENT_WORDS: Record<AutomationEvent, string> = {
  'package.expiring': 'a package expiring',
  'evaluation.released': 'an evaluation released',
  'contact.created': 'a contact created',
};

/** The config keys each action uses: the others are dropped when saved. */
const ACTION_KEYS: Record<AutomationAction, ReadonlyArray<keyof AutomationConfig>> = {
  'send-mail': ['subject', 'body'],
  'create-task': ['title', 'assignee_id', 'due_in_days'],
  'add-contact': ['list_id'],
};

/** 422 per field unless the action has what it needs in this centre; answers the config with only the action's keys. */
async function checkConfig(tx: Tx, org: number, action: AutomationAction, config: AutomationConfig): Promise<AutomationConfig> {
  const errors: Record<string, string[]> = {};
  const need = (k: keyof AutomationConfig, label: string) => {
    const v = config[k];
    if (v === undefined || v === '') errors[`config.${k}`] = [`The ${label} is required.`];
  };
  if (action === 'send-mail') {
    need('subject', 'subject');
    need('body', 'body');
    for (const k of ['subject', 'body'] as const) {
      const unknown = config[k] ? unknownPlaceholders(config[k]!) : [];
      if (unknown.length) errors[`config.${k}`] = [`Unknown placeholder: ${unknown.map((u) => `{{${u}}}`).join(', ')}.`];
    }
  }
  if (action === 'create-task') {
    need('title', 'title');
    need('assignee_id', 'assignee');
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  if (action === 'create-task') await assertAssignable(tx, org, config.assignee_id!, 'config.assignee_id');
  if (action === 'add-contact' && config.list_id !== undefined) {
    const [found] = await rows<{ id: number }>(tx, sql`select id from contact_lists where id = ${config.list_id} and organization_id = ${org}`);
    if (!found) throw ValidationError.field('config.list_id', 'The selected list is invalid.');
  }
  const kept: AutomationConfig = {};
  for (const k of ACTION_KEYS[action]) if (config[k] !== undefined) (kept as Record<string, unknown>)[k] = config[k];
  return kept;
}

/** 422 on `action` when the automation, beside the centre's other enabled ones, would fire itself again. */
async function checkLoop(tx: Tx, org: number, a: { id?: number; event: AutomationEvent; action: AutomationAction; enabled: boolean }): Promise<void> {
  if (!a.enabled) return;
  const others = await tx
    .select({ id: automations.id, event: automations.event, action: automations.action })
    .from(automations)
    .where(and(eq(automations.organizationId, org), eq(automations.enabled, true)));
  const loop = findLoop(a, others);
  if (loop) {
    throw ValidationError.field(
      'action',
      `This action would start the automation again (${loop.map((e) => EVENT_WORDS[e]).join(' → ')}): choose another action or event.`,
    );
  }
}

async function toAutomations(tx: Tx, found: AutomationRow[]): Promise<Automation[]> {
  if (!found.length) return [];
  const ids = found.map((r) => r.id);
  const counts = await rows<{ automation_id: number; done: number; skipped: number; failed: number; last: string | null }>(
    tx,
    sql`select automation_id, (count(*) filter (where status = 'done'))::int as done, (count(*) filter (where status = 'skipped'))::int as skipped,
          (count(*) filter (where status = 'failed'))::int as failed, max(created_at) as last
        from automation_runs where automation_id in (select (jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))::int) group by automation_id`,
  );
  const by = new Map(counts.map((c) => [Number(c.automation_id), c]));
  return found.map((r) => {
    const c = by.get(r.id);
    return {
      id: r.id,
      name: r.name,
      event: r.event,
      action: r.action,
      config: r.config as AutomationConfig,
      enabled: r.enabled,
      runs: { done: Number(c?.done ?? 0), skipped: Number(c?.skipped ?? 0), failed: Number(c?.failed ?? 0) },
      last_run_at: c?.last ? new Date(c.last).toISOString() : null,
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
    };
  });
}

async function automationOf(tx: Tx, org: number, id: number): Promise<AutomationRow> {
  const [row] = await tx.select().from(automations).where(and(eq(automations.organizationId, org), eq(automations.id, id))).for('update');
  if (!row) throw new NotFoundError('Automation not found.');
  return row;
}

async function one(tx: Tx, row: AutomationRow): Promise<Automation> {
  return (await toAutomations(tx, [row]))[0]!;
}

/** GET automations */
export async function listAutomations({ ctx, input }: Verb<AutomationListQuery>): Promise<AutomationList> {
  requirePermission(ctx, 'COMMUNICATION_INDEX');
  const org = centreOf(ctx);
  const page = input.page ?? 1;
  const perPage = input.per_page ?? 15;
  const where: SQL = and(eq(automations.organizationId, org), input.event ? eq(automations.event, input.event) : undefined)!;
  return withTenantTx(ctx, async (tx) => {
    const [total] = await tx.select({ n: sql<number>`count(*)::int` }).from(automations).where(where);
    const found = await tx.select().from(automations).where(where).orderBy(desc(automations.createdAt), desc(automations.id)).limit(perPage).offset((page - 1) * perPage);
    return list(await toAutomations(tx, found), page, perPage, Number(total?.n ?? 0));
  });
}

/** POST automations */
export async function createAutomation({ ctx, input }: Verb<AutomationBody>): Promise<Automation> {
  const actor = requirePermission(ctx, 'COMMUNICATION_STORE');
  const org = centreOf(ctx);
  return withTenantTx(ctx, async (tx) => {
    const enabled = input.enabled ?? true;
    await checkLoop(tx, org, { event: input.event, action: input.action, enabled });
    const config = await checkConfig(tx, org, input.action, input.config);
    const [row] = await tx
      .insert(automations)
      .values({ organizationId: org, name: input.name, event: input.event, action: input.action, config, enabled, createdBy: actor.userId })
      .returning();
    return one(tx, row!);
  });
}

/** GET automations/{id} */
export async function showAutomation({ ctx, input }: Verb<IdParams>): Promise<Automation> {
  requirePermission(ctx, 'COMMUNICATION_INDEX');
  const org = centreOf(ctx);
  return withTenantTx(ctx, async (tx) => one(tx, await automationOf(tx, org, input.id)));
}

/** PUT automations/{id} */
export async function updateAutomation({ ctx, input }: Verb<AutomationUpdateBody & IdParams>): Promise<Automation> {
  requirePermission(ctx, 'COMMUNICATION_UPDATE');
  const org = centreOf(ctx);
  return withTenantTx(ctx, async (tx) => {
    const row = await automationOf(tx, org, input.id);
    const next = {
      id: row.id,
      event: input.event ?? row.event,
      action: input.action ?? row.action,
      enabled: input.enabled ?? row.enabled,
    };
    await checkLoop(tx, org, next);
    const config = await checkConfig(tx, org, next.action, input.config ?? (row.config as AutomationConfig));
    const [updated] = await tx
      .update(automations)
      .set({ name: input.name ?? row.name, event: next.event, action: next.action, enabled: next.enabled, config, updatedAt: new Date() })
      .where(eq(automations.id, row.id))
      .returning();
    return one(tx, updated!);
  });
}

/** PUT automations/{id}/status: switch on or off (switching on checks the loop again: others may have changed). */
export async function changeAutomationStatus({ ctx, input }: Verb<AutomationStatusBody & IdParams>): Promise<Automation> {
  requirePermission(ctx, 'COMMUNICATION_UPDATE');
  const org = centreOf(ctx);
  return withTenantTx(ctx, async (tx) => {
    const row = await automationOf(tx, org, input.id);
    await checkLoop(tx, org, { id: row.id, event: row.event, action: row.action, enabled: input.enabled });
    const [updated] = await tx.update(automations).set({ enabled: input.enabled, updatedAt: new Date() }).where(eq(automations.id, row.id)).returning();
    return one(tx, updated!);
  });
}

/** DELETE automations/{id}: with its runs. */
export async function deleteAutomation({ ctx, input }: Verb<IdParams>): Promise<null> {
  requirePermission(ctx, 'COMMUNICATION_DESTROY');
  const org = centreOf(ctx);
  return withTenantTx(ctx, async (tx) => {
    const row = await automationOf(tx, org, input.id);
    await tx.delete(automations).where(eq(automations.id, row.id));
    return null;
  });
}

/** GET automations/{id}/runs: newest first. */
export async function listRuns({ ctx, input }: Verb<RunListQuery & IdParams>): Promise<AutomationRunList> {
  requirePermission(ctx, 'COMMUNICATION_INDEX');
  const org = centreOf(ctx);
  const page = input.page ?? 1;
  const perPage = input.per_page ?? 15;
  return withTenantTx(ctx, async (tx) => {
    const [row] = await tx.select({ id: automations.id }).from(automations).where(and(eq(automations.organizationId, org), eq(automations.id, input.id)));
    if (!row) throw new NotFoundError('Automation not found.');
    const where = and(eq(automationRuns.automationId, row.id), eq(automationRuns.organizationId, org));
    const [total] = await tx.select({ n: sql<number>`count(*)::int` }).from(automationRuns).where(where);
    const found = await tx.select().from(automationRuns).where(where).orderBy(desc(automationRuns.createdAt), desc(automationRuns.id)).limit(perPage).offset((page - 1) * perPage);
    return list(
      found.map((r) => ({ id: r.id, subject_key: r.subjectKey, status: r.status, detail: r.detail, created_at: r.createdAt.toISOString() })),
      page,
      perPage,
      Number(total?.n ?? 0),
    );
  });
}
