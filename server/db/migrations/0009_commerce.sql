-- Packages, courses, branches, enrollment and money (docs/product-spec.md §11).
-- Money is bigint minor units (paisa for BDT) with a currency per row, never floating point.
-- organization_id NULL marks the platform's own rows: plans sold to centres, the platform's promo codes and the
-- invoices it raises to centres during onboarding.

ALTER TABLE organizations
  ADD COLUMN currency text NOT NULL DEFAULT 'BDT' CHECK (currency ~ '^[A-Z]{3}$'),
  -- the platform plan the centre bought at onboarding (a packages row with audience CENTRE)
  ADD COLUMN plan_package_id integer,
  ADD COLUMN plan_expires_on date;

CREATE TABLE branches (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  name text NOT NULL,
  code text NOT NULL DEFAULT '',
  address text NOT NULL DEFAULT '',
  phone text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  manager_name text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  -- the master's branch-creation pages: contract, support, add-ons, payment (shapes: docs/product-spec.md §11)
  contract jsonb NOT NULL DEFAULT '{}'::jsonb,
  support jsonb NOT NULL DEFAULT '{}'::jsonb,
  addons jsonb NOT NULL DEFAULT '[]'::jsonb,
  payment jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX branches_org_name_uq ON branches (organization_id, lower(name)) WHERE deleted_at IS NULL;

-- A package (what a student buys) and a course (a taught programme) share one shape and one wizard: kind says which.
-- audience CENTRE rows (organization_id NULL) are the platform's plans offered to centres at onboarding.
CREATE TABLE packages (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer REFERENCES organizations(id) ON DELETE CASCADE,
  kind text NOT NULL DEFAULT 'PACKAGE' CHECK (kind IN ('PACKAGE', 'COURSE')),
  audience text NOT NULL DEFAULT 'STUDENT' CHECK (audience IN ('STUDENT', 'CENTRE')),
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  -- course type of the spec's fixed lists: taught in a branch, online, or both
  delivery text NOT NULL DEFAULT 'ONLINE' CHECK (delivery IN ('BOTH', 'BRANCH', 'ONLINE')),
  -- what it gives access to (the wizard's property pages), validated by the packages module
  properties jsonb NOT NULL DEFAULT '{}'::jsonb,
  addons jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- a course's weekly timetable
  schedule jsonb NOT NULL DEFAULT '[]'::jsonb,
  duration_days integer NOT NULL DEFAULT 30 CHECK (duration_days BETWEEN 1 AND 3660),
  price_minor bigint NOT NULL DEFAULT 0 CHECK (price_minor >= 0),
  currency text NOT NULL DEFAULT 'BDT' CHECK (currency ~ '^[A-Z]{3}$'),
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'active', 'inactive')),
  -- the wizard's resume point (docs/product-spec.md §4)
  step text NOT NULL DEFAULT '',
  visited text[] NOT NULL DEFAULT '{}',
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  CHECK ((audience = 'CENTRE') = (organization_id IS NULL))
);
CREATE INDEX packages_org_kind_idx ON packages (organization_id, kind, created_at DESC) WHERE deleted_at IS NULL;
ALTER TABLE organizations ADD CONSTRAINT organizations_plan_fk FOREIGN KEY (plan_package_id) REFERENCES packages(id) ON DELETE SET NULL;

-- The concrete content a package hands out (tests, mock tests, quiz sets, questions), picked at random by the
-- wizard (packages/get-random-package-items) or stored for a centre (organizations/package-items-store/{id}).
CREATE TABLE package_items (
  package_id integer NOT NULL REFERENCES packages(id) ON DELETE CASCADE,
  organization_id integer REFERENCES organizations(id) ON DELETE CASCADE,
  item_kind text NOT NULL CHECK (item_kind IN ('question', 'practice_test', 'mock_test', 'quiz_set')),
  item_id integer NOT NULL,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (package_id, item_kind, item_id)
);

