import { z } from 'zod';

/** The open sitting that holds an item (ItemInOpenSittingError's `data`, and `withheld` beside a withheld answer). */
export const HoldingSittingData = z
  .object({ answer_sheet_id: z.number().int(), test_id: z.number().int(), test_title: z.string(), exam_type: z.string(), mode: z.string() })
  .meta({ description: 'the open sitting of the student that holds this item: its key, score and feedback wait for its hand-in' });

/** The default explanation and sample answer beside a reviewed answer (server/modules/toolkit/review.ts): null while
 * the policy's `explanation` / `sampleAnswer` withhold them, or when none is set. */
const ReviewAid = z.object({ id: z.number().int(), title: z.string(), body: z.string().meta({ description: 'plain text (paragraphs)' }), audio: z.string().nullable(), embeds: z.array(z.string()).meta({ description: 'addresses of the body that match an active iframe marker (framed; any other address is a link)' }) });
export const ReviewAidsData = {
  explanation: ReviewAid.nullable(),
  sample_answer: ReviewAid.nullable(),
};
