import type { RawTx } from '../kernel/db.ts';

/** PTE academic vocabulary for the demo: words that recur in the reading and writing items. */
export const DEMO_ACADEMIC_WORDS: ReadonlyArray<{ word: string; note?: string }> = [
  { word: 'analyse', note: 'British spelling; the exam accepts either, but be consistent' },
  { word: 'approach' }, { word: 'assess' }, { word: 'assume' }, { word: 'authority' }, { word: 'available' },
  { word: 'benefit' }, { word: 'concept' }, { word: 'consistent' }, { word: 'constitute' }, { word: 'context' },
  { word: 'contract' }, { word: 'create' }, { word: 'data', note: 'plural of datum; often used as a mass noun' },
  { word: 'define' }, { word: 'derive' }, { word: 'distribute' }, { word: 'economy' }, { word: 'environment' },
  { word: 'establish' }, { word: 'estimate' }, { word: 'evident' }, { word: 'export' }, { word: 'factor' },
  { word: 'finance' }, { word: 'formula' }, { word: 'function' }, { word: 'identify' }, { word: 'income' },
  { word: 'indicate' }, { word: 'interpret' }, { word: 'significant' },
];

/**
 * The demo's word lists: alpha's academic word list for its Morning batch (student@alpha.test practises it), and a
 * short platform list of the master's, public to every centre's students.
 */
export async function seedDemoWordLists(tx: RawTx): Promise<void> {
  const [alpha] = await tx.query<{ id: number }>(`select id from organizations where subdomain = 'alpha'`);
  if (!alpha) return;
  const [teacher] = await tx.query<{ id: number }>(`select id from users where email = 'teacher@alpha.test'`);
  const [master] = await tx.query<{ id: number }>(`select id from users where email = 'master@platform.test'`);
  const [group] = await tx.query<{ id: number }>(`select id from groups where organization_id = $1 and name = 'Morning batch'`, [alpha.id]);

  const make = async (org: number | null, title: string, description: string, isPublic: boolean, by: number | null, words: ReadonlyArray<{ word: string; note?: string }>) => {
    const [list] = await tx.query<{ id: number }>(
      `insert into word_lists (organization_id, title, description, public_to_students, created_by) values ($1, $2, $3, $4, $5) returning id`,
      [org, title, description, isPublic, by],
    );
    await tx.query(
      `insert into word_list_words (word_list_id, organization_id, position, word, note)
       select $1, $2, p, w, n from unnest($3::text[], $4::text[]) with ordinality as t(w, n, p)`,
      [list!.id, org, words.map((w) => w.word), words.map((w) => w.note ?? '')],
    );
    return list!.id;
  };

  const academic = await make(alpha.id, 'PTE academic word list', 'Words that recur in PTE reading and writing items: learn them with the flash cards.', false, teacher?.id ?? null, DEMO_ACADEMIC_WORDS);
  if (group) await tx.query(`insert into word_list_groups (word_list_id, group_id, organization_id) values ($1, $2, $3)`, [academic, group.id, alpha.id]);
  await make(null, 'Linking words for essays', 'Connectives that structure a Write Essay answer.', true, master?.id ?? null, [
    { word: 'however' }, { word: 'therefore' }, { word: 'moreover' }, { word: 'furthermore' }, { word: 'consequently' }, { word: 'nevertheless' },
  ]);
}
