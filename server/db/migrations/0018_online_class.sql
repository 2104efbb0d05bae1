-- Online classes (server/modules/online-class/README.md, docs/product-spec.md §13): a class (organization_id null =
-- a platform class, the master's), its FAQs, its mapping to the centre's groups and courses/packages, modules with
-- their rules, chapters and their ordered parts; and each student's progress, bookmarks and video positions.

CREATE TABLE online_classes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer REFERENCES organizations(id) ON DELETE CASCADE,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  thumbnail_path text,
  level text NOT NULL DEFAULT 'beginner' CHECK (level IN ('beginner', 'intermediate', 'advanced')),
  ribbon text CHECK (ribbon IN ('new', 'popular', 'bestseller', 'recommended', 'updated')),
  featured boolean NOT NULL DEFAULT false,
  -- "why it matters": an ordered list of points (text[] as jsonb)
  why_important jsonb NOT NULL DEFAULT '[]'::jsonb,
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
  published_at timestamptz,
  -- the class this one was copied from (duplicate, or the master's class given to a centre)
  source_class_id integer REFERENCES online_classes(id) ON DELETE SET NULL,
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX online_classes_org_idx ON online_classes (organization_id, status, created_at DESC);

CREATE TABLE online_class_faqs (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer REFERENCES organizations(id) ON DELETE CASCADE,
  class_id integer NOT NULL REFERENCES online_classes(id) ON DELETE CASCADE,
  question text NOT NULL,
  answer text NOT NULL,
  position integer NOT NULL DEFAULT 0
);
CREATE INDEX online_class_faqs_class_idx ON online_class_faqs (class_id, position);

CREATE TABLE online_class_groups (
  class_id integer NOT NULL REFERENCES online_classes(id) ON DELETE CASCADE,
  group_id integer NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  PRIMARY KEY (class_id, group_id)
);
CREATE INDEX online_class_groups_group_idx ON online_class_groups (group_id);

-- courses and packages share the packages table (kind COURSE or not)
CREATE TABLE online_class_packages (
  class_id integer NOT NULL REFERENCES online_classes(id) ON DELETE CASCADE,
  package_id integer NOT NULL REFERENCES packages(id) ON DELETE CASCADE,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  PRIMARY KEY (class_id, package_id)
);
CREATE INDEX online_class_packages_package_idx ON online_class_packages (package_id);

CREATE TABLE online_class_modules (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer REFERENCES organizations(id) ON DELETE CASCADE,
  class_id integer NOT NULL REFERENCES online_classes(id) ON DELETE CASCADE,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  position integer NOT NULL DEFAULT 0,
  -- rules: chapters open in sequence; the chapter quizzes must be passed with this percent to open the next chapter
  sequential boolean NOT NULL DEFAULT false,
  min_quiz_percent integer CHECK (min_quiz_percent BETWEEN 1 AND 100)
);
CREATE INDEX online_class_modules_class_idx ON online_class_modules (class_id, position);

CREATE TABLE online_class_chapters (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer REFERENCES organizations(id) ON DELETE CASCADE,
  class_id integer NOT NULL REFERENCES online_classes(id) ON DELETE CASCADE,
  module_id integer NOT NULL REFERENCES online_class_modules(id) ON DELETE CASCADE,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  position integer NOT NULL DEFAULT 0
);
CREATE INDEX online_class_chapters_module_idx ON online_class_chapters (module_id, position);

CREATE TABLE online_class_parts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer REFERENCES organizations(id) ON DELETE CASCADE,
  class_id integer NOT NULL REFERENCES online_classes(id) ON DELETE CASCADE,
  chapter_id integer NOT NULL REFERENCES online_class_chapters(id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  kind text NOT NULL CHECK (kind IN ('video', 'text', 'material', 'quiz', 'pte')),
  title text NOT NULL DEFAULT '',
  -- video (a material of kind video) or material; no foreign key: another module's table, checked at save and publish
  material_id integer,
  -- video: a file uploaded to the materials folder
  video_path text,
  -- text: plain paragraphs (never HTML)
  paragraphs jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- quiz: a quiz set of the bank (tests, exam_type quiz-sets)
  quiz_set_id integer REFERENCES tests(id) ON DELETE SET NULL,
  -- pte: question ids of the bank
  question_ids integer[] NOT NULL DEFAULT '{}',
  duration_sec integer
);
CREATE INDEX online_class_parts_chapter_idx ON online_class_parts (chapter_id, position);

CREATE TABLE online_class_progress (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  class_id integer NOT NULL REFERENCES online_classes(id) ON DELETE CASCADE,
  part_id integer NOT NULL REFERENCES online_class_parts(id) ON DELETE CASCADE,
  completed_at timestamptz NOT NULL DEFAULT now(),
  -- marking the same part twice counts once
  UNIQUE (user_id, part_id)
);
CREATE INDEX online_class_progress_class_idx ON online_class_progress (user_id, class_id);

CREATE TABLE online_class_bookmarks (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  class_id integer NOT NULL REFERENCES online_classes(id) ON DELETE CASCADE,
  part_id integer REFERENCES online_class_parts(id) ON DELETE CASCADE,
  chapter_id integer REFERENCES online_class_chapters(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((part_id IS NULL) <> (chapter_id IS NULL)),
  UNIQUE (user_id, part_id),
  UNIQUE (user_id, chapter_id)
);
CREATE INDEX online_class_bookmarks_class_idx ON online_class_bookmarks (user_id, class_id);

CREATE TABLE online_class_video_positions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  part_id integer NOT NULL REFERENCES online_class_parts(id) ON DELETE CASCADE,
  position_sec double precision NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, part_id)
);

GRANT SELECT, INSERT, UPDATE, DELETE ON online_classes, online_class_faqs, online_class_groups, online_class_packages,
  online_class_modules, online_class_chapters, online_class_parts, online_class_progress, online_class_bookmarks,
  online_class_video_positions TO app_user;
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO app_user;

ALTER TABLE online_classes ENABLE ROW LEVEL SECURITY;
ALTER TABLE online_class_faqs ENABLE ROW LEVEL SECURITY;
ALTER TABLE online_class_groups ENABLE ROW LEVEL SECURITY;
ALTER TABLE online_class_packages ENABLE ROW LEVEL SECURITY;
ALTER TABLE online_class_modules ENABLE ROW LEVEL SECURITY;
ALTER TABLE online_class_chapters ENABLE ROW LEVEL SECURITY;
ALTER TABLE online_class_parts ENABLE ROW LEVEL SECURITY;
ALTER TABLE online_class_progress ENABLE ROW LEVEL SECURITY;
ALTER TABLE online_class_bookmarks ENABLE ROW LEVEL SECURITY;
ALTER TABLE online_class_video_positions ENABLE ROW LEVEL SECURITY;
-- platform classes (organization_id null) are the master's: read and written on the platform scope only (a centre gets
-- a copy through POST organizations/online-class-store/{id}), so no platform_read policy here
CREATE POLICY tenant_isolation ON online_classes USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
CREATE POLICY tenant_isolation ON online_class_faqs USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
CREATE POLICY tenant_isolation ON online_class_groups USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
CREATE POLICY tenant_isolation ON online_class_packages USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
CREATE POLICY tenant_isolation ON online_class_modules USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
CREATE POLICY tenant_isolation ON online_class_chapters USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
CREATE POLICY tenant_isolation ON online_class_parts USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
CREATE POLICY tenant_isolation ON online_class_progress USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
CREATE POLICY tenant_isolation ON online_class_bookmarks USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
CREATE POLICY tenant_isolation ON online_class_video_positions USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
