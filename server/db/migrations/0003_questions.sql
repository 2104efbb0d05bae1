-- Question bank: the 22 PTE question types (catalogue upserted from question-types/registry.ts on every start),
-- quiz types (a fixed list), questions with their keys kept apart, and the attempts of POST question-test.
-- Platform items (organization_id null) are readable by every tenant, writable on the platform scope only.

CREATE TABLE question_types (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  -- the product's short name (spec §3), e.g. "Fill in the Gap Drop Down"
  name text NOT NULL,
  -- the official PTE name, e.g. "Reading & Writing: Fill in the Blanks"
  official_name text NOT NULL,
  section text NOT NULL CHECK (section IN ('listening', 'writing', 'speaking', 'reading')),
  component text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0
);

-- A small fixed list (no tenant column): what a quiz practises.
CREATE TABLE quiz_types (
  id integer PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  sort_order integer NOT NULL DEFAULT 0
);
INSERT INTO quiz_types (id, slug, name, description, sort_order) VALUES
  (1, 'vocabulary', 'Vocabulary', 'Word meaning, collocations and word choice', 1),
  (2, 'grammar', 'Grammar', 'Sentence structure, tenses and agreement', 2),
  (3, 'spelling', 'Spelling', 'Spelling of frequent academic words', 3),
  (4, 'pte-style', 'PTE-style', 'Items in the format of a PTE question type', 4);

CREATE TABLE questions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- null = a platform item: read-only for every tenant, edited by the master on the platform scope
  organization_id integer REFERENCES organizations(id) ON DELETE CASCADE,
  question_type_id integer NOT NULL REFERENCES question_types(id),
  -- the definition's version when the content was last written
  type_version integer NOT NULL DEFAULT 1,
  title text NOT NULL,
  -- what the student sees, as parsed by the type's content schema
  content jsonb NOT NULL,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  approval text NOT NULL DEFAULT 'pending' CHECK (approval IN ('approved', 'unapproved', 'pending')),
  frequency text NOT NULL DEFAULT 'MODERATE' CHECK (frequency IN ('HIGH', 'MODERATE', 'LOW')),
  source text NOT NULL DEFAULT 'PRACTICE' CHECK (source IN ('EXAM_QUESTION', 'PRACTICE')),
  has_sample boolean NOT NULL DEFAULT false,
  has_explanation boolean NOT NULL DEFAULT false,
  verified_by text CHECK (verified_by IN ('Admin', 'Super admin', 'Teacher')),
  quiz_type_id integer REFERENCES quiz_types(id),
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX questions_org_type_idx ON questions (organization_id, question_type_id) WHERE deleted_at IS NULL;
CREATE INDEX questions_type_idx ON questions (question_type_id) WHERE deleted_at IS NULL AND organization_id IS NULL;

-- The secret half of an item: never selected for a student before submission.
CREATE TABLE question_keys (
  question_id integer PRIMARY KEY REFERENCES questions(id) ON DELETE CASCADE,
  organization_id integer REFERENCES organizations(id) ON DELETE CASCADE,
  key jsonb NOT NULL
);

CREATE TABLE question_attempts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer REFERENCES organizations(id) ON DELETE CASCADE,
  question_id integer NOT NULL REFERENCES questions(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  response jsonb NOT NULL,
  score double precision NOT NULL,
  max double precision NOT NULL,
  result jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX question_attempts_user_idx ON question_attempts (user_id, created_at);
CREATE INDEX question_attempts_question_idx ON question_attempts (question_id);

GRANT SELECT ON question_types, quiz_types TO app_user;
GRANT SELECT, INSERT, UPDATE, DELETE ON questions, question_keys, question_attempts TO app_user;
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO app_user;

ALTER TABLE questions ENABLE ROW LEVEL SECURITY;
ALTER TABLE question_keys ENABLE ROW LEVEL SECURITY;
ALTER TABLE question_attempts ENABLE ROW LEVEL SECURITY;

CREATE POLICY tenant_isolation ON questions
  USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
-- Platform items are readable from every tenant (SELECT only: writes stay on the platform scope).
CREATE POLICY platform_read ON questions FOR SELECT USING (organization_id IS NULL);

CREATE POLICY tenant_isolation ON question_keys
  USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
-- Scoring a platform item on a tenant needs its key; the service never sends it before submission.
CREATE POLICY platform_read ON question_keys FOR SELECT USING (organization_id IS NULL);

CREATE POLICY tenant_isolation ON question_attempts
  USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
