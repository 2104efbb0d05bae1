// Responses scored per second by each type's score() — the function the server runs on every submission —
// cycling through the type's graded fixture responses.
import { QUESTION_TYPES } from '../../question-types/registry.ts';
import { QUESTION_TYPE_FIXTURES } from '../../question-types/fixtures-registry.ts';

export async function benchScoring(msPerType = 500) {
  const rows: { slug: string; perSecond: number; responses: number }[] = [];
  for (const def of QUESTION_TYPES) {
    const load = QUESTION_TYPE_FIXTURES[def.slug];
    if (!load) continue;
    const { fixtures } = await load();
    const cases = fixtures.responses.map((r) => ({ ...fixtures.items[r.item]!, response: r.response }));
    if (cases.length === 0) continue;
    let n = 0;
    const until = performance.now() + msPerType;
    let now = performance.now();
    const started = now;
    while (now < until) {
      for (let i = 0; i < 200; i++) {
        const c = cases[n % cases.length]!;
        def.score({ content: c.content, key: c.key, response: c.response });
        n++;
      }
      now = performance.now();
    }
    rows.push({ slug: def.slug, perSecond: (n * 1000) / (now - started), responses: cases.length });
  }
  return rows;
}
