/** What the uploads module's calls answer (checked against every answer by the API suite; the client imports the types). */
import { z } from 'zod';

export const ResumableResult = z.object({ filepath: z.string().describe('`/files/<folder>/<uuid>.<ext>`, as common/upload-file answers') });
export type ResumableResult = z.infer<typeof ResumableResult>;
