import type { RawTx } from '../kernel/db.ts';

/**
 * The demo's branches, promo codes and invoices (docs/product-spec.md §11). Runs after seedDemoPackages: when alpha
 * has a package by then, the demo invoices belong to enrollments in it; otherwise they stand alone. Dates follow the
 * database's current_date, money is minor units (paisa).
 */
export async function seedDemoBranches(tx: RawTx): Promise<void> {
  const orgs = new Map((await tx.query<{ id: number; subdomain: string }>(`select id, subdomain from organizations`)).map((r) => [r.subdomain, r.id]));
  const alpha = orgs.get('alpha');
  const beta = orgs.get('beta');
  if (alpha === undefined || beta === undefined) return;
  const users = new Map((await tx.query<{ id: number; email: string }>(`select id, email from users where organization_id in ($1, $2)`, [alpha, beta])).map((r) => [r.email, r.id]));
  const owner = users.get('owner@alpha.test') ?? null;

  const branch = async (org: number, b: { name: string; code: string; address: string; phone: string; email: string; manager: string; fee: number; share: number }, by: number | null) => {
    const [row] = await tx.query<{ id: number }>(
      `insert into branches (organization_id, name, code, address, phone, email, manager_name, contract, support, addons, payment, created_by)
       values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb, $10::jsonb, $11::jsonb, $12) returning id`,
      [
        org, b.name, b.code, b.address, b.phone, b.email, b.manager,
        JSON.stringify({ start_on: '2026-01-01', end_on: '2027-12-31', fee_minor: b.fee, revenue_share_percent: b.share, terms: 'Yearly renewal; one month notice.' }),
        JSON.stringify({ contact_name: b.manager, phone: b.phone, email: b.email, hours: 'Sat-Thu 9:00-18:00' }),
        JSON.stringify([{ name: 'Mock test room', price_minor: 150_000 }, { name: 'Printed materials', price_minor: 50_000 }]),
        JSON.stringify({ method: 'bank_transfer', account_name: b.name, account_number: `0012${b.code.replace(/\D/g, '')}7788`, bank: 'Dutch-Bangla Bank' }),
        by,
      ],
    );
    return row!.id;
  };
  const dhanmondi = await branch(alpha, { name: 'Dhanmondi', code: 'DHK-01', address: 'House 12, Road 27, Dhanmondi, Dhaka', phone: '+8801711000101', email: 'dhanmondi@alpha.test', manager: 'Sabbir Ahmed', fee: 2_500_000, share: 20 }, owner);
  const uttara = await branch(alpha, { name: 'Uttara', code: 'DHK-02', address: 'Sector 7, Uttara, Dhaka', phone: '+8801711000102', email: 'uttara@alpha.test', manager: 'Farzana Islam', fee: 2_000_000, share: 15 }, owner);
  await branch(beta, { name: 'Sydney CBD', code: 'SYD-01', address: '100 George Street, Sydney', phone: '+61400000100', email: 'cbd@beta.test', manager: 'Daniel Walker', fee: 0, share: 0 }, users.get('owner@beta.test') ?? null);

  await tx.query(
    `insert into promo_codes (organization_id, code, description, discount_kind, amount, usage_limit, created_by)
     values ($1, 'WELCOME10', 'Ten per cent off for new students', 'PERCENT', 10, 100, $2)`,
    [alpha, owner],
  );
  await tx.query(
    `insert into promo_codes (organization_id, code, description, discount_kind, amount, usage_limit, starts_at, ends_at, branch_id, created_by)
     values ($1, 'FLAT500', '৳500 off at Dhanmondi', 'FIXED', 50000, 20, (current_date)::timestamp at time zone 'UTC',
             (current_date + 61)::timestamp at time zone 'UTC', $2, $3)`,
    [alpha, dhanmondi, owner],
  );

  // the demo students hold the package with every feature (practice, tests, mock tests, quizzes), so the entitlement
  // check of docs/product-spec.md §11 leaves the demo's journeys open
  // invoices: numbered as the payments module numbers them (INV-<year>-000001), so its next number follows on
  const [pkg] = await tx.query<{ id: number; currency: string }>(
    `select id, currency from packages where organization_id = $1 and deleted_at is null order by (name = 'PTE Complete 90 days') desc, (status = 'active') desc, kind, id limit 1`,
    [alpha],
  );
  const year = (await tx.query<{ y: number }>(`select extract(year from current_date)::int as y`))[0]!.y;
  const demo = [
    { email: 'student@alpha.test', branch: dhanmondi as number | null, total: 1_500_000, parts: [[-30, 500_000], [-1, 500_000], [29, 500_000]] as const, paid: 500_000 },
    { email: 'newstudent@alpha.test', branch: uttara as number | null, total: 1_200_000, parts: [[7, 600_000], [37, 600_000]] as const, paid: 0 },
    { email: 'expired@alpha.test', branch: null, total: 600_000, parts: [[-10, 600_000]] as const, paid: 0 },
  ];
  let receipts = 0;
  for (const [i, d] of demo.entries()) {
    const student = users.get(d.email);
    if (student === undefined) continue;
    let enrollment: number | null = null;
    if (pkg) {
      const [e] = await tx.query<{ id: number }>(
        `insert into enrollments (organization_id, student_id, package_id, branch_id, status, starts_on, ends_on, created_by)
         select $1, u.id, $2, $3, case when u.package_expiry_date < current_date then 'ended' else 'active' end,
                least(current_date - 30, u.package_expiry_date), coalesce(u.package_expiry_date, current_date + 335), $4
           from users u where u.id = $5 returning id`,
        [alpha, pkg.id, d.branch, owner, student],
      );
      enrollment = e!.id;
    }
    const [inv] = await tx.query<{ id: number }>(
      `insert into invoices (organization_id, number, enrollment_id, student_id, branch_id, package_id, currency, subtotal_minor, total_minor, paid_minor, status, issued_on, created_by)
       values ($1, $2, $3, $4, $5, $6, 'BDT', $7, $7, $8, $9, current_date - 30, $10) returning id`,
      [alpha, `INV-${year}-${String(i + 1).padStart(6, '0')}`, enrollment, student, d.branch, pkg?.id ?? null, d.total, d.paid, d.paid === 0 ? 'unpaid' : d.paid === d.total ? 'paid' : 'partial', owner],
    );
    for (const [seq, [days, amount]] of d.parts.entries()) {
      const paid = seq === 0 ? Math.min(d.paid, amount) : 0;
      const [ins] = await tx.query<{ id: number }>(
        `insert into invoice_instalments (invoice_id, organization_id, seq, due_on, amount_minor, paid_minor, status)
         values ($1, $2, $3, current_date + $4::int, $5, $6, $7) returning id`,
        [inv!.id, alpha, seq + 1, days, amount, paid, paid === amount ? 'paid' : 'due'],
      );
      if (paid > 0) {
        receipts += 1;
        await tx.query(
          `insert into transactions (organization_id, invoice_id, instalment_id, amount_minor, currency, method, receipt_number, reference, idempotency_key, recorded_by, created_at)
           values ($1, $2, $3, $4, 'BDT', 'cash', $5, 'Demo payment', $6, $7, now() - interval '29 days')`,
          [alpha, inv!.id, ins!.id, paid, `RCP-${year}-${String(receipts).padStart(6, '0')}`, `seed-demo-payment-${receipts}`, owner],
        );
      }
    }
  }
}
