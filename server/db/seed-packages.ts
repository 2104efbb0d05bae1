import type { RawTx } from '../kernel/db.ts';

const ALL_STEPS = ['basic-information', 'type', 'adons', 'properties', 'duration-price', 'review', 'preview'];

interface SeedPackage {
  org: 'alpha' | null;
  kind: 'PACKAGE' | 'COURSE';
  name: string;
  description: string;
  delivery: 'BOTH' | 'BRANCH' | 'ONLINE';
  properties: Record<string, unknown>;
  addons?: { name: string; price_minor: number }[];
  schedule?: { day: string; start: string; end: string }[];
  days: number;
  /** minor units (paisa) */
  price: number;
  trainers?: string[];
}

// Inserted in this order so that ids stay stable from one fresh database to the next (tests name them by name).
const PACKAGES: SeedPackage[] = [
  {
    org: 'alpha', kind: 'PACKAGE', name: 'PTE Starter 30 days', description: 'Practice every question type, ten practice tests and daily quizzes for a month.', delivery: 'ONLINE',
    properties: { pte_practice: { enabled: true, sections: [] }, practice_test: { enabled: true, count: 10 }, quiz: { enabled: true, count: 20 }, materials: { enabled: true } },
    days: 30, price: 300_000,
  },
  {
    org: 'alpha', kind: 'PACKAGE', name: 'PTE Complete 90 days', description: 'Everything for three months: unlimited practice, five mock tests, live classes and two one-to-one sessions.', delivery: 'ONLINE',
    properties: {
      pte_practice: { enabled: true, sections: [] }, practice_test: { enabled: true, count: null }, mock_test: { enabled: true, count: 5 }, quiz: { enabled: true, count: null },
      materials: { enabled: true }, live_class: { enabled: true, count: 12 }, webinars: { enabled: true, count: null }, one_to_one_appointment: { enabled: true, count: 2, minutes: 30 },
    },
    addons: [{ name: 'Printed study guide', price_minor: 80_000 }],
    days: 90, price: 950_000,
  },
  {
    org: 'alpha', kind: 'PACKAGE', name: 'Mock test pack', description: 'Five full mock tests with scored reports.', delivery: 'ONLINE',
    properties: { mock_test: { enabled: true, count: 5 } },
    days: 60, price: 150_000,
  },
  {
    org: 'alpha', kind: 'COURSE', name: 'PTE Online Evening Course', description: 'Live online classes three evenings a week with a trainer.', delivery: 'ONLINE',
    properties: { pte_practice: { enabled: true, sections: [] }, practice_test: { enabled: true, count: 10 }, live_class: { enabled: true, count: 24 }, materials: { enabled: true } },
    schedule: [{ day: 'sun', start: '19:00', end: '21:00' }, { day: 'tue', start: '19:00', end: '21:00' }, { day: 'thu', start: '19:00', end: '21:00' }],
    days: 60, price: 1_200_000, trainers: ['teacher@alpha.test'],
  },
  {
    org: 'alpha', kind: 'COURSE', name: 'PTE Classroom and Online', description: 'Classes in the branch or online, your choice each week.', delivery: 'BOTH',
    properties: { pte_practice: { enabled: true, sections: [] }, practice_test: { enabled: true, count: null }, mock_test: { enabled: true, count: 3 }, live_class: { enabled: true, count: 36 }, materials: { enabled: true } },
    addons: [{ name: 'Weekend speaking clinic', price_minor: 200_000 }],
    schedule: [{ day: 'sat', start: '10:00', end: '12:00' }, { day: 'mon', start: '10:00', end: '12:00' }, { day: 'wed', start: '10:00', end: '12:00' }],
    days: 90, price: 1_800_000, trainers: ['teacher@alpha.test'],
  },
  {
    org: null, kind: 'PACKAGE', name: 'Centre Basic', description: 'A coaching centre with its own sub-domain, the question bank and up to 100 students.', delivery: 'ONLINE',
    properties: { pte_practice: { enabled: true, sections: [] }, practice_test: { enabled: true, count: null }, quiz: { enabled: true, count: null }, materials: { enabled: true } },
    days: 30, price: 500_000,
  },
  {
    org: null, kind: 'PACKAGE', name: 'Centre Pro', description: 'Everything in Basic with mock tests, live classes and webinars for any number of students.', delivery: 'ONLINE',
    properties: {
      pte_practice: { enabled: true, sections: [] }, practice_test: { enabled: true, count: null }, mock_test: { enabled: true, count: null }, quiz: { enabled: true, count: null },
      materials: { enabled: true }, live_class: { enabled: true, count: null }, webinars: { enabled: true, count: null },
    },
    days: 30, price: 1_200_000,
  },
];

/** The demo's packages and courses (alpha) and the platform's plans for centres (docs/product-spec.md §11). */
export async function seedDemoPackages(tx: RawTx): Promise<void> {
  const orgs = new Map((await tx.query<{ id: number; subdomain: string }>(`select id, subdomain from organizations`)).map((r) => [r.subdomain, r.id]));
  const users = new Map((await tx.query<{ id: number; email: string }>(`select id, email from users`)).map((r) => [r.email, r.id]));
  for (const p of PACKAGES) {
    const orgId = p.org ? orgs.get(p.org)! : null;
    const [row] = await tx.query<{ id: number }>(
      `insert into packages (organization_id, kind, audience, name, description, delivery, properties, addons, schedule, duration_days, price_minor, currency, status, step, visited, created_by)
       values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9::jsonb, $10, $11, 'BDT', 'active', 'preview', $12::text[], $13) returning id`,
      [orgId, p.kind, orgId === null ? 'CENTRE' : 'STUDENT', p.name, p.description, p.delivery, JSON.stringify(p.properties), JSON.stringify(p.addons ?? []),
        JSON.stringify(p.schedule ?? []), p.days, p.price, ALL_STEPS, users.get(orgId === null ? 'master@platform.test' : 'owner@alpha.test') ?? null],
    );
    for (const email of p.trainers ?? []) {
      await tx.query(`insert into package_trainers (package_id, user_id, organization_id) values ($1, $2, $3)`, [row!.id, users.get(email), orgId]);
    }
  }
}
