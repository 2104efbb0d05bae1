/**
 * The rule every update body follows: it names at least one field, or it is a mistake answered with 422 on a field
 * (an empty PUT would otherwise "succeed" and change nothing). Spread into zod's refine:
 *   `z.object({ name: Name.optional(), ... }).refine(...someFieldSent('name'))`
 */
export const NOTHING_TO_CHANGE = 'Send at least one field to change.';

export function someFieldSent(field: string): [(body: object) => boolean, { message: string; path: string[] }] {
  return [(body) => Object.values(body).some((v) => v !== undefined), { message: NOTHING_TO_CHANGE, path: [field] }];
}
