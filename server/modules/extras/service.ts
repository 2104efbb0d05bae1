/**
 * Small calls the spec groups as extras (server/modules/extras/README.md): a writing type's written-discourse settings
 * and the requests for a demo class. Word details live with the word lists (server/modules/word-lists).
 */
import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../kernel/context.ts';
import type { Tx } from '../../kernel/db.ts';
import type { Verb } from '../../kernel/verb.ts';
import { NotFoundError, TooManyRequestsError } from '../../kernel/errors.ts';
import { list } from '../../kernel/envelope.ts';
import { enqueueMail } from '../../kernel/mail.ts';
import { publicVerb, requireAnyPermission } from '../../kernel/permissions.ts';
import { addressKey } from '../../kernel/throttle.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import { demoRequests, organizations, roles, users } from '../../db/schema.ts';
import type { TraitDef } from '../../../question-types/kit/define-question-type.ts';
import { findType } from '../question-types/service.ts';
import { likePattern } from '../users/list.ts';
import type { DemoRequest, WrittenDiscourseSettings } from './contracts.ts';
import type { DemoInput, DemoListInput } from './schemas.ts';

const rule = (t: TraitDef | undefined) => (t ? { key: t.key, label: t.label, max: t.max, rubric: t.rubric ?? [] } : null);

/**
 * GET settings/written-discourse/question-type/{id}: word limits, time, and the form and spelling rules of a type
 * whose response is the student's own prose (`writtenProse` in its definition); 404 for any other type.
 */
export async function writtenDiscourseSettings({ ctx, input }: Verb<{ id: string }>): Promise<WrittenDiscourseSettings> {
  requireAnyPermission(ctx, 'WRITTEN_DISCOURSE_SHOW', 'WRITTEN_DISCOURSE_INDEX', 'QUESTION_TYPE_SHOW');
  return withTenantTx(ctx, async (tx) => {
    const { row, def } = await findType(tx, input.id);
    if (!def.writtenProse) throw new NotFoundError('This question type has no written-discourse settings: it is not a writing task.');
    return {
      question_type: { id: row.id, slug: row.slug, name: def.name, section: def.section },
      ruleset: def.ruleset,
      version: def.version,
      min_words: def.constraints?.minWords ?? null,
      max_words: def.constraints?.maxWords ?? null,
      one_sentence: def.constraints?.oneSentence === true,
      time_seconds: def.timing.responseSec,
      form: rule(def.traits.find((t) => t.key === 'form')),
      spelling: rule(def.traits.find((t) => t.key === 'spelling')),
      traits: def.traits.map((t) => ({ ...rule(t)!, human: t.human === true })),
    };
  });
}

// ---- demo requests ----

/** At most this many requests from one address in the window: a visitor asks once or twice, a script is refused. */
export const DEMO_THROTTLE = { windowSeconds: 3600, max: 5 } as const;

const toRequest = (r: typeof demoRequests.$inferSelect): DemoRequest => ({
  id: r.id,
  organization_id: r.organizationId,
  name: r.name,
  email: r.email,
  phone: r.phone,
  preferred_time: r.preferredTime,
  message: r.message,
  user_id: r.userId,
  created_at: r.createdAt.toISOString(),
});

/** Counted over every centre on the owner connection: one address asking every centre is still one address. */
async function checkThrottle(ctx: RequestContext, ip: string): Promise<void> {
  const [row] = await ctx.db.query<{ n: number; oldest: number | null }>(
    `select count(*)::int as n, extract(epoch from (min(created_at) + make_interval(secs => $2) - now()))::float8 as oldest
       from demo_requests where ip = $1 and created_at > now() - make_interval(secs => $2)`,
    [ip, DEMO_THROTTLE.windowSeconds],
  );
  if (Number(row?.n ?? 0) >= DEMO_THROTTLE.max) {
    const wait = Math.max(60, Number(row?.oldest ?? DEMO_THROTTLE.windowSeconds));
    const minutes = Math.ceil(wait / 60);
    throw new TooManyRequestsError(`Too many demo requests from this address. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, wait);
  }
}

/**
 * POST demos: a visitor (or a signed-in student) asks for a demo class. Stored, and an e-mail to the centre's contact
 * address (its owners' when it has none; the master's on the platform domain) goes through the outbox in the same
 * transaction.
 */
export async function requestDemo({ ctx, input }: Verb<DemoInput>): Promise<{ id: number; created_at: string }> {
  publicVerb(ctx);
  const ip = addressKey(ctx.ip);
  await checkThrottle(ctx, ip);
  const orgId = ctx.tenant?.id ?? null;
  return withTenantTx(
    ctx,
    async (tx) => {
      const [row] = await tx
        .insert(demoRequests)
        .values({ organizationId: orgId, userId: ctx.actor?.userId ?? null, name: input.name, email: input.email, phone: input.phone, preferredTime: input.preferred_time, message: input.message, ip })
        .returning();
      const to = await recipients(tx, orgId);
      const centre = ctx.tenant?.name ?? 'the platform';
      const text = [
        `${input.name} asks for a demo class at ${centre}.`,
        '',
        `E-mail: ${input.email}`,
        `Phone: ${input.phone || '-'}`,
        `Preferred time: ${input.preferred_time || '-'}`,
        '',
        input.message || '(no message)',
      ].join('\n');
      for (const address of to) await enqueueMail(tx, { organizationId: orgId, to: address, subject: `Demo class request from ${input.name}`, text });
      return { id: row!.id, created_at: row!.createdAt.toISOString() };
    },
    { platformPublic: true },
  );
}

async function recipients(tx: Tx, orgId: number | null): Promise<string[]> {
  if (orgId !== null) {
    const [org] = await tx.select({ email: organizations.contactEmail }).from(organizations).where(eq(organizations.id, orgId));
    if (org?.email) return [org.email];
  }
  const kind = orgId === null ? 'SUPER_ADMIN' : 'COACHING_OWNER';
  const rows = await tx
    .select({ email: users.email })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(orgId === null ? isNull(users.organizationId) : eq(users.organizationId, orgId), eq(roles.kind, kind), isNull(users.deletedAt)))
    .limit(5);
  return rows.map((r) => r.email);
}

/** GET demos: the requests made to the caller's centre (the master on the platform domain: every request), newest first. */
export async function listDemos({ ctx, input }: Verb<DemoListInput>) {
  requireAnyPermission(ctx, 'ORGANIZATION_UPDATE');
  const page = input.page ?? 1;
  const perPage = input.per_page ?? 15;
  const where: SQL | undefined = and(
    ctx.tenant ? eq(demoRequests.organizationId, ctx.tenant.id) : undefined,
    input.search ? sql`(lower(${demoRequests.name}) like ${likePattern(input.search)} or lower(${demoRequests.email}) like ${likePattern(input.search)})` : undefined,
  );
  return withTenantTx(ctx, async (tx) => {
    const [total] = await tx.select({ n: sql<number>`count(*)::int` }).from(demoRequests).where(where);
    const rows = await tx.select().from(demoRequests).where(where).orderBy(desc(demoRequests.createdAt), desc(demoRequests.id)).limit(perPage).offset((page - 1) * perPage);
    return list(rows.map(toRequest), page, perPage, Number(total?.n ?? 0));
  });
}
