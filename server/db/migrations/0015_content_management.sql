-- The master's content management (server/modules/content-management/README.md): who an item is assigned to, which
-- branches it is given to, a conversation per item, bulk-upload batches and a content hash per question.
-- An item is named by kind + id (question and quiz rows live in `questions`, tests and quiz sets in `tests`), so
-- these tables carry no foreign key to the item itself; organization_id is the item's owner (NULL = the platform).

CREATE TABLE content_assignments (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer REFERENCES organizations(id) ON DELETE CASCADE,
  item_kind text NOT NULL CHECK (item_kind IN ('question', 'quiz', 'test', 'material')),
  item_id integer NOT NULL,
  assignee_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  assigned_by integer REFERENCES users(id) ON DELETE SET NULL,
  note text NOT NULL DEFAULT '',
  assigned_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT content_assignments_item_key UNIQUE (item_kind, item_id)
);
CREATE INDEX content_assignments_assignee_idx ON content_assignments (assignee_id, item_kind);

CREATE TABLE content_item_branches (
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  item_kind text NOT NULL CHECK (item_kind IN ('question', 'quiz', 'test', 'material')),
  item_id integer NOT NULL,
  branch_id integer NOT NULL REFERENCES branches(id) ON DELETE CASCADE,
  assigned_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (item_kind, item_id, branch_id)
);
CREATE INDEX content_item_branches_branch_idx ON content_item_branches (branch_id);

CREATE TABLE content_messages (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer REFERENCES organizations(id) ON DELETE CASCADE,
  item_kind text NOT NULL CHECK (item_kind IN ('question', 'quiz', 'test', 'material')),
  item_id integer NOT NULL,
  author_id integer REFERENCES users(id) ON DELETE SET NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX content_messages_item_idx ON content_messages (item_kind, item_id, id);

CREATE TABLE bulk_upload_batches (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer REFERENCES organizations(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('question', 'quiz')),
  file_name text NOT NULL,
  file_format text NOT NULL CHECK (file_format IN ('csv', 'xlsx', 'json')),
  file_hash text NOT NULL,
  total_rows integer NOT NULL DEFAULT 0,
  created_count integer NOT NULL DEFAULT 0,
  duplicate_count integer NOT NULL DEFAULT 0,
  rejected_count integer NOT NULL DEFAULT 0,
  -- [{ row, field, message }] of the rejected rows, and [{ row, question_id }] of the duplicates
  errors jsonb NOT NULL DEFAULT '[]'::jsonb,
  duplicates jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- the first batch of the same file (same hash, kind and owner), when this one repeats it
  repeat_of integer REFERENCES bulk_upload_batches(id) ON DELETE SET NULL,
  uploaded_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bulk_upload_batches_hash_idx ON bulk_upload_batches (file_hash, kind);

-- A normalized hash of a question's type and content: the same item twice in one owner's bank is refused.
CREATE TABLE question_content_hashes (
  question_id integer PRIMARY KEY REFERENCES questions(id) ON DELETE CASCADE,
  organization_id integer REFERENCES organizations(id) ON DELETE CASCADE,
  content_hash text NOT NULL
);
CREATE UNIQUE INDEX question_content_hashes_owner_hash_idx ON question_content_hashes (coalesce(organization_id, 0), content_hash);

GRANT SELECT, INSERT, UPDATE, DELETE ON content_assignments, content_item_branches, content_messages, bulk_upload_batches,
  question_content_hashes TO app_user;
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO app_user;

ALTER TABLE content_assignments ENABLE ROW LEVEL SECURITY;
ALTER TABLE content_item_branches ENABLE ROW LEVEL SECURITY;
ALTER TABLE content_messages ENABLE ROW LEVEL SECURITY;
ALTER TABLE bulk_upload_batches ENABLE ROW LEVEL SECURITY;
ALTER TABLE question_content_hashes ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON content_assignments USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
-- an assignee on a centre's address reads the assignment of a platform item made to them
CREATE POLICY assignee_read ON content_assignments FOR SELECT USING (assignee_id = nullif(current_setting('app.user_id', true), '')::int);
CREATE POLICY tenant_isolation ON content_item_branches USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
CREATE POLICY tenant_isolation ON content_messages USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
CREATE POLICY tenant_isolation ON bulk_upload_batches USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
CREATE POLICY tenant_isolation ON question_content_hashes USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
