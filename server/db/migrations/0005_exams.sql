-- Tests, mock tests and quiz sets (one table: they share the wizard, the item list and the statuses), and the
-- answer sheets of students sitting them (issue 5). The server owns an answer sheet's time: started_at, deadline.

CREATE TABLE tests (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- null = a platform test: read-only for every tenant, written by the master on the platform scope
  organization_id integer REFERENCES organizations(id) ON DELETE CASCADE,
  exam_type text NOT NULL CHECK (exam_type IN ('practice-tests', 'mock-tests', 'quiz-sets')),
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  -- practice: reading | writing | speaking | listening | combo; mock: full | partial | diagnostic; quiz sets: quiz
  category text NOT NULL,
  -- null = the official (mocks) or estimated timing; quiz sets: null = untimed
  duration_minutes integer CHECK (duration_minutes BETWEEN 1 AND 300),
  create_type text NOT NULL DEFAULT 'manual' CHECK (create_type IN ('manual', 'random')),
  number_of_questions jsonb NOT NULL DEFAULT '{}',
  -- the items in the order students meet them (the wizard's cart); checked against the bank on every save
  question_ids integer[] NOT NULL DEFAULT '{}',
  quiz_type_id integer REFERENCES quiz_types(id),
  template_type text CHECK (template_type IN ('practice', 'exam')),
  published_at timestamptz,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  approval text NOT NULL DEFAULT 'pending' CHECK (approval IN ('approved', 'unapproved', 'pending')),
  -- the wizard's progress: the last step saved, every step saved, and whether the last step was saved
  step text NOT NULL,
  visited text[] NOT NULL DEFAULT '{}',
  completed boolean NOT NULL DEFAULT false,
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX tests_org_type_idx ON tests (organization_id, exam_type) WHERE deleted_at IS NULL;

CREATE TABLE answer_sheets (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer REFERENCES organizations(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  test_id integer NOT NULL REFERENCES tests(id) ON DELETE CASCADE,
  mode text NOT NULL CHECK (mode IN ('practice-test', 'mock', 'quiz')),
  status text NOT NULL DEFAULT 'in_progress' CHECK (status IN ('in_progress', 'submitted')),
  -- the items as they were when the sitting began, in the sitting's order (a quiz's shuffle is fixed here)
  item_ids integer[] NOT NULL,
  -- part timers of a mock: [{ part, durationSec }]
  parts jsonb NOT NULL DEFAULT '[]',
  started_at timestamptz NOT NULL DEFAULT now(),
  deadline timestamptz,
  current_index integer NOT NULL DEFAULT 0,
  item_started_at timestamptz NOT NULL DEFAULT now(),
  revision integer NOT NULL DEFAULT 0,
  submitted_at timestamptz,
  submit_reason text,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- one sitting in progress per student and test: a second enroll resumes it
CREATE UNIQUE INDEX answer_sheets_one_open_idx ON answer_sheets (user_id, test_id) WHERE status = 'in_progress';
CREATE INDEX answer_sheets_user_idx ON answer_sheets (user_id, created_at);
CREATE INDEX answer_sheets_org_idx ON answer_sheets (organization_id, status, created_at);

CREATE TABLE answer_sheet_items (
  answer_sheet_id integer NOT NULL REFERENCES answer_sheets(id) ON DELETE CASCADE,
  question_id integer NOT NULL REFERENCES questions(id),
  organization_id integer REFERENCES organizations(id) ON DELETE CASCADE,
  position integer NOT NULL,
  response jsonb,
  -- the client's revision of the stored response: a save with a revision not above it changes nothing
  revision integer NOT NULL DEFAULT 0,
  saved_at timestamptz,
  attempt_id integer REFERENCES question_attempts(id) ON DELETE SET NULL,
  PRIMARY KEY (answer_sheet_id, question_id)
);

-- An attempt scored as part of a sheet: trainers evaluate it like a practice attempt; the result card reads it.
ALTER TABLE question_attempts ADD COLUMN answer_sheet_id integer REFERENCES answer_sheets(id) ON DELETE CASCADE;
CREATE INDEX question_attempts_sheet_idx ON question_attempts (answer_sheet_id) WHERE answer_sheet_id IS NOT NULL;

GRANT SELECT, INSERT, UPDATE, DELETE ON tests, answer_sheets, answer_sheet_items TO app_user;
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO app_user;

ALTER TABLE tests ENABLE ROW LEVEL SECURITY;
ALTER TABLE answer_sheets ENABLE ROW LEVEL SECURITY;
ALTER TABLE answer_sheet_items ENABLE ROW LEVEL SECURITY;

CREATE POLICY tenant_isolation ON tests
  USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
CREATE POLICY platform_read ON tests FOR SELECT USING (organization_id IS NULL);

CREATE POLICY tenant_isolation ON answer_sheets
  USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');

CREATE POLICY tenant_isolation ON answer_sheet_items
  USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
