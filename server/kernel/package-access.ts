import type { AuthSnapshot } from './auth.ts';
import type { RequestContext } from './context.ts';
import { isoDate } from './dates.ts';
import { sql } from 'drizzle-orm';
import { AppError, UnauthenticatedError } from './errors.ts';
import { withTenantTx } from './tx.ts';

/**
 * What a student's package covers: practice (POST question-test), tests and mock tests (enrolling, saving
 * answers, handing in) and quizzes (start, answers, hand-in); online classes and materials join them when they
 * are built. A student whose package has expired keeps its own history (results, sheets, profile) and can sign in
 * and out; every covered action answers 403 with `code: package_expired`, which the client turns into the expiry
 * dialog. Staff have no package; a student without an expiry date (none recorded yet) is not limited.
 */
export const PACKAGE_EXPIRED = 'package_expired';

export class PackageExpiredError extends AppError {
  constructor() {
    super(403, 'Your package has expired. Please renew it to continue.', undefined, undefined, PACKAGE_EXPIRED);
  }
}

/**
 * Expired when the expiry day is before today (UTC, as the database's `current_date`): the package is good
 * through its whole last day.
 */
export function isPackageExpired(expiry: string | null | undefined, today: string = isoDate(0)): boolean {
  return typeof expiry === 'string' && expiry !== '' && expiry < today;
}

/**
 * Second line of a student verb the package covers (after the permission check). Reads the expiry from the
 * authentication snapshot, so it costs no query; an impersonated student is limited like the student itself.
 *
 * @example
 *   const actor = requirePermission(ctx, 'QUIZ_TEST_STORE');
 *   requireActivePackage(ctx);
 */
export function requireActivePackage(ctx: RequestContext, today?: string): void {
  const actor = ctx.actor as (RequestContext['actor'] & { snapshot?: Pick<AuthSnapshot, 'packageExpiryDate'> }) | null;
  if (!actor) throw new UnauthenticatedError();
  if (actor.role !== 'STUDENT') return;
  if (isPackageExpired(actor.snapshot?.packageExpiryDate, today)) throw new PackageExpiredError();
}

/* ---- Entitlements: what the student's package includes (docs/product-spec.md §11) ---- */

export const NOT_IN_PACKAGE = 'not_in_package';
export const PACKAGE_LIMIT_REACHED = 'package_limit_reached';
export type EntitledFeature = 'pte_practice' | 'practice_test' | 'mock_test' | 'quiz' | 'materials';
type Section = 'speaking' | 'writing' | 'reading' | 'listening';

const FEATURE_NAMES: Record<EntitledFeature, string> = {
  pte_practice: 'PTE practice',
  practice_test: 'practice tests',
  mock_test: 'mock tests',
  quiz: 'quizzes',
  materials: 'materials',
};
/** The answer sheet mode a counted feature opens. */
const SHEET_MODE: Partial<Record<EntitledFeature, 'practice-test' | 'mock' | 'quiz'>> = { practice_test: 'practice-test', mock_test: 'mock', quiz: 'quiz' };

export class NotInPackageError extends AppError {
  constructor(feature: EntitledFeature) {
    super(403, `Your package does not include ${FEATURE_NAMES[feature]}. Change your package to use them.`, undefined, undefined, NOT_IN_PACKAGE);
  }
}

export class PackageLimitError extends AppError {
  constructor(feature: EntitledFeature, limit: number) {
    super(403, `Your package includes ${limit} ${FEATURE_NAMES[feature]}, and you have started all of them. Renew or change your package for more.`, undefined, undefined, PACKAGE_LIMIT_REACHED);
  }
}

/** What one feature of a package's properties allows (a missing key or `enabled: false` = not included). */
export interface FeatureGrant {
  enabled?: boolean;
  count?: number | null;
  sections?: string[];
}

/**
 * The rule, pure: refused when the feature is not enabled, when a practice section is not among the listed ones
 * (empty = all), or when `started` distinct tests already reach `count` (null = unlimited). Throws the 403.
 */
export function checkEntitlement(feature: EntitledFeature, grant: FeatureGrant | undefined, o: { started?: number; section?: Section } = {}): void {
  if (!grant || grant.enabled !== true) throw new NotInPackageError(feature);
  if (feature === 'pte_practice' && o.section && Array.isArray(grant.sections) && grant.sections.length > 0 && !grant.sections.includes(o.section)) {
    throw new NotInPackageError(feature);
  }
  if (typeof grant.count === 'number' && o.started !== undefined && o.started >= grant.count) throw new PackageLimitError(feature, grant.count);
}

/**
 * Beside `requireActivePackage` in a student verb the package covers: a student whose running enrollment's package
 * excludes the feature gets 403 `not_in_package`; a counted feature (practice tests, mock tests, quizzes) allows
 * `count` distinct tests started since the enrollment began (403 `package_limit_reached` beyond; going back to a test
 * already started is not a new one: pass its `testId`). Staff, and a student without a running enrollment (the demo
 * students, or one whose expiry `requireActivePackage` already judges), are not limited here. Reads the database
 * each time (one short transaction): nothing is cached, so a renewal or a change counts on the next request.
 */
export async function requireEntitlement(ctx: RequestContext, feature: EntitledFeature, o: { testId?: number; section?: Section } = {}): Promise<void> {
  const actor = ctx.actor;
  if (!actor) throw new UnauthenticatedError();
  if (actor.role !== 'STUDENT' || !ctx.tenant) return;
  await withTenantTx(ctx, async (tx) => {
    const r = (await tx.execute(sql`
      select e.starts_on::text as starts_on, p.properties -> ${feature} as grant
        from enrollments e join packages p on p.id = e.package_id
       where e.organization_id = ${ctx.tenant!.id} and e.student_id = ${actor.userId} and e.status = 'active' and e.starts_on <= current_date and (e.ends_on is null or e.ends_on >= current_date)
       order by e.starts_on desc, e.id desc limit 1`)) as unknown as { rows: { starts_on: string; grant: FeatureGrant | string | null }[] };
    const row = r.rows[0];
    if (!row) return;
    const grant = (typeof row.grant === 'string' ? JSON.parse(row.grant) : row.grant) as FeatureGrant | null;
    let started: number | undefined;
    const mode = SHEET_MODE[feature];
    if (mode && grant?.enabled === true && typeof grant.count === 'number') {
      const c = (await tx.execute(sql`
        select count(distinct test_id)::int as n from answer_sheets
         where organization_id = ${ctx.tenant!.id} and user_id = ${actor.userId} and mode = ${mode} and started_at >= ${row.starts_on}::date
           and test_id <> ${o.testId ?? 0}`)) as unknown as { rows: { n: number }[] };
      started = Number(c.rows[0]?.n ?? 0);
    }
    checkEntitlement(feature, grant ?? undefined, { started, section: o.section });
  });
}
