-- Study plans (server/modules/study-plan/README.md): a trainer's template of tasks on dates toward an exam date and
-- target scores, and each student's own copy made when the template is assigned to them or to their group. The copy's
-- tasks carry the student's status (todo / done / skipped); achievements are stored once earned.

CREATE TABLE study_plans (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  -- template: made by staff and assigned; student: one student's own copy of a template
  kind text NOT NULL DEFAULT 'template' CHECK (kind IN ('template', 'student')),
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  exam_date date,
  -- { speaking, listening, reading, writing } each 10..90 (docs/product-spec.md §9), or {} when none was set
  target_scores jsonb NOT NULL DEFAULT '{}'::jsonb,
  student_id integer REFERENCES users(id) ON DELETE CASCADE,
  source_plan_id integer REFERENCES study_plans(id) ON DELETE SET NULL,
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'student') = (student_id IS NOT NULL)),
  -- assigning the same template twice to a student makes one copy
  UNIQUE (source_plan_id, student_id)
);
CREATE INDEX study_plans_org_idx ON study_plans (organization_id, kind, created_at DESC);
CREATE INDEX study_plans_student_idx ON study_plans (student_id, created_at DESC);

CREATE TABLE study_plan_tasks (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  plan_id integer NOT NULL REFERENCES study_plans(id) ON DELETE CASCADE,
  day date NOT NULL,
  position integer NOT NULL DEFAULT 0,
  -- practice: a question type (target_ref = its slug); question, test, material: target_id (materials have no FK:
  -- their table is another module's); class: an online class as text or a link (target_ref); free: only the title
  kind text NOT NULL CHECK (kind IN ('practice', 'question', 'test', 'material', 'class', 'free')),
  target_id integer,
  target_ref text NOT NULL DEFAULT '',
  title text NOT NULL,
  section text CHECK (section IN ('speaking', 'writing', 'reading', 'listening')),
  minutes integer CHECK (minutes BETWEEN 1 AND 600),
  status text NOT NULL DEFAULT 'todo' CHECK (status IN ('todo', 'done', 'skipped')),
  done_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX study_plan_tasks_plan_idx ON study_plan_tasks (plan_id, day, position);

CREATE TABLE study_plan_achievements (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  plan_id integer NOT NULL REFERENCES study_plans(id) ON DELETE CASCADE,
  student_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code text NOT NULL,
  earned_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (plan_id, code)
);
CREATE INDEX study_plan_achievements_org_idx ON study_plan_achievements (organization_id, earned_at DESC);

GRANT SELECT, INSERT, UPDATE, DELETE ON study_plans, study_plan_tasks, study_plan_achievements TO app_user;
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO app_user;

ALTER TABLE study_plans ENABLE ROW LEVEL SECURITY;
ALTER TABLE study_plan_tasks ENABLE ROW LEVEL SECURITY;
ALTER TABLE study_plan_achievements ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON study_plans USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
CREATE POLICY tenant_isolation ON study_plan_tasks USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
CREATE POLICY tenant_isolation ON study_plan_achievements USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
