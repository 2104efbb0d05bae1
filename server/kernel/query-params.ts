import { z } from 'zod';

/** A query parameter that may be absent or empty (`?status=`): both mean no filter. */
export const opt = <T extends z.ZodType>(s: T) => z.preprocess((v) => (v === '' ? undefined : v), s.optional());

/** One of `values`, in any case and with spaces around (`?section=Reading`). */
export const lower = <T extends readonly [string, ...string[]]>(values: T) => z.string().trim().toLowerCase().pipe(z.enum(values));
