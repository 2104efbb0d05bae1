/**
 * fireAutomation: the one trigger point of automations. Other modules call it in ONE line where an event happens,
 * inside their own transaction (evaluation released, a lead's contact created; the daily job for packages about to
 * expire). Each enabled automation of the centre for the event runs once per subject (automation_runs is unique on
 * (automation, subject)), in a savepoint: a failing action is recorded as a failed run and never undoes the caller's
 * work. Actions that cause events fire them again with depth + 1; past MAX_AUTOMATION_DEPTH a run is skipped (the
 * run-time guard behind the save-time loop check of rules.ts `findLoop`).
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../kernel/db.ts';
import { enqueueMail } from '../../kernel/mail.ts';
import { createTask, type TaskLinkKind } from '../tasks/create.ts';
import type { AutomationConfig, AutomationEvent } from './contracts.ts';
import { rows } from './db-rows.ts';
import { firstName, MAX_AUTOMATION_DEPTH, renderTemplate } from './rules.ts';

/** What an event is about: a student (package expiring: `key` is the expiry date), an evaluation of a student, a contact. */
export type AutomationSubject =
  | { kind: 'student'; userId: number; key?: string }
  | { kind: 'evaluation'; id: number; userId: number }
  | { kind: 'contact'; contactId: number };

export function subjectKey(s: AutomationSubject): string {
  if (s.kind === 'student') return `student:${s.userId}${s.key ? `:${s.key}` : ''}`;
  if (s.kind === 'evaluation') return `evaluation:${s.id}`;
  return `contact:${s.contactId}`;
}

interface Person {
  email: string;
  name: string;
  userId: number | null;
  contactId: number | null;
  unsubscribed: boolean;
}

async function personOf(tx: Tx, org: number, s: AutomationSubject): Promise<Person | null> {
  if (s.kind === 'contact') {
    const [c] = await rows<{ email: string; name: string; user_id: number | null; unsubscribed_at: string | null }>(
      tx,
      sql`select email, name, user_id, unsubscribed_at from contacts where id = ${s.contactId} and organization_id = ${org}`,
    );
    return c ? { email: c.email, name: c.name, userId: c.user_id, contactId: s.contactId, unsubscribed: c.unsubscribed_at !== null } : null;
  }
  const [u] = await rows<{ email: string; name: string; unsubscribed_at: string | null; contact_id: number | null }>(
    tx,
    sql`select u.email, trim(u.first_name || ' ' || u.last_name) as name, c.unsubscribed_at, c.id as contact_id
        from users u left join contacts c on c.organization_id = ${org} and lower(c.email) = lower(u.email)
        where u.id = ${s.userId} and u.organization_id = ${org} and u.deleted_at is null`,
  );
  return u ? { email: u.email, name: u.name, userId: s.userId, contactId: u.contact_id, unsubscribed: u.unsubscribed_at !== null } : null;
}

function taskLink(s: AutomationSubject): { kind: TaskLinkKind; id: number } {
  if (s.kind === 'evaluation') return { kind: 'evaluation', id: s.id };
  if (s.kind === 'student') return { kind: 'student', id: s.userId };
  return { kind: 'contact', id: s.contactId };
}

