/**
 * The pure rules of campaigns and automations (README.md, docs/product-spec.md §22): placeholders in a mail, the
 * per-centre throttle's arithmetic, the automation loop check and the audience (segment) definition. No database.
 */
import type { AutomationAction, AutomationEvent, Audience } from './contracts.ts';

/* ------------------------------------------------------------------ placeholders */

/** The placeholders a campaign or automation mail may use; anything else between braces is left as written. */
export const PLACEHOLDERS = ['name', 'first_name', 'email', 'centre'] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

/**
 * Fills `{{name}}`-style placeholders (spaces inside the braces allowed, case-insensitive). A known placeholder with
 * no value becomes '' (a contact without a name reads "Dear ," rather than "Dear {{name}},"), an unknown one stays as
 * written so a typo shows in the preview rather than vanishing.
 */
export function renderTemplate(text: string, values: Partial<Record<Placeholder, string>>): string {
  return text.replace(/\{\{\s*([a-zA-Z_]+)\s*\}\}/g, (whole, key: string) => {
    const k = key.toLowerCase() as Placeholder;
    return (PLACEHOLDERS as readonly string[]).includes(k) ? (values[k] ?? '') : whole;
  });
}

/** The placeholders used in a text that are not known: shown as a 422 so the author fixes them before sending. */
export function unknownPlaceholders(text: string): string[] {
  const found = [...text.matchAll(/\{\{\s*([a-zA-Z_]+)\s*\}\}/g)].map((m) => m[1]!.toLowerCase());
  return [...new Set(found.filter((k) => !(PLACEHOLDERS as readonly string[]).includes(k)))];
}

/** The first word of a name, for {{first_name}}. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/** The mail's text: the rendered body and the unsubscribe line (every campaign mail carries one). */
export function campaignMailText(body: string, unsubscribeUrl: string): string {
  return `${body.trimEnd()}\n\n--\nTo stop receiving these e-mails, open: ${unsubscribeUrl}\n`;
}

/* ------------------------------------------------------------------ throttle */

/**
 * How many more mails a centre may hand to the outbox now: `perMinute` minus what it handed over in the last 60 s,
 * capped by the batch size. When nothing is allowed, `retryInMs` says when the oldest mail of the window leaves it
 * (at least 1 s, so a job never spins).
 */
export function throttleAllowance(p: { perMinute: number; batchSize: number; sentInWindow: number; oldestInWindowAt: Date | null; now: Date }): {
  allowed: number;
  retryInMs: number;
} {
  const left = Math.max(0, p.perMinute - p.sentInWindow);
  if (left > 0) return { allowed: Math.min(left, p.batchSize), retryInMs: 0 };
  const leavesAt = p.oldestInWindowAt ? p.oldestInWindowAt.getTime() + 60_000 : p.now.getTime() + 60_000;
  return { allowed: 0, retryInMs: Math.max(1000, leavesAt - p.now.getTime()) };
}

/** The shortest time a campaign of `recipients` takes at `perMinute` (what the page tells the author). */
export function minutesToSend(recipients: number, perMinute: number): number {
  if (recipients <= 0 || perMinute <= 0) return 0;
  return Math.ceil(recipients / perMinute);
}

/* ------------------------------------------------------------------ automations */

/**
 * The events an action can cause. An automation whose action causes its own event would fire itself again and again
 * ("contact created" -> "add a contact"): refused when saved. Sending a mail or creating a task causes none of the
 * events an automation listens to.
 */
export const ACTION_CAUSES: Record<AutomationAction, readonly AutomationEvent[]> = {
  'send-mail': [],
  'create-task': [],
  'add-contact': ['contact.created'],
};

/** How deep automations may fire one another at run time (the second guard, for what the save-time check cannot see). */
export const MAX_AUTOMATION_DEPTH = 3;

export interface AutomationEdge {
  id?: number;
  event: AutomationEvent;
  action: AutomationAction;
}

/**
 * Whether the automation `candidate`, saved beside the centre's other enabled automations, closes a loop: its action
 * causes an event that (directly, or through other automations' actions) comes back to its own event. Returns the
 * events of the loop, starting and ending with the candidate's event, or null.
 */
export function findLoop(candidate: AutomationEdge, others: readonly AutomationEdge[]): AutomationEvent[] | null {
  const all = [candidate, ...others.filter((o) => candidate.id === undefined || o.id !== candidate.id)];
  const queue: AutomationEvent[][] = ACTION_CAUSES[candidate.action].map((e) => [candidate.event, e]);
  const seen = new Set<AutomationEvent>();
  while (queue.length) {
    const path = queue.shift()!;
    const event = path[path.length - 1]!;
    if (event === candidate.event) return path;
    if (seen.has(event)) continue;
    seen.add(event);
    for (const a of all.filter((x) => x.event === event)) for (const caused of ACTION_CAUSES[a.action]) queue.push([...path, caused]);
  }
  return null;
}

/* ------------------------------------------------------------------ audience */

export const AUDIENCE_LIMITS = { expiringDaysMin: 1, expiringDaysMax: 365 } as const;

/** Why an audience cannot be used, per field (the ids' existence in the centre is checked by the service). */
export function audienceProblems(a: Audience): Record<string, string[]> {
  if (a.kind === 'expiring' && (a.days < AUDIENCE_LIMITS.expiringDaysMin || a.days > AUDIENCE_LIMITS.expiringDaysMax)) {
    return { 'audience.days': [`The days must be between ${AUDIENCE_LIMITS.expiringDaysMin} and ${AUDIENCE_LIMITS.expiringDaysMax}.`] };
  }
  return {};
}

/** The last day (yyyy-MM-dd, UTC like package expiry itself) an expiring-package segment reaches, from today. */
export function expiringUntil(today: string, days: number): string {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
