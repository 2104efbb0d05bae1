-- Toolkit (server/modules/toolkit/README.md): explanations and sample answers of questions and question types,
-- study guides, prompts (tenant rows: organization_id null = the master's, readable by every centre, written on
-- the platform scope only), and the master's platform-wide settings: time presets, iframe markers and the intro
-- and end communications of the exam player (no tenant column: one set for the platform).

-- Explanations and sample answers share one shape; `kind` tells them apart. A row names its question type always
-- and its question when it belongs to one item (question_id null = for every item of the type).
CREATE TABLE question_aids (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer REFERENCES organizations(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('explanation', 'sample-answer')),
  question_id integer REFERENCES questions(id) ON DELETE CASCADE,
  question_type_id integer NOT NULL REFERENCES question_types(id),
  title text NOT NULL DEFAULT '',
  -- plain text as the editors store it (paragraphs, list lines): see server/kernel/sanitize.ts
  body text NOT NULL,
  -- a sample answer's recording: an upload path under /files/question-audio/
  audio text,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  is_default boolean NOT NULL DEFAULT false,
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- One default per kind, owner (a centre or the platform) and target (a question, or a type's general text).
CREATE UNIQUE INDEX question_aids_one_default ON question_aids (kind, coalesce(organization_id, 0), coalesce(question_id, 0), question_type_id) WHERE is_default;
CREATE INDEX question_aids_question_idx ON question_aids (question_id, kind);
CREATE INDEX question_aids_type_idx ON question_aids (question_type_id, kind);

CREATE TABLE study_guides (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer REFERENCES organizations(id) ON DELETE CASCADE,
  question_type_id integer REFERENCES question_types(id),
  section text CHECK (section IN ('listening', 'writing', 'speaking', 'reading')),
  title text NOT NULL,
  body text NOT NULL,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX study_guides_org_idx ON study_guides (organization_id, question_type_id);

CREATE TABLE prompts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer REFERENCES organizations(id) ON DELETE CASCADE,
  question_type_id integer REFERENCES question_types(id),
  title text NOT NULL,
  text text NOT NULL,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX prompts_org_idx ON prompts (organization_id, question_type_id);

-- The master's settings (platform-wide).
CREATE TABLE time_presets (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL UNIQUE,
  question_type_id integer REFERENCES question_types(id),
  preparation_sec integer NOT NULL CHECK (preparation_sec >= 0 AND preparation_sec <= 3600),
  answer_sec integer NOT NULL CHECK (answer_sec >= 1 AND answer_sec <= 14400),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE iframe_markers (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL UNIQUE,
  url text NOT NULL,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE toolkit_communications (
  kind text PRIMARY KEY CHECK (kind IN ('intro', 'end')),
  title text NOT NULL DEFAULT '',
  body text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  updated_by integer REFERENCES users(id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

GRANT SELECT, INSERT, UPDATE, DELETE ON question_aids, study_guides, prompts, time_presets, iframe_markers, toolkit_communications TO app_user;
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO app_user;

ALTER TABLE question_aids ENABLE ROW LEVEL SECURITY;
ALTER TABLE study_guides ENABLE ROW LEVEL SECURITY;
ALTER TABLE prompts ENABLE ROW LEVEL SECURITY;

CREATE POLICY tenant_isolation ON question_aids
  USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
CREATE POLICY platform_read ON question_aids FOR SELECT USING (organization_id IS NULL);
CREATE POLICY tenant_isolation ON study_guides
  USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
CREATE POLICY platform_read ON study_guides FOR SELECT USING (organization_id IS NULL);
CREATE POLICY tenant_isolation ON prompts
  USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
CREATE POLICY platform_read ON prompts FOR SELECT USING (organization_id IS NULL);
