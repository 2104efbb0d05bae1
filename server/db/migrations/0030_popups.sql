-- Popups (server/modules/popups/README.md, docs/product-spec.md §24): a centre's notices, forum topics, suggestion
-- and feedback requests and blog shares, shown to chosen students at sign-in. The audience is every student of the
-- centre or the students of chosen groups and/or chosen students; a student's receipt remembers that the popup was
-- shown and dismissed, so it is not shown again; responses are suggestions, feedback (a rating) and forum replies.

CREATE TABLE popups (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('notice', 'forum', 'suggestion', 'feedback', 'blog-share')),
  title text NOT NULL,
  -- plain text, paragraphs split by blank lines (never HTML)
  body text NOT NULL DEFAULT '',
  -- true: every student of the centre; false: the students of popup_groups and popup_students
  audience_all boolean NOT NULL DEFAULT false,
  -- the shared post of a blog-share popup (a published post of the same centre when chosen)
  blog_post_id integer REFERENCES blog_posts(id) ON DELETE SET NULL,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'active', 'archived')),
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at)
);
CREATE INDEX popups_org_idx ON popups (organization_id, kind, created_at DESC);

CREATE TABLE popup_groups (
  popup_id integer NOT NULL REFERENCES popups(id) ON DELETE CASCADE,
  group_id integer NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  PRIMARY KEY (popup_id, group_id)
);

CREATE TABLE popup_students (
  popup_id integer NOT NULL REFERENCES popups(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  PRIMARY KEY (popup_id, user_id)
);
CREATE INDEX popup_students_user_idx ON popup_students (user_id);

-- one row per (popup, student) once the popup was shown: seen_at, and dismissed_at when the student closed it
CREATE TABLE popup_receipts (
  popup_id integer NOT NULL REFERENCES popups(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  seen_at timestamptz NOT NULL DEFAULT now(),
  dismissed_at timestamptz,
  PRIMARY KEY (popup_id, user_id)
);
CREATE INDEX popup_receipts_user_idx ON popup_receipts (user_id);

CREATE TABLE popup_responses (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  popup_id integer NOT NULL REFERENCES popups(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- the suggestion, the feedback's comment or the forum reply
  text text NOT NULL DEFAULT '',
  -- feedback only: 1 to 5
  rating smallint CHECK (rating BETWEEN 1 AND 5),
  -- suggestion and feedback: one answer per student (the partial unique index below); forum replies: many
  single boolean NOT NULL DEFAULT false,
  -- a forum reply staff hid from the audience
  hidden_at timestamptz,
  hidden_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX popup_responses_popup_idx ON popup_responses (popup_id, created_at DESC);
CREATE UNIQUE INDEX popup_responses_single_uq ON popup_responses (popup_id, user_id) WHERE single;

GRANT SELECT, INSERT, UPDATE, DELETE ON popups, popup_groups, popup_students, popup_receipts, popup_responses TO app_user;
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO app_user;
ALTER TABLE popups ENABLE ROW LEVEL SECURITY;
ALTER TABLE popup_groups ENABLE ROW LEVEL SECURITY;
ALTER TABLE popup_students ENABLE ROW LEVEL SECURITY;
ALTER TABLE popup_receipts ENABLE ROW LEVEL SECURITY;
ALTER TABLE popup_responses ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON popups USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
CREATE POLICY tenant_isolation ON popup_groups USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
CREATE POLICY tenant_isolation ON popup_students USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
CREATE POLICY tenant_isolation ON popup_receipts USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
CREATE POLICY tenant_isolation ON popup_responses USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
