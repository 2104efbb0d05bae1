// The student's PTE practice lists (issue 12, "First impression"): quiz items (bank items with a quiz type, sat in quiz
// sets) stay out of them, each row says whose item it is (the platform's or the centre's), and the catalogue's counts
// match the lists the student opens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOk, startServer, type TestServer } from './helpers.ts';

let s: TestServer;
let student: string;
let teacher: string;

beforeAll(async () => {
  s = await startServer();
  [student, teacher] = await Promise.all([s.login('alpha', 'student@alpha.test'), s.login('alpha', 'teacher@alpha.test')]);
});
afterAll(async () => {
  await s?.close();
});

describe('the PTE practice list', () => {
  it('keeps quiz items out of a student\'s list, not out of the author\'s bank', async () => {
    const [quiz] = await s.db.query<{ id: number; slug: string }>(
      `select q.id, t.slug from questions q join question_types t on t.id = q.question_type_id join organizations o on o.id = q.organization_id
        where o.subdomain = 'alpha' and q.quiz_type_id is not null and q.deleted_at is null and q.status = 'active' and q.approval = 'approved' order by q.id limit 1`,
    );
    expect(quiz).toBeDefined();
    const mine = await s.api('alpha', student).get(`questions?type=${quiz!.slug}&per_page=100`);
    expectOk(mine);
    const ids = mine.body.data.items.map((i: { id: number }) => i.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).not.toContain(quiz!.id);
    expect(mine.body.data.items.every((i: { quiz_type_id: number | null }) => i.quiz_type_id === null)).toBe(true);

    const bank = await s.api('alpha', teacher).get(`questions?type=${quiz!.slug}&per_page=100`);
    expectOk(bank);
    expect(bank.body.data.items.map((i: { id: number }) => i.id)).toContain(quiz!.id);
  });

  it('says whose each item is, and counts per type what the type\'s list holds', async () => {
    const api = s.api('alpha', student);
    const catalogue = await api.get('practice-tests/pte-practice-list?section=reading');
    expectOk(catalogue);
    const types = catalogue.body.data[0].types as Array<{ slug: string; questions_count: number }>;
    for (const t of types.filter((x) => x.questions_count > 0).slice(0, 3)) {
      const list = await api.get(`questions?type=${t.slug}&per_page=100`);
      expectOk(list);
      expect(list.body.data.meta.total).toBe(t.questions_count);
    }
    const any = await api.get('questions?per_page=100&section=reading');
    const sources = new Set(any.body.data.items.map((i: { is_platform: boolean }) => i.is_platform));
    // alpha's bank and the platform's copies, told apart by is_platform
    expect(sources).toEqual(new Set([true, false]));
  });
});
