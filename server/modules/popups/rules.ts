/**
 * The rules of popups (README.md), pure so they are unit-tested: who is in a popup's audience, when it is live,
 * whether it is still pending for a student, and what a student's answer must be.
 */
import type { PopupKind, PopupStatus, RespondBody } from './contracts.ts';

export interface AudienceSpec {
  all: boolean;
  groupIds: readonly number[];
  studentIds: readonly number[];
}

/** A student is in the audience: everyone of the centre, named, or a student member of a named group. */
export function inAudience(a: AudienceSpec, student: { userId: number; groupIds: readonly number[] }): boolean {
  if (a.all) return true;
  if (a.studentIds.includes(student.userId)) return true;
  return a.groupIds.some((g) => student.groupIds.includes(g));
}

/** An audience names someone: all, or at least one group or student (a popup shown to nobody is a mistake). */
export function audienceErrors(a: { all: boolean; group_ids?: readonly number[]; student_ids?: readonly number[] }): Record<string, string[]> {
  if (a.all || (a.group_ids?.length ?? 0) > 0 || (a.student_ids?.length ?? 0) > 0) return {};
  return { audience: ['Choose all students, or at least one group or student.'] };
}

/** Shown only while active and inside [starts_at, ends_at). */
export function isLive(p: { status: PopupStatus; startsAt: Date; endsAt: Date }, now: Date): boolean {
  return p.status === 'active' && p.startsAt.getTime() <= now.getTime() && now.getTime() < p.endsAt.getTime();
}

export function windowErrors(startsAt: Date, endsAt: Date): Record<string, string[]> {
  return endsAt.getTime() > startsAt.getTime() ? {} : { ends_at: ['The end must be after the start.'] };
}

/** The kinds a student answers; suggestion and feedback once, forum any number of times. */
export const RESPONDABLE: readonly PopupKind[] = ['suggestion', 'feedback', 'forum'];
export const ANSWERED_ONCE: readonly PopupKind[] = ['suggestion', 'feedback'];

/**
 * Still to show at sign-in: not dismissed and, for the kinds that ask something, not answered yet (answering closes
 * it too). Live and in the audience are checked by the caller's query.
 */
export function isPending(kind: PopupKind, receipt: { dismissedAt: Date | null } | null, answered: boolean): boolean {
  if (receipt?.dismissedAt) return false;
  return !(RESPONDABLE.includes(kind) && answered);
}

export type ResponseCheck =
  | { ok: true; value: { text: string; rating: number | null; single: boolean } }
  | { ok: false; errors: Record<string, string[]> };

/** What a student's answer must be, by kind (422 per field otherwise). */
export function checkResponse(kind: PopupKind, body: RespondBody): ResponseCheck {
  const text = body.text?.trim() ?? '';
  if (!RESPONDABLE.includes(kind)) return { ok: false, errors: { kind: [`A ${kind} takes no answer.`] } };
  if (kind === 'feedback') {
    if (body.rating === undefined) return { ok: false, errors: { rating: ['The rating is required.'] } };
    return { ok: true, value: { text, rating: body.rating, single: true } };
  }
  if (body.rating !== undefined) return { ok: false, errors: { rating: [`A ${kind} takes no rating.`] } };
  if (!text) return { ok: false, errors: { text: [kind === 'forum' ? 'The reply is required.' : 'The suggestion is required.'] } };
  return { ok: true, value: { text, rating: null, single: kind !== 'forum' } };
}

/** How a forum reply names its author to other students: the first name and the last name's initial. */
export function shortName(first: string, last: string): string {
  const initial = last.trim().charAt(0);
  return initial ? `${first.trim()} ${initial.toUpperCase()}.` : first.trim();
}

/** Counts of a feedback's ratings, index 0 for 1 star to index 4 for 5 stars. */
export function ratingCounts(ratings: readonly (number | null)[]): number[] {
  const out = [0, 0, 0, 0, 0];
  for (const r of ratings) if (r !== null && r >= 1 && r <= 5) out[r - 1]! += 1;
  return out;
}
