// Demo online classes (server/modules/online-class/README.md): one published class of alpha, mapped to the Morning batch
// (student@alpha.test is in it), two modules of two chapters with text, PTE item, quiz and material parts and a minimum
// quiz score on module 1; and one platform class of the master (published, to give to centres). There is no demo
// video in server/db/seed-media (audio only), so no video part is seeded: authors add one from a video material.
import type { RawTx } from '../kernel/db.ts';

interface SeedPart {
  kind: 'text' | 'pte' | 'quiz' | 'material';
  title: string;
  paragraphs?: string[];
  questionIds?: number[];
  quizSetId?: number;
  materialId?: number;
}
interface SeedClass {
  org: number | null;
  title: string;
  description: string;
  level: 'beginner' | 'intermediate' | 'advanced';
  ribbon: string | null;
  featured: boolean;
  why: string[];
  faqs: Array<[string, string]>;
  createdBy: number | null;
  modules: Array<{ title: string; sequential: boolean; minQuizPercent: number | null; chapters: Array<{ title: string; parts: SeedPart[] }> }>;
}

async function insertClass(tx: RawTx, c: SeedClass): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into online_classes (organization_id, title, description, level, ribbon, featured, why_important, status, published_at, created_by)
     values ($1, $2, $3, $4, $5, $6, $7::jsonb, 'published', now(), $8) returning id`,
    [c.org, c.title, c.description, c.level, c.ribbon, c.featured, JSON.stringify(c.why), c.createdBy],
  );
  const classId = row!.id;
  for (const [i, [q, a]] of c.faqs.entries()) await tx.query(`insert into online_class_faqs (organization_id, class_id, question, answer, position) values ($1, $2, $3, $4, $5)`, [c.org, classId, q, a, i]);
  for (const [mi, m] of c.modules.entries()) {
    const [mod] = await tx.query<{ id: number }>(
      `insert into online_class_modules (organization_id, class_id, title, position, sequential, min_quiz_percent) values ($1, $2, $3, $4, $5, $6) returning id`,
      [c.org, classId, m.title, mi, m.sequential, m.minQuizPercent],
    );
    for (const [ci, ch] of m.chapters.entries()) {
      const [chapter] = await tx.query<{ id: number }>(`insert into online_class_chapters (organization_id, class_id, module_id, title, position) values ($1, $2, $3, $4, $5) returning id`, [c.org, classId, mod!.id, ch.title, ci]);
      for (const [pi, p] of ch.parts.entries()) {
        await tx.query(
          `insert into online_class_parts (organization_id, class_id, chapter_id, position, kind, title, material_id, paragraphs, quiz_set_id, question_ids)
           values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10::int[])`,
          [c.org, classId, chapter!.id, pi, p.kind, p.title, p.materialId ?? null, JSON.stringify(p.paragraphs ?? []), p.quizSetId ?? null, p.questionIds ?? []],
        );
      }
    }
  }
  return classId;
}

export async function seedDemoOnlineClasses(tx: RawTx): Promise<void> {
  const [alpha] = await tx.query<{ id: number }>(`select id from organizations where subdomain = 'alpha'`);
  if (!alpha) return;
  const [teacher] = await tx.query<{ id: number }>(`select id from users where email = 'teacher@alpha.test'`);
  const [master] = await tx.query<{ id: number }>(`select id from users where email = 'master@platform.test'`);
  const [group] = await tx.query<{ id: number }>(`select id from groups where organization_id = $1 and name = 'Morning batch'`, [alpha.id]);
  const [quiz] = await tx.query<{ id: number }>(`select id from tests where organization_id = $1 and exam_type = 'quiz-sets' and deleted_at is null and published_at is not null order by id limit 1`, [alpha.id]);
  const items = await tx.query<{ id: number }>(`select id from questions where organization_id = $1 and quiz_type_id is null and deleted_at is null and status = 'active' order by id limit 4`, [alpha.id]);
  const [material] = await tx.query<{ id: number }>(`select id from materials where organization_id = $1 and deleted_at is null order by id limit 1`, [alpha.id]);
  const item = (i: number) => (items[i] ? [items[i]!.id] : []);
  const pte = (i: number, title: string): SeedPart[] => (item(i).length ? [{ kind: 'pte', title, questionIds: item(i) }] : []);
  const text = (title: string, paragraphs: string[]): SeedPart => ({ kind: 'text', title, paragraphs });

  const classId = await insertClass(tx, {
    org: alpha.id,
    title: 'PTE Speaking foundations',
    description: 'Short lessons on fluency, pronunciation and the Read Aloud task, each with practice.',
    level: 'beginner',
    ribbon: 'new',
    featured: true,
    why: ['Speaking carries the most weight in the overall score.', 'Fluency and pronunciation are scored on every speaking task.'],
    faqs: [
      ['How long does the class take?', 'About two hours, at your own pace.'],
      ['Do I need a microphone?', 'Yes: the practice items record your answer.'],
    ],
    createdBy: teacher?.id ?? null,
    modules: [
      {
        title: 'Fluency first',
        sequential: false,
        minQuizPercent: quiz ? 50 : null,
        chapters: [
          {
            title: 'What the scorer listens for',
            parts: [
              text('Fluency in one page', ['Fluency is the smoothness of your speech: an even pace, no long pauses, no restarts.', 'A hesitation costs more than a mispronounced word: keep going.']),
              ...pte(0, 'Try one item'),
              ...(quiz ? [{ kind: 'quiz' as const, title: 'Check yourself', quizSetId: quiz.id }] : []),
            ],
          },
          {
            title: 'Chunking a sentence',
            parts: [
              text('Where to breathe', ['Split long sentences at commas and between phrases.', 'Read one chunk ahead while you speak the current one.']),
              ...(material ? [{ kind: 'material' as const, title: 'Template sheet', materialId: material.id }] : []),
            ],
          },
        ],
      },
      {
        title: 'Pronunciation',
        sequential: true,
        minQuizPercent: null,
        chapters: [
          { title: 'Word stress', parts: [text('Stress patterns', ['Most two-syllable nouns are stressed on the first syllable.']), ...pte(1, 'Practise')] },
          { title: 'Linking words', parts: [text('Linking', ['Link a final consonant to a following vowel: "an_apple".']), ...pte(2, 'Practise again')] },
        ],
      },
    ],
  });
  if (group) await tx.query(`insert into online_class_groups (class_id, group_id, organization_id) values ($1, $2, $3)`, [classId, group.id, alpha.id]);

  const platformItems = await tx.query<{ id: number }>(`select id from questions where organization_id is null and deleted_at is null order by id limit 1`);
  await insertClass(tx, {
    org: null,
    title: 'Writing: the essay in 20 minutes',
    description: 'A platform class: plan, write and check an essay within the time.',
    level: 'intermediate',
    ribbon: 'popular',
    featured: false,
    why: ['The essay feeds both writing and reading scores.'],
    faqs: [['Is there a template?', 'Yes, in the first chapter.']],
    createdBy: master?.id ?? null,
    modules: [
      {
        title: 'Plan',
        sequential: true,
        minQuizPercent: null,
        chapters: [
          { title: 'Reading the prompt', parts: [text('Find the question', ['Underline the topic and the task words before you plan.'])] },
          { title: 'A four-paragraph plan', parts: [text('The plan', ['Introduction, two body paragraphs, conclusion: 200 to 300 words.']), ...(platformItems[0] ? [{ kind: 'pte' as const, title: 'Practise', questionIds: [platformItems[0].id] }] : [])] },
        ],
      },
    ],
  });
}
