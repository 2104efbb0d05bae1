import type { AuthSnapshot } from './auth.ts';
import type { RequestContext } from './context.ts';
import { isoDate } from './dates.ts';
import { AppError, UnauthenticatedError } from './errors.ts';

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
