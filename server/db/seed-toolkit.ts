import type { RawTx } from '../kernel/db.ts';

/**
 * The toolkit's demo rows (server/modules/toolkit/README.md): the master's default explanation and sample answer for
 * the first platform item of a few types, two time presets and the intro and end communications. Runs after the
 * demo questions; writes nothing when the toolkit already holds rows (a rerun changes nothing).
 */
export async function seedDemoToolkit(tx: RawTx): Promise<void> {
  const [done] = await tx.query<{ n: number }>(`select (select count(*) from question_aids) + (select count(*) from toolkit_communications) as n`);
  if (Number(done?.n ?? 0) > 0) return;
  const [master] = await tx.query<{ id: number }>(`select id from users where email = 'master@platform.test'`);
  const by = master?.id ?? null;
  const items = await tx.query<{ id: number; type_id: number; slug: string }>(
    `select distinct on (t.slug) q.id, q.question_type_id as type_id, t.slug
       from questions q join question_types t on t.id = q.question_type_id
      where q.organization_id is null and q.deleted_at is null and t.slug in ('reading-multiple-choice-single', 'write-essay', 'read-aloud', 'reorder-paragraphs')
      order by t.slug, q.id`,
  );
  for (const q of items) {
    await tx.query(
      `insert into question_aids (organization_id, kind, question_id, question_type_id, title, body, is_default, created_by) values
         (null, 'explanation', $1, $2, 'Why this is the answer', $3, true, $5),
         (null, 'sample-answer', $1, $2, 'A model answer', $4, true, $5)`,
      [
        q.id,
        q.type_id,
        `Read the question first and find the words it depends on.\n\nThe correct answer repeats the idea of the passage in other words; the wrong options change a detail or say more than the text does.`,
        `A band-9 answer keeps to the task, is clearly organised and uses a range of precise vocabulary.`,
        by,
      ],
    );
  }
  await tx.query(
    `insert into time_presets (name, preparation_sec, answer_sec) values ('Standard speaking (35 s / 40 s)', 35, 40), ('Extended writing (20 min)', 0, 1200)
     on conflict (name) do nothing`,
  );
  await tx.query(
    `insert into toolkit_communications (kind, title, body, updated_by) values
       ('intro', 'Before you begin', $1, $3),
       ('end', 'Well done', $2, $3)
     on conflict (kind) do nothing`,
    [
      `Find a quiet place and keep your headphones on.\n\nThe timer starts with the first item and does not stop. Good luck!`,
      `Your answers are saved. Your trainer will review the items that need a human score.`,
      by,
    ],
  );
}
