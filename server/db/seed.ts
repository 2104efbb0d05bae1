import { PERMISSIONS, ROLE_PERMISSION_KEYS, SERVER_ROLES, permissionId } from '@kernel/permissions/catalogue.ts';
import { seedDemoPackages } from './seed-packages.ts';
import { seedDemoBranches } from './seed-branches.ts';
import { seedDemoMaterials } from './seed-materials.ts';
import { seedDemoWordLists } from './seed-word-lists.ts';
import { seedDemoToolkit } from './seed-toolkit.ts';
import type { Db, RawTx } from '../kernel/db.ts';
import { hashPassword } from '../kernel/passwords.ts';
import { isoDate } from '../kernel/dates.ts';
import { copySeedMedia, seedQuestions, syncQuestionTypes } from './seed-questions.ts';
import { seedDemoTests } from './seed-tests.ts';

export { isoDate };

export const DEMO_PASSWORD = 'Demo-pass-2026';


interface DemoUser {
  email: string;
  org: 'alpha' | 'beta' | null;
  role: string;
  first: string;
  last: string;
  phone: string;
  packageDays?: number;
  target?: { examDays: number; speaking: number; listening: number; writing: number; reading: number };
}

export const DEMO_USERS: readonly DemoUser[] = [
  { email: 'master@platform.test', org: null, role: 'SUPER_ADMIN', first: 'Farhan', last: 'Chowdhury', phone: '+8801711000001' },
  { email: 'owner@alpha.test', org: 'alpha', role: 'COACHING_OWNER', first: 'Tahmina', last: 'Akter', phone: '+8801711000002' },
  { email: 'admin@alpha.test', org: 'alpha', role: 'ADMIN', first: 'Rafiq', last: 'Hossain', phone: '+8801711000003' },
  { email: 'teacher@alpha.test', org: 'alpha', role: 'TRAINER', first: 'Sarah', last: 'Mitchell', phone: '+8801711000004' },
  { email: 'student@alpha.test', org: 'alpha', role: 'STUDENT', first: 'Arif', last: 'Hasan', phone: '+8801711000005', packageDays: 365,
    target: { examDays: 60, speaking: 65, listening: 60, writing: 65, reading: 58 } },
  { email: 'newstudent@alpha.test', org: 'alpha', role: 'STUDENT', first: 'Nusrat', last: 'Jahan', phone: '+8801711000006', packageDays: 365 },
  { email: 'expired@alpha.test', org: 'alpha', role: 'STUDENT', first: 'Imran', last: 'Kabir', phone: '+8801711000007', packageDays: -1,
    target: { examDays: 30, speaking: 50, listening: 50, writing: 50, reading: 50 } },
  { email: 'owner@beta.test', org: 'beta', role: 'COACHING_OWNER', first: 'Daniel', last: 'Walker', phone: '+61400000001' },
  { email: 'teacher@beta.test', org: 'beta', role: 'TRAINER', first: 'Priya', last: 'Sharma', phone: '+61400000002' },
  { email: 'student@beta.test', org: 'beta', role: 'STUDENT', first: 'Liam', last: 'Nguyen', phone: '+61400000003', packageDays: 365,
    target: { examDays: 90, speaking: 79, listening: 79, writing: 79, reading: 79 } },
];

const DEMO_ORGS = [
  { subdomain: 'alpha', name: 'Alpha PTE Academy', email: 'hello@alpha.test', phone: '+8801711000000' },
  { subdomain: 'beta', name: 'Beta English Centre', email: 'hello@beta.test', phone: '+61400000000' },
];

