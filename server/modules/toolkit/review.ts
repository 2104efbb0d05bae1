/**
 * What a review carries beside a student's answer: the default explanation and sample answer of the question
 * (rules.ts pickDefault), each only when the delivery policy's Reveal allows it (server/modules/delivery). Staff
 * always pass the policy; a student after the hand-in and outside an open sitting. One lookup serves the review of
 * a single practice answer (GET question-attempts/{id}) and every item of a handed-in sheet (GET answer-sheets/{id}).
 */
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { RequestContext } from '../../kernel/context.ts';
import type { Tx } from '../../kernel/db.ts';
import { questionAids } from '../../db/schema.ts';
import type { Reveal } from '../delivery/policy.ts';
import type { ReviewAid } from './contracts.ts';
import { pickDefault } from './rules.ts';
import { embedsFor } from './embeds.ts';

export interface ReviewAids {
  explanation: ReviewAid | null;
  sample_answer: ReviewAid | null;
}

type Shown = Pick<Reveal, 'explanation' | 'sampleAnswer'>;
type AidQuestion = { id: number; questionTypeId: number };

const NONE: ReviewAids = { explanation: null, sample_answer: null };

/**
 * The aids of several questions at once (one query), each as its own Reveal allows: a map by question id.
 *
 * @example const aids = await reviewAidsOf(tx, ctx, items, (q) => shown(q)); aids.get(q.id)?.explanation
 */
export async function reviewAidsOf(tx: Tx, ctx: RequestContext, questions: readonly AidQuestion[], shownOf: (q: AidQuestion) => Shown): Promise<Map<number, ReviewAids>> {
  const out = new Map<number, ReviewAids>();
  const wanted = questions.map((q) => ({ q, shown: shownOf(q) })).filter((w) => w.shown.explanation || w.shown.sampleAnswer);
  for (const q of questions) out.set(q.id, NONE);
  if (wanted.length === 0) return out;
  const centre = ctx.tenant?.id ?? null;
  const typeIds = [...new Set(wanted.map((w) => w.q.questionTypeId))];
  const questionIds = [...new Set(wanted.map((w) => w.q.id))];
  const rows = await tx
    .select()
    .from(questionAids)
    .where(
      and(
        eq(questionAids.isDefault, true),
        eq(questionAids.status, 'active'),
        inArray(questionAids.questionTypeId, typeIds),
        or(inArray(questionAids.questionId, questionIds), isNull(questionAids.questionId)),
        centre === null ? isNull(questionAids.organizationId) : or(eq(questionAids.organizationId, centre), isNull(questionAids.organizationId)),
      ),
    );
  const embeds = await embedsFor(tx, rows.map((r) => r.body));
  for (const { q, shown } of wanted) {
    const pick = (kind: 'explanation' | 'sample-answer'): ReviewAid | null => {
      const mine = rows.filter((r) => r.kind === kind && r.questionTypeId === q.questionTypeId && (r.questionId === null || r.questionId === q.id));
      const hit = pickDefault(mine, centre, q.id);
      return hit ? { id: hit.id, title: hit.title, body: hit.body, audio: hit.audio, embeds: embeds(hit.body) } : null;
    };
    out.set(q.id, { explanation: shown.explanation ? pick('explanation') : null, sample_answer: shown.sampleAnswer ? pick('sample-answer') : null });
  }
  return out;
}

/** The aids of one question (the review of a single practice answer). */
export async function reviewAids(tx: Tx, ctx: RequestContext, question: AidQuestion, shown: Shown): Promise<ReviewAids> {
  return (await reviewAidsOf(tx, ctx, [question], () => shown)).get(question.id) ?? NONE;
}
