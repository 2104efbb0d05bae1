/**
 * What a review carries beside a student's answer: the default explanation and sample answer of the question
 * (rules.ts pickDefault), each only when the delivery policy's Reveal allows it (server/modules/delivery). Staff
 * always pass the policy; a student after the hand-in and outside an open sitting.
 */
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { RequestContext } from '../../kernel/context.ts';
import type { Tx } from '../../kernel/db.ts';
import { questionAids } from '../../db/schema.ts';
import type { Reveal } from '../delivery/policy.ts';
import type { ReviewAid } from './contracts.ts';
import { pickDefault } from './rules.ts';

export interface ReviewAids {
  explanation: ReviewAid | null;
  sample_answer: ReviewAid | null;
}

export async function reviewAids(tx: Tx, ctx: RequestContext, question: { id: number; questionTypeId: number }, shown: Pick<Reveal, 'explanation' | 'sampleAnswer'>): Promise<ReviewAids> {
  const kinds = [...(shown.explanation ? ['explanation' as const] : []), ...(shown.sampleAnswer ? ['sample-answer' as const] : [])];
  if (kinds.length === 0) return { explanation: null, sample_answer: null };
  const centre = ctx.tenant?.id ?? null;
  const rows = await tx
    .select()
    .from(questionAids)
    .where(
      and(
        inArray(questionAids.kind, kinds),
        eq(questionAids.isDefault, true),
        eq(questionAids.status, 'active'),
        eq(questionAids.questionTypeId, question.questionTypeId),
        or(eq(questionAids.questionId, question.id), isNull(questionAids.questionId)),
        centre === null ? isNull(questionAids.organizationId) : or(eq(questionAids.organizationId, centre), isNull(questionAids.organizationId)),
      ),
    );
  const pick = (kind: 'explanation' | 'sample-answer'): ReviewAid | null => {
    const hit = pickDefault(rows.filter((r) => r.kind === kind), centre, question.id);
    return hit ? { id: hit.id, title: hit.title, body: hit.body, audio: hit.audio } : null;
  };
  return { explanation: shown.explanation ? pick('explanation') : null, sample_answer: shown.sampleAnswer ? pick('sample-answer') : null };
}
