import { z } from 'zod';

/** The open sitting that holds an item (ItemInOpenSittingError's `data`, and `withheld` beside a withheld answer). */
export const HoldingSittingData = z
  .object({ answer_sheet_id: z.number().int(), test_id: z.number().int(), test_title: z.string(), exam_type: z.string(), mode: z.string() })
  .meta({ description: 'the open sitting of the student that holds this item: its key, score and feedback wait for its hand-in' });