CREATE TABLE package_trainers (
  package_id integer NOT NULL REFERENCES packages(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  PRIMARY KEY (package_id, user_id)
);

CREATE TABLE package_branches (
  package_id integer NOT NULL REFERENCES packages(id) ON DELETE CASCADE,
  branch_id integer NOT NULL REFERENCES branches(id) ON DELETE CASCADE,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  PRIMARY KEY (package_id, branch_id)
);

-- Course FAQs (the master's course-management/faqs; a null package = the centre's general questions).
CREATE TABLE package_faqs (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer REFERENCES organizations(id) ON DELETE CASCADE,
  package_id integer REFERENCES packages(id) ON DELETE CASCADE,
  question text NOT NULL,
  answer text NOT NULL,
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE promo_codes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer REFERENCES organizations(id) ON DELETE CASCADE,
  code text NOT NULL CHECK (code ~ '^[A-Z0-9_-]{3,32}$'),
  description text NOT NULL DEFAULT '',
  discount_kind text NOT NULL CHECK (discount_kind IN ('PERCENT', 'FIXED')),
  -- PERCENT: 1..100; FIXED: minor units
  amount bigint NOT NULL CHECK (amount > 0),
  starts_at timestamptz,
  ends_at timestamptz,
  usage_limit integer CHECK (usage_limit > 0),
  used_count integer NOT NULL DEFAULT 0 CHECK (used_count >= 0),
  -- empty: every package of the centre
  package_ids integer[] NOT NULL DEFAULT '{}',
  branch_id integer REFERENCES branches(id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (discount_kind <> 'PERCENT' OR amount <= 100),
  CHECK (usage_limit IS NULL OR used_count <= usage_limit),
  CHECK (ends_at IS NULL OR starts_at IS NULL OR ends_at > starts_at)
);
CREATE UNIQUE INDEX promo_codes_org_code_uq ON promo_codes (coalesce(organization_id, 0), code);

-- A student's hold on a package or course. Renewal and change add a row pointing at the one before, so history
-- stays; users.package_expiry_date mirrors the latest active row's ends_on (what requireActivePackage reads).
CREATE TABLE enrollments (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  student_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  package_id integer NOT NULL REFERENCES packages(id),
  branch_id integer REFERENCES branches(id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'active', 'ended', 'cancelled')),
  starts_on date,
  ends_on date,
  previous_id integer REFERENCES enrollments(id) ON DELETE SET NULL,
  reason text NOT NULL DEFAULT 'new' CHECK (reason IN ('new', 'renew', 'change')),
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_on IS NULL OR starts_on IS NULL OR ends_on >= starts_on)
);
CREATE INDEX enrollments_org_student_idx ON enrollments (organization_id, student_id, created_at DESC);
CREATE INDEX enrollments_org_branch_idx ON enrollments (organization_id, branch_id, status);

-- What is owed. A centre's invoice to a student (enrollment) or the platform's to a centre (pre_registration, organization_id NULL).
CREATE TABLE invoices (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer REFERENCES organizations(id) ON DELETE CASCADE,
  number text NOT NULL,
  enrollment_id integer REFERENCES enrollments(id) ON DELETE SET NULL,
  student_id integer REFERENCES users(id) ON DELETE SET NULL,
  branch_id integer REFERENCES branches(id) ON DELETE SET NULL,
  pre_registration_id integer,
  package_id integer REFERENCES packages(id) ON DELETE SET NULL,
  promo_code_id integer REFERENCES promo_codes(id) ON DELETE SET NULL,
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  subtotal_minor bigint NOT NULL CHECK (subtotal_minor >= 0),
  discount_minor bigint NOT NULL DEFAULT 0 CHECK (discount_minor >= 0),
  total_minor bigint NOT NULL CHECK (total_minor >= 0),
  paid_minor bigint NOT NULL DEFAULT 0 CHECK (paid_minor >= 0),
  status text NOT NULL DEFAULT 'unpaid' CHECK (status IN ('unpaid', 'partial', 'paid', 'void')),
  issued_on date NOT NULL DEFAULT current_date,
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (total_minor = subtotal_minor - discount_minor),
  CHECK (paid_minor <= total_minor)
);
CREATE UNIQUE INDEX invoices_org_number_uq ON invoices (coalesce(organization_id, 0), number);
CREATE INDEX invoices_org_branch_idx ON invoices (organization_id, branch_id, status);
CREATE INDEX invoices_student_idx ON invoices (student_id);

CREATE TABLE invoice_instalments (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  invoice_id integer NOT NULL REFERENCES invoices(id) ON DELETE CASCADE,
  organization_id integer REFERENCES organizations(id) ON DELETE CASCADE,
  seq smallint NOT NULL CHECK (seq >= 1),
  due_on date NOT NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  paid_minor bigint NOT NULL DEFAULT 0 CHECK (paid_minor >= 0),
  status text NOT NULL DEFAULT 'due' CHECK (status IN ('due', 'paid')),
  UNIQUE (invoice_id, seq),
  CHECK (paid_minor <= amount_minor)
);
CREATE INDEX invoice_instalments_org_due_idx ON invoice_instalments (organization_id, status, due_on);

-- Money received. The idempotency key makes a repeated submission the same payment.
CREATE TABLE transactions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer REFERENCES organizations(id) ON DELETE CASCADE,
  invoice_id integer NOT NULL REFERENCES invoices(id) ON DELETE CASCADE,
  instalment_id integer REFERENCES invoice_instalments(id) ON DELETE SET NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  provider text NOT NULL DEFAULT 'manual',
  method text NOT NULL CHECK (method IN ('cash', 'bank_transfer', 'mobile_banking', 'card')),
  receipt_number text NOT NULL,
  reference text NOT NULL DEFAULT '',
  idempotency_key text NOT NULL CHECK (length(idempotency_key) BETWEEN 8 AND 128),
  recorded_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX transactions_idempotency_uq ON transactions (coalesce(organization_id, 0), idempotency_key);
CREATE UNIQUE INDEX transactions_receipt_uq ON transactions (coalesce(organization_id, 0), receipt_number);
CREATE INDEX transactions_invoice_idx ON transactions (invoice_id);

