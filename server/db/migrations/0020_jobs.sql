-- Job circulars and trainer applications (server/modules/jobs/README.md, docs/product-spec.md §14): a circular
-- (organization_id null = a platform circular, the master's) with its details and screening questions, and the
-- applications to it: a draft resumable by the secret of the link mailed to the applicant (kept as SHA-256),
-- submitted, then reviewed by the centre's staff.

CREATE TABLE job_circulars (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer REFERENCES organizations(id) ON DELETE CASCADE,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  job_position text NOT NULL,
  posting_date date NOT NULL DEFAULT current_date,
  active boolean NOT NULL DEFAULT true,
  -- job_circular_detail
  job_type text NOT NULL DEFAULT 'full_time' CHECK (job_type IN ('full_time', 'part_time', 'contract', 'internship', 'freelance')),
  salary_type text NOT NULL DEFAULT 'monthly' CHECK (salary_type IN ('monthly', 'hourly', 'yearly', 'fixed', 'negotiable')),
  -- whole units of the centre's currency
  salary_range_min integer CHECK (salary_range_min >= 0),
  salary_range_max integer CHECK (salary_range_max >= 0),
  workplace text NOT NULL DEFAULT 'on_site' CHECK (workplace IN ('on_site', 'remote', 'hybrid')),
  restrictions text NOT NULL DEFAULT '',
  -- the last day applications are taken (inclusive, UTC)
  deadline date NOT NULL,
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (salary_range_min IS NULL OR salary_range_max IS NULL OR salary_range_min <= salary_range_max)
);
CREATE INDEX job_circulars_org_idx ON job_circulars (organization_id, posting_date DESC);

CREATE TABLE job_questions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer REFERENCES organizations(id) ON DELETE CASCADE,
  circular_id integer NOT NULL REFERENCES job_circulars(id) ON DELETE CASCADE,
  question text NOT NULL,
  required boolean NOT NULL DEFAULT false,
  position integer NOT NULL DEFAULT 0
);
CREATE INDEX job_questions_circular_idx ON job_questions (circular_id, position);

CREATE TABLE trainer_applications (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer REFERENCES organizations(id) ON DELETE CASCADE,
  -- a circular with submitted applications is not deleted (409); its drafts go with it
  circular_id integer NOT NULL REFERENCES job_circulars(id) ON DELETE CASCADE,
  -- SHA-256 of the resume secret mailed to the applicant
  token_hash text NOT NULL UNIQUE,
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'new', 'shortlisted', 'interview', 'rejected', 'hired')),
  step text NOT NULL DEFAULT '',
  visited text[] NOT NULL DEFAULT '{}',
  applicant_name text NOT NULL DEFAULT '',
  applicant_email text NOT NULL DEFAULT '',
  applicant_contact_number text NOT NULL DEFAULT '',
  expected_salary integer CHECK (expected_salary >= 0),
  choosing_reason text NOT NULL DEFAULT '',
  -- paths of PDFs in the quarantine folder (/files/quarantine/<uuid>.pdf)
  cv text,
  pte_score_card text,
  educational_details jsonb NOT NULL DEFAULT '[]'::jsonb,
  experience_details jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- [{ question_id, answer }]
  answers jsonb NOT NULL DEFAULT '[]'::jsonb,
  point integer CHECK (point BETWEEN 0 AND 100),
  reviewer_note text NOT NULL DEFAULT '',
  active boolean NOT NULL DEFAULT true,
  application_date timestamptz,
  hired_user_id integer REFERENCES users(id) ON DELETE SET NULL,
  rejection_mailed_at timestamptz,
  reviewed_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX trainer_applications_org_idx ON trainer_applications (organization_id, status, application_date DESC);
CREATE INDEX trainer_applications_circular_idx ON trainer_applications (circular_id, status);
-- one submitted application per e-mail and circular (drafts aside)
CREATE UNIQUE INDEX trainer_applications_one_per_email ON trainer_applications (circular_id, lower(applicant_email)) WHERE status <> 'draft';

ALTER TABLE job_circulars ENABLE ROW LEVEL SECURITY;
ALTER TABLE job_questions ENABLE ROW LEVEL SECURITY;
ALTER TABLE trainer_applications ENABLE ROW LEVEL SECURITY;
-- platform circulars (organization_id null) are read on the platform scope only (the master, or the public flow on the
-- platform domain with app.platform on, which filters organization_id is null itself)
CREATE POLICY tenant_isolation ON job_circulars USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
CREATE POLICY tenant_isolation ON job_questions USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
CREATE POLICY tenant_isolation ON trainer_applications USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');

GRANT SELECT, INSERT, UPDATE, DELETE ON job_circulars, job_questions, trainer_applications TO app_user;
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO app_user;