/** Runs one automation's action; answers the run's status and a line for the report. */
async function runAction(
  tx: Tx,
  org: number,
  a: { action: string; config: AutomationConfig },
  subject: AutomationSubject,
  depth: number,
): Promise<{ status: 'done' | 'skipped'; detail: string }> {
  const person = await personOf(tx, org, subject);
  if (!person) return { status: 'skipped', detail: 'The person is gone.' };
  const [centre] = await rows<{ name: string }>(tx, sql`select name from organizations where id = ${org}`);
  const values = { name: person.name, first_name: firstName(person.name), email: person.email, centre: centre?.name ?? '' };
  const c = a.config;

  if (a.action === 'send-mail') {
    // an address that unsubscribed from the centre's mail gets none from its automations either
    if (person.unsubscribed) return { status: 'skipped', detail: `${person.email} unsubscribed.` };
    await enqueueMail(tx, {
      organizationId: org,
      to: person.email,
      subject: renderTemplate(c.subject ?? '', values).replace(/[\r\n]+/g, ' '),
      text: renderTemplate(c.body ?? '', values),
    });
    return { status: 'done', detail: `Mail to ${person.email}.` };
  }

  if (a.action === 'create-task') {
    const due = c.due_in_days !== undefined ? new Date(Date.now() + c.due_in_days * 86_400_000) : null;
    const id = await createTask(tx, {
      organizationId: org,
      title: renderTemplate(c.title ?? '', values).slice(0, 200) || 'Follow up',
      assigneeId: c.assignee_id!,
      dueAt: due,
      link: taskLink(subject),
      createdBy: null,
    });
    return { status: 'done', detail: `Task #${id}.` };
  }

  // add-contact: the person joins the list; a new contact is the event 'contact.created', fired one level deeper
  let contactId = person.contactId;
  let created = false;
  if (contactId === null) {
    const [row] = await rows<{ id: number }>(
      tx,
      sql`insert into contacts (organization_id, email, name, source, user_id) values (${org}, ${person.email}, ${person.name}, 'manual', ${person.userId})
          on conflict (organization_id, lower(email)) do nothing returning id`,
    );
    if (row) {
      contactId = Number(row.id);
      created = true;
    } else {
      contactId = Number((await rows<{ id: number }>(tx, sql`select id from contacts where organization_id = ${org} and lower(email) = lower(${person.email})`))[0]?.id);
    }
  }
  if (c.list_id !== undefined) {
    await tx.execute(sql`insert into contact_list_members (list_id, contact_id, organization_id)
      select ${c.list_id}, ${contactId}, ${org} where exists (select 1 from contact_lists where id = ${c.list_id} and organization_id = ${org})
      on conflict do nothing`);
  }
  if (created) await fireAutomation(tx, org, 'contact.created', { kind: 'contact', contactId }, depth + 1);
  return { status: 'done', detail: created ? `Contact #${contactId} created.` : `Contact #${contactId} added.` };
}

/**
 * Runs the centre's enabled automations for `event` about `subject`, in the caller's transaction. Never throws for an
 * automation's own failure (recorded as a failed run); `depth` is for automations that fire one another.
 */
export async function fireAutomation(tx: Tx, organizationId: number, event: AutomationEvent, subject: AutomationSubject, depth = 0): Promise<void> {
  const found = await rows<{ id: number; action: string; config: AutomationConfig }>(
    tx,
    sql`select id, action, config from automations where organization_id = ${organizationId} and event = ${event} and enabled order by id`,
  );
  const key = subjectKey(subject);
  for (const a of found) {
    const record = (status: string, detail: string) =>
      rows<{ id: number }>(
        tx,
        sql`insert into automation_runs (organization_id, automation_id, subject_key, status, detail)
            values (${organizationId}, ${a.id}, ${key}, ${status}, ${detail.slice(0, 1000)}) on conflict (automation_id, subject_key) do nothing returning id`,
      );
    if (depth > MAX_AUTOMATION_DEPTH) {
      await record('skipped', `Stopped: automations fired one another more than ${MAX_AUTOMATION_DEPTH} deep.`);
      continue;
    }
    try {
      await tx.transaction(async (sp) => {
        const claimed = await record('done', '');
        if (!claimed.length) return; // this automation already ran for this subject
        const result = await runAction(sp as unknown as Tx, organizationId, { action: a.action, config: a.config }, subject, depth);
        await sp.execute(sql`update automation_runs set status = ${result.status}, detail = ${result.detail.slice(0, 1000)} where id = ${claimed[0]!.id}`);
      });
    } catch (err) {
      await record('failed', String((err as Error)?.message ?? err));
    }
  }
}