/** Catalogue and built-in roles, every start (new permissions land, role sets follow the catalogue). */
async function seedCatalogue(tx: RawTx): Promise<void> {
  await tx.query(
    `insert into permissions (id, keyword, label, description, group_key)
     select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[])
     on conflict (id) do update set keyword = excluded.keyword, label = excluded.label,
       description = excluded.description, group_key = excluded.group_key`,
    [PERMISSIONS.map((p) => p.id), PERMISSIONS.map((p) => p.keyword), PERMISSIONS.map((p) => p.label),
      PERMISSIONS.map((p) => p.description), PERMISSIONS.map((p) => p.group)],
  );
  await tx.query(
    `insert into roles (organization_id, name, kind, builtin) select null, r, r, true from unnest($1::text[]) as r
     on conflict ((coalesce(organization_id, 0)), name) do nothing`,
    [[...SERVER_ROLES]],
  );
  // a built-in role the master has edited (edited_at) keeps the master's keys
  const roles = await tx.query<{ id: number; name: string }>(`select id, name from roles where organization_id is null and builtin and edited_at is null`);
  for (const role of roles) {
    const keys = (ROLE_PERMISSION_KEYS as Record<string, readonly string[]>)[role.name];
    if (!keys) continue; // SUPER_ADMIN passes every check without rows
    const ids = keys.map(permissionId);
    await tx.query(`delete from role_permissions where role_id = $1 and permission_id <> all($2::text[])`, [role.id, ids]);
    await tx.query(
      `insert into role_permissions (role_id, permission_id) select $1, unnest($2::text[]) on conflict do nothing`,
      [role.id, ids],
    );
  }
}

async function seedDemo(tx: RawTx, today: Date): Promise<void> {
  const orgIds = new Map<string, number>();
  for (const org of DEMO_ORGS) {
    const [row] = await tx.query<{ id: number }>(`insert into organizations (name, subdomain, contact_email, contact_phone) values ($1, $2, $3, $4) returning id`, [org.name, org.subdomain, org.email, org.phone]);
    orgIds.set(org.subdomain, row!.id);
  }
  const roles = new Map((await tx.query<{ id: number; name: string }>(`select id, name from roles where organization_id is null and builtin`)).map((r) => [r.name, r.id]));
  const hashes = await Promise.all(DEMO_USERS.map(() => hashPassword(DEMO_PASSWORD)));
  for (const [i, u] of DEMO_USERS.entries()) {
    const orgId = u.org ? orgIds.get(u.org)! : null;
    const [row] = await tx.query<{ id: number }>(
      `insert into users (organization_id, role_id, email, password_hash, first_name, last_name, phone, status, email_verified_at, password_set_at, package_expiry_date)
       values ($1, $2, $3, $4, $5, $6, $7, 'active', now(), now(), $8::date) returning id`,
      [orgId, roles.get(u.role), u.email, hashes[i], u.first, u.last, u.phone, u.packageDays === undefined ? null : isoDate(u.packageDays, today)],
    );
    if (u.target) {
      await tx.query(
        `insert into target_scores (user_id, organization_id, exam_date, speaking, listening, writing, reading) values ($1, $2, $3::date, $4, $5, $6, $7)`,
        [row!.id, orgId, isoDate(u.target.examDays, today), u.target.speaking, u.target.listening, u.target.writing, u.target.reading],
      );
    }
  }
}

/** Two of alpha's batches (groups, docs/product-spec.md §10): students with their trainer. */
async function seedDemoGroups(tx: RawTx): Promise<void> {
  const [alpha] = await tx.query<{ id: number }>(`select id from organizations where subdomain = 'alpha'`);
  const ids = new Map((await tx.query<{ id: number; email: string }>(`select id, email from users where organization_id = $1`, [alpha!.id])).map((r) => [r.email, r.id]));
  const batches = [
    { name: 'Morning batch', description: 'Weekdays 8-10 am', students: ['student@alpha.test', 'newstudent@alpha.test'], trainers: ['teacher@alpha.test'] },
    { name: 'Weekend batch', description: 'Saturdays and Sundays', students: ['expired@alpha.test'], trainers: ['teacher@alpha.test'] },
  ];
  for (const b of batches) {
    const [g] = await tx.query<{ id: number }>(
      `insert into groups (organization_id, name, description, created_by) values ($1, $2, $3, $4) returning id`,
      [alpha!.id, b.name, b.description, ids.get('owner@alpha.test')],
    );
    for (const [emails, role] of [[b.students, 'student'], [b.trainers, 'trainer']] as const) {
      for (const e of emails) await tx.query(`insert into group_members (group_id, user_id, organization_id, member_role) values ($1, $2, $3, $4)`, [g!.id, ids.get(e), alpha!.id, role]);
    }
  }
}

