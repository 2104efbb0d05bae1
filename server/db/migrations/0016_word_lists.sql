-- Word lists with their words, the students' flash-card progress, and requests for a demo class
-- (server/modules/word-lists/README.md, server/modules/extras/README.md).
--
-- organization_id NULL marks the platform's own rows (the master's word lists, shown to every centre's students when
-- public; a demo request made on the platform domain). A centre reads the platform's lists and words through the
-- platform_read policies, never changes them.

CREATE TABLE word_lists (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer REFERENCES organizations(id) ON DELETE CASCADE,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  -- "public to all my students": every student of the centre (the platform's: of every centre) sees the list
  public_to_students boolean NOT NULL DEFAULT false,
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX word_lists_org_idx ON word_lists (organization_id, created_at DESC, id DESC);

CREATE TABLE word_list_words (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  word_list_id integer NOT NULL REFERENCES word_lists(id) ON DELETE CASCADE,
  organization_id integer REFERENCES organizations(id) ON DELETE CASCADE,
  position integer NOT NULL CHECK (position > 0),
  word text NOT NULL,
  note text NOT NULL DEFAULT ''
);
CREATE UNIQUE INDEX word_list_words_word_uq ON word_list_words (word_list_id, lower(word));
CREATE INDEX word_list_words_list_idx ON word_list_words (word_list_id, position);

-- A centre's list assigned to its groups (a platform list is offered by its public flag alone).
CREATE TABLE word_list_groups (
  word_list_id integer NOT NULL REFERENCES word_lists(id) ON DELETE CASCADE,
  group_id integer NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  PRIMARY KEY (word_list_id, group_id)
);
CREATE INDEX word_list_groups_group_idx ON word_list_groups (group_id);

-- One student's Leitner state per word (server/modules/word-lists/leitner.ts); organization_id is the student's centre.
CREATE TABLE word_card_progress (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  word_id integer NOT NULL REFERENCES word_list_words(id) ON DELETE CASCADE,
  word_list_id integer NOT NULL REFERENCES word_lists(id) ON DELETE CASCADE,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  box smallint NOT NULL DEFAULT 0 CHECK (box BETWEEN 0 AND 5),
  due_at timestamptz,
  last_seen_at timestamptz,
  times_known integer NOT NULL DEFAULT 0,
  times_again integer NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, word_id)
);
CREATE INDEX word_card_progress_list_idx ON word_card_progress (user_id, word_list_id);

CREATE TABLE demo_requests (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer REFERENCES organizations(id) ON DELETE CASCADE,
  user_id integer REFERENCES users(id) ON DELETE SET NULL,
  name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL DEFAULT '',
  preferred_time text NOT NULL DEFAULT '',
  message text NOT NULL DEFAULT '',
  -- the client address as the throttle counts it (kernel/throttle.ts addressKey)
  ip text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX demo_requests_org_idx ON demo_requests (organization_id, created_at DESC, id DESC);
CREATE INDEX demo_requests_ip_idx ON demo_requests (ip, created_at);

GRANT SELECT, INSERT, UPDATE, DELETE ON word_lists, word_list_words, word_list_groups, word_card_progress, demo_requests TO app_user;
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO app_user;

ALTER TABLE word_lists ENABLE ROW LEVEL SECURITY;
ALTER TABLE word_list_words ENABLE ROW LEVEL SECURITY;
ALTER TABLE word_list_groups ENABLE ROW LEVEL SECURITY;
ALTER TABLE word_card_progress ENABLE ROW LEVEL SECURITY;
ALTER TABLE demo_requests ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON word_lists
  USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
CREATE POLICY platform_read ON word_lists FOR SELECT USING (organization_id IS NULL);
CREATE POLICY tenant_isolation ON word_list_words
  USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
CREATE POLICY platform_read ON word_list_words FOR SELECT USING (organization_id IS NULL);
CREATE POLICY tenant_isolation ON word_list_groups
  USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
CREATE POLICY tenant_isolation ON word_card_progress
  USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
CREATE POLICY tenant_isolation ON demo_requests
  USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
