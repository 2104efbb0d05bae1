import { describe, expect, it } from 'vitest';
import { unguardedVerbs, verbsOf } from './verb-guards.ts';

const IMPORTS = `
import { publicVerb, requirePermission, requireRole as asRole } from '../../kernel/permissions.ts';
import type { Verb } from '../../kernel/verb.ts';
`;
const names = (text: string) => unguardedVerbs('service.ts', IMPORTS + text).map((v) => v.name);

describe('unguardedVerbs', () => {
  it('passes a verb whose first statement is a guard, bound or not, renamed on import or not', () => {
    expect(names(`
      export async function a({ ctx }: Verb) { const actor = requirePermission(ctx, 'X'); return actor; }
      export async function b({ ctx, input }: Verb<number>) { publicVerb(ctx); return input; }
      export const c = async ({ ctx }: Verb) => { asRole(ctx, 'STUDENT'); };
      export const d = ({ ctx }: Verb) => requirePermission(ctx, 'X');
    `)).toEqual([]);
  });

  it('finds a verb that does something before its guard, one with no guard and one with an empty body', () => {
    expect(names(`
      export async function late({ ctx, input }: Verb<{ kind: string }>) { const { kind } = input; requirePermission(ctx, kind); }
      export async function none({ ctx }: Verb) { return ctx.tenant; }
      export async function empty({ ctx }: Verb) {}
      export const arrow = async ({ ctx }: Verb) => ctx.tenant;
    `)).toEqual(['late', 'none', 'empty', 'arrow']);
  });

  it('says where and what stands first instead of the guard', () => {
    const [v] = unguardedVerbs('service.ts', IMPORTS + `export async function late({ ctx, input }: Verb<number>) {\n  const n = input + 1;\n  requirePermission(ctx, 'X');\n}`);
    expect(v).toEqual({ name: 'late', line: 4, guarded: false, first: 'const n = input + 1;' });
  });

  it('does not take a local function of the same name for the kernel guard', () => {
    expect(names(`
      function requireActor(_ctx: unknown) {}
      export async function sneaky({ ctx }: Verb) { requireActor(ctx); }
    `)).toEqual(['sneaky']);
  });

  it('recognises verbs by their first parameter: the destructured verb object or a ...Verb type', () => {
    const found = verbsOf('service.ts', IMPORTS + `
      export async function destructured({ ctx: c, input }: { ctx: unknown; input: number }) { return [c, input]; }
      export async function typed(args: FamilyVerb<number>) { return args; }
      export async function finalize(tx: unknown, sheet: number) { return [tx, sheet]; }
      export function visible(ctx: unknown) { return ctx; }
      async function internal({ ctx }: Verb) { return ctx; }
      function listed({ ctx }: Verb) { return ctx; }
      export { listed };
    `).map((v) => v.name);
    expect(found).toEqual(['destructured', 'typed', 'listed']);
  });
});