/** The demo question bank: alpha's and beta's items by their teachers, platform items by the master. */
async function seedDemoQuestions(tx: RawTx): Promise<void> {
  const orgs = new Map((await tx.query<{ id: number; subdomain: string }>(`select id, subdomain from organizations`)).map((r) => [r.subdomain, r.id]));
  const users = new Map((await tx.query<{ id: number; email: string }>(`select id, email from users`)).map((r) => [r.email, r.id]));
  await seedQuestions(tx, {
    alpha: { orgId: orgs.get('alpha')!, userId: users.get('teacher@alpha.test')! },
    beta: { orgId: orgs.get('beta')!, userId: users.get('teacher@beta.test')! },
    platform: { userId: users.get('master@platform.test')! },
  });
}

/**
 * A demo database made before the question bank existed (migration 0003) gets the demo items once: only when the
 * demo tenants and teachers are there and the bank has never held a row.
 */
async function seedQuestionsIntoOlderDemo(tx: RawTx): Promise<void> {
  const [state] = await tx.query<{ demo: number; any: number }>(
    `select (select count(*)::int from users where email in ('teacher@alpha.test', 'teacher@beta.test', 'master@platform.test')) as demo,
            (select count(*)::int from questions) as any`,
  );
  if (state && state.demo === 3 && state.any === 0) await seedDemoQuestions(tx);
}

/**
 * Seeds on the owner connection (row-level security does not apply: the seed writes every tenant). Catalogue and
 * roles always; the demo organizations and users only into an empty database. Same statements on PGlite and
 * PostgreSQL, dates computed here, so both seed alike.
 */
export async function seed(db: Db, opts: { demo?: boolean; today?: Date; uploadDir?: string } = {}): Promise<{ demo: boolean }> {
  // demo media (audio, charts) the seeded items refer to as /files/seed/<slug>-<n>.ogg; kept when already there
  if (opts.uploadDir) await copySeedMedia(opts.uploadDir);
  return db.rawTransaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [727_073_002]);
    await seedCatalogue(tx);
    await syncQuestionTypes(tx);
    // the platform's help pages are product content, not demo data: written once, then the master's
    await (await import('./seed-help.ts')).seedHelp(tx);
    if (opts.demo === false) return { demo: false };
    const [{ n } = { n: 0 }] = await tx.query<{ n: number }>('select count(*)::int as n from users');
    if (n > 0) {
      await seedQuestionsIntoOlderDemo(tx);
      // a demo made before the tests existed (0005) gets alpha's demo tests once
      await seedDemoTests(tx);
      return { demo: false };
    }
    await seedDemo(tx, opts.today ?? new Date());
    await seedDemoGroups(tx);
    await seedDemoQuestions(tx);
    await seedDemoTests(tx);
    await seedDemoPackages(tx);
    await seedDemoBranches(tx);
    await seedDemoMaterials(tx, opts.uploadDir);
    await (await import('./seed-study-plans.ts')).seedDemoStudyPlans(tx, opts.today ?? new Date());
    await seedDemoWordLists(tx);
    await seedDemoToolkit(tx);
    await (await import('./seed-content-management.ts')).seedDemoContentManagement(tx);
    await (await import('./seed-online-class.ts')).seedDemoOnlineClasses(tx);
    await (await import('./seed-jobs.ts')).seedDemoJobs(tx, opts.today ?? new Date());
    await (await import('./seed-blog.ts')).seedDemoBlog(tx);
    await (await import('./seed-workspace.ts')).seedDemoWorkspace(tx, opts.today ?? new Date());
    await (await import('./seed-forms.ts')).seedDemoForms(tx);
    return { demo: true };
  });
}