CREATE TABLE promo_redemptions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  promo_code_id integer NOT NULL REFERENCES promo_codes(id) ON DELETE CASCADE,
  organization_id integer REFERENCES organizations(id) ON DELETE CASCADE,
  invoice_id integer REFERENCES invoices(id) ON DELETE SET NULL,
  email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The public wizards' drafts, read and resumed only with the secret of their link (token_hash = sha256 of it).
-- A pre-registration (the spec's "dummy organization") becomes a centre when the master approves it.
CREATE TABLE pre_registrations (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  step text NOT NULL DEFAULT '',
  visited text[] NOT NULL DEFAULT '{}',
  email text NOT NULL DEFAULT '',
  subdomain text NOT NULL DEFAULT '',
  plan_package_id integer REFERENCES packages(id) ON DELETE SET NULL,
  terms_accepted_at timestamptz,
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'submitted', 'approved', 'rejected')),
  organization_id integer REFERENCES organizations(id) ON DELETE SET NULL,
  reviewed_by integer REFERENCES users(id) ON DELETE SET NULL,
  reviewed_at timestamptz,
  review_note text NOT NULL DEFAULT '',
  submitted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX pre_registrations_status_idx ON pre_registrations (status, submitted_at DESC);
ALTER TABLE invoices ADD CONSTRAINT invoices_pre_registration_fk FOREIGN KEY (pre_registration_id) REFERENCES pre_registrations(id) ON DELETE SET NULL;

CREATE TABLE student_registrations (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  step text NOT NULL DEFAULT '',
  visited text[] NOT NULL DEFAULT '{}',
  email text NOT NULL DEFAULT '',
  package_id integer REFERENCES packages(id) ON DELETE SET NULL,
  branch_id integer REFERENCES branches(id) ON DELETE SET NULL,
  promo_code text NOT NULL DEFAULT '',
  instalments smallint NOT NULL DEFAULT 1 CHECK (instalments BETWEEN 1 AND 12),
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'submitted', 'completed')),
  user_id integer REFERENCES users(id) ON DELETE SET NULL,
  invoice_id integer REFERENCES invoices(id) ON DELETE SET NULL,
  submitted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Communication pages of branch, enrollment and course management: what was sent to whom.
CREATE TABLE commerce_messages (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer REFERENCES organizations(id) ON DELETE CASCADE,
  scope text NOT NULL CHECK (scope IN ('branch', 'enrollment', 'course')),
  target_id integer,
  audience text NOT NULL DEFAULT 'students',
  subject text NOT NULL,
  body text NOT NULL,
  recipients integer NOT NULL DEFAULT 0,
  sent_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX commerce_messages_org_idx ON commerce_messages (organization_id, scope, created_at DESC);

GRANT SELECT, INSERT, UPDATE, DELETE ON branches, packages, package_items, package_trainers, package_branches, package_faqs,
  promo_codes, enrollments, invoices, invoice_instalments, transactions, promo_redemptions, student_registrations,
  commerce_messages TO app_user;
GRANT SELECT, UPDATE ON pre_registrations TO app_user;
GRANT UPDATE ON organizations TO app_user;
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO app_user;

-- Tenant rows as everywhere; the platform's rows (organization_id NULL) only on the platform scope.
ALTER TABLE branches ENABLE ROW LEVEL SECURITY;
ALTER TABLE packages ENABLE ROW LEVEL SECURITY;
ALTER TABLE package_items ENABLE ROW LEVEL SECURITY;
ALTER TABLE package_trainers ENABLE ROW LEVEL SECURITY;
ALTER TABLE package_branches ENABLE ROW LEVEL SECURITY;
ALTER TABLE package_faqs ENABLE ROW LEVEL SECURITY;
ALTER TABLE promo_codes ENABLE ROW LEVEL SECURITY;
ALTER TABLE enrollments ENABLE ROW LEVEL SECURITY;
ALTER TABLE invoices ENABLE ROW LEVEL SECURITY;
ALTER TABLE invoice_instalments ENABLE ROW LEVEL SECURITY;
ALTER TABLE transactions ENABLE ROW LEVEL SECURITY;
ALTER TABLE promo_redemptions ENABLE ROW LEVEL SECURITY;
ALTER TABLE student_registrations ENABLE ROW LEVEL SECURITY;
ALTER TABLE commerce_messages ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON branches USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
CREATE POLICY tenant_isolation ON packages USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
CREATE POLICY tenant_isolation ON package_items USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
CREATE POLICY tenant_isolation ON package_trainers USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
CREATE POLICY tenant_isolation ON package_branches USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
CREATE POLICY tenant_isolation ON package_faqs USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
CREATE POLICY tenant_isolation ON promo_codes USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
CREATE POLICY tenant_isolation ON enrollments USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
CREATE POLICY tenant_isolation ON invoices USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
CREATE POLICY tenant_isolation ON invoice_instalments USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
CREATE POLICY tenant_isolation ON transactions USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
CREATE POLICY tenant_isolation ON promo_redemptions USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
CREATE POLICY tenant_isolation ON student_registrations USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
CREATE POLICY tenant_isolation ON commerce_messages USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
