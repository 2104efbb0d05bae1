// Demo job circulars (server/modules/jobs/README.md): one open circular of alpha with two screening questions (one
// required) and one submitted application to it (status new, no documents: the demo has no uploaded PDF), and one
// open platform circular of the master. Deadlines are a month after the seed's day, so the public pages take
// applications.
import type { RawTx } from '../kernel/db.ts';
import { hashToken, newToken } from '../kernel/tokens.ts';

const addDays = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000).toISOString().slice(0, 10);

export async function seedDemoJobs(tx: RawTx, today: Date = new Date()): Promise<void> {
  const [alpha] = await tx.query<{ id: number }>(`select id from organizations where subdomain = 'alpha'`);
  const [owner] = await tx.query<{ id: number }>(`select id from users where email = 'owner@alpha.test'`);
  const [master] = await tx.query<{ id: number }>(`select id from users where email = 'master@platform.test'`);
  const posted = addDays(today, -3);
  const deadline = addDays(today, 30);
  if (alpha) {
    const [c] = await tx.query<{ id: number }>(
      `insert into job_circulars (organization_id, title, description, job_position, posting_date, active, job_type, salary_type, salary_range_min, salary_range_max, workplace, restrictions, deadline, created_by)
       values ($1, $2, $3, $4, $5, true, 'full_time', 'monthly', 30000, 45000, 'hybrid', $6, $7, $8) returning id`,
      [
        alpha.id,
        'PTE Speaking and Writing Trainer',
        'Alpha PTE Academy is looking for a trainer for its morning and evening batches.\n\nYou will teach the speaking and writing sections, score practice answers with the rubric and hold weekly mock test reviews.',
        'PTE Trainer',
        posted,
        'A PTE Academic score of 79 or more in each skill. At least one year of teaching English.',
        deadline,
        owner?.id ?? null,
      ],
    );
    const [q1] = await tx.query<{ id: number }>(
      `insert into job_questions (organization_id, circular_id, question, required, position) values ($1, $2, $3, true, 0) returning id`,
      [alpha.id, c!.id, 'How many years have you taught PTE or IELTS?'],
    );
    const [q2] = await tx.query<{ id: number }>(
      `insert into job_questions (organization_id, circular_id, question, required, position) values ($1, $2, $3, false, 1) returning id`,
      [alpha.id, c!.id, 'Which days and hours can you teach?'],
    );
    await tx.query(
      `insert into trainer_applications (organization_id, circular_id, token_hash, status, step, visited, applicant_name, applicant_email, applicant_contact_number,
         expected_salary, choosing_reason, educational_details, experience_details, answers, application_date)
       values ($1, $2, $3, 'new', 'submit', $4::text[], 'Nusrat Jahan', 'nusrat.applicant@example.test', '+880 1711-000111', 40000, $5, $6::jsonb, $7::jsonb, $8::jsonb, now())`,
      [
        alpha.id,
        c!.id,
        hashToken(newToken()),
        ['basic-information', 'job-properties', 'educational-qualification', 'employment-history', 'job-questions', 'submit'],
        'I scored 84 overall and love helping students with the speaking section.',
        JSON.stringify([{ degree: 'BA in English', institution: 'University of Dhaka', subject: 'English Literature', passing_year: 2019, result: '3.6 / 4' }]),
        JSON.stringify([{ organization: 'Bright English Centre', designation: 'IELTS Instructor', start_date: '2020-02-01', end_date: null, responsibilities: 'Speaking and writing classes for adults.' }]),
        JSON.stringify([{ question_id: q1!.id, answer: 'Three years of IELTS and one of PTE.' }, { question_id: q2!.id, answer: 'Weekdays 4 pm to 9 pm.' }]),
      ],
    );
  }
  await tx.query(
    `insert into job_circulars (organization_id, title, description, job_position, posting_date, active, job_type, salary_type, salary_range_min, salary_range_max, workplace, restrictions, deadline, created_by)
     values (null, $1, $2, $3, $4, true, 'part_time', 'hourly', 800, 1500, 'remote', '', $5, $6)`,
    [
      'Online PTE Trainers for Partner Centres',
      'The platform recruits online trainers for its partner coaching centres. Successful applicants are invited to a centre as trainers.',
      'Online PTE Trainer',
      posted,
      deadline,
      master?.id ?? null,
    ],
  );
}
