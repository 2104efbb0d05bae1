import { z } from 'zod';
import { UPLOAD_ID_RE } from './metadata.ts';

export const ResultParams = z.object({ id: z.string().regex(UPLOAD_ID_RE, 'The upload id is 32 hexadecimal digits.') });
export type ResultParams = z.infer<typeof ResultParams>;
