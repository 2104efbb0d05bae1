import type { RawTx } from '../kernel/db.ts';

/**
 * The demo's forms (server/modules/forms/README.md): alpha's course feedback form by its trainer, answered once by a
 * visitor and once by student@alpha.test, and a short enquiry form of beta's owner. Public links are fixed here so the
 * demo's link is known (`/form/alphaFeedback26` on alpha's address).
 */
export async function seedDemoForms(tx: RawTx): Promise<void> {
  const [alpha] = await tx.query<{ id: number }>(`select id from organizations where subdomain = 'alpha'`);
  const [beta] = await tx.query<{ id: number }>(`select id from organizations where subdomain = 'beta'`);
  const [teacher] = await tx.query<{ id: number }>(`select id from users where email = 'teacher@alpha.test'`);
  const [student] = await tx.query<{ id: number }>(`select id from users where email = 'student@alpha.test'`);
  const [betaOwner] = await tx.query<{ id: number }>(`select id from users where email = 'owner@beta.test'`);
  if (alpha) {
    const fields = [
      { id: 'f_name', kind: 'text', label: 'Your name', help: '', required: true, options: [] },
      { id: 'f_course', kind: 'choice', label: 'Which course did you take?', help: '', required: true, options: ['PTE Core', 'PTE Academic', 'Speaking booster'] },
      { id: 'f_rating', kind: 'rating', label: 'How would you rate the classes?', help: '1 is poor, 5 is excellent.', required: true, options: [] },
      { id: 'f_better', kind: 'long_text', label: 'What could we do better?', help: '', required: false, options: [] },
    ];
    const [form] = await tx.query<{ id: number }>(
      `insert into forms (organization_id, slug, title, description, fields, created_by) values ($1, 'alphaFeedback26', 'Course feedback', $2, $3::jsonb, $4) returning id`,
      [alpha.id, 'Tell us how your course went: it takes two minutes.', JSON.stringify(fields), teacher?.id ?? null],
    );
    await tx.query(
      `insert into form_responses (organization_id, form_id, user_id, answers, created_at) values
         ($1, $2, null, $3::jsonb, now() - interval '2 days'), ($1, $2, $4, $5::jsonb, now() - interval '1 day')`,
      [
        alpha.id,
        form!.id,
        JSON.stringify({ f_name: 'Nadia Rahman', f_course: 'PTE Academic', f_rating: 4, f_better: 'More speaking practice, please.' }),
        student?.id ?? null,
        JSON.stringify({ f_name: 'Sam Student', f_course: 'PTE Core', f_rating: 5 }),
      ],
    );
  }
  if (beta) {
    const fields = [
      { id: 'f_name', kind: 'text', label: 'Name', help: '', required: true, options: [] },
      { id: 'f_phone', kind: 'text', label: 'Phone', help: '', required: true, options: [] },
    ];
    await tx.query(`insert into forms (organization_id, slug, title, fields, created_by) values ($1, 'betaEnquiry026', 'Enquiry', $2::jsonb, $3)`, [beta.id, JSON.stringify(fields), betaOwner?.id ?? null]);
  }
}
