-- Schedules, rostering and live classes (server/modules/schedule/README.md, docs/product-spec.md §19).

-- The centre's own time zone (IANA name). Times are stored as timestamptz; this zone is only used to name the
-- centre's local time to viewers elsewhere and to read wall-clock inputs the centre means (e.g. weekly repeats).
ALTER TABLE organizations ADD COLUMN time_zone text NOT NULL DEFAULT 'Asia/Dhaka';

-- A scheduled session: who teaches which groups when and where. kind 'class' is a rostered class in a room, kind
-- 'live' a live class held online (meeting_url required by the service, recording_url added afterwards). Overlaps
-- (the same trainer, room or group twice at once) are refused by the service under a per-centre advisory lock
-- (server/modules/schedule/rules.ts), which also covers a session's several groups.
CREATE TABLE schedule_sessions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  kind text NOT NULL DEFAULT 'class' CHECK (kind IN ('class', 'live')),
  title text NOT NULL,
  trainer_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- free text (a room's name); '' for none. Compared case-insensitively for clashes.
  room text NOT NULL DEFAULT '',
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  meeting_url text,
  recording_url text,
  -- minutes before the start the reminder mail goes out (live classes)
  reminder_minutes integer NOT NULL DEFAULT 30,
  -- the start the reminder was sent for: a job for another start (the class moved) or a second run sends nothing
  reminded_for timestamptz,
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT schedule_sessions_period CHECK (ends_at > starts_at)
);
CREATE INDEX schedule_sessions_org_time_idx ON schedule_sessions (organization_id, starts_at);
CREATE INDEX schedule_sessions_trainer_idx ON schedule_sessions (trainer_id, starts_at);

CREATE TABLE schedule_session_groups (
  session_id integer NOT NULL REFERENCES schedule_sessions(id) ON DELETE CASCADE,
  group_id integer NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  PRIMARY KEY (session_id, group_id)
);
CREATE INDEX schedule_session_groups_group_idx ON schedule_session_groups (group_id);

CREATE TABLE schedule_session_materials (
  session_id integer NOT NULL REFERENCES schedule_sessions(id) ON DELETE CASCADE,
  material_id integer NOT NULL REFERENCES materials(id) ON DELETE CASCADE,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  PRIMARY KEY (session_id, material_id)
);

-- a student's first join of a live class (POST live-class/{id}/join records it once)
CREATE TABLE schedule_attendance (
  session_id integer NOT NULL REFERENCES schedule_sessions(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  joined_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (session_id, user_id)
);

-- a user's calendar feed secret (SHA-256 of the token in the feed's address); regenerating replaces it
CREATE TABLE schedule_feed_tokens (
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

GRANT SELECT, INSERT, UPDATE, DELETE ON schedule_sessions, schedule_session_groups, schedule_session_materials, schedule_attendance, schedule_feed_tokens TO app_user;
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO app_user;
ALTER TABLE schedule_sessions ENABLE ROW LEVEL SECURITY;
ALTER TABLE schedule_session_groups ENABLE ROW LEVEL SECURITY;
ALTER TABLE schedule_session_materials ENABLE ROW LEVEL SECURITY;
ALTER TABLE schedule_attendance ENABLE ROW LEVEL SECURITY;
ALTER TABLE schedule_feed_tokens ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON schedule_sessions USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
CREATE POLICY tenant_isolation ON schedule_session_groups USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
CREATE POLICY tenant_isolation ON schedule_session_materials USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
CREATE POLICY tenant_isolation ON schedule_attendance USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
CREATE POLICY tenant_isolation ON schedule_feed_tokens USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
