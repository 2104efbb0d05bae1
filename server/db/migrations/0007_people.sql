-- People and centres (docs/product-spec.md §3, §6): centres get branding, roles get a kind (the built-in role
-- they act as, for portals and the rank rule) so a centre may define its own staff roles, users are deleted
-- softly (their answers and results stay; the e-mail becomes reusable), groups of students with their trainers,
-- and an append-only audit log.

ALTER TABLE organizations
  ADD COLUMN logo text,
  ADD COLUMN primary_color text CHECK (primary_color ~ '^#[0-9a-f]{6}$'),
  ADD COLUMN address text,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN deleted_at timestamptz;

-- kind: what the role acts as (portal, rank). Built-in roles are their own kind; a centre's staff role is an
-- ADMIN, TRAINER or STUDENT kind with its own keys. edited_at: the master changed a built-in role's keys, so the
-- start-up seeding no longer resets them to the catalogue's defaults.
ALTER TABLE roles
  ADD COLUMN kind text,
  ADD COLUMN description text NOT NULL DEFAULT '',
  ADD COLUMN status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  ADD COLUMN builtin boolean NOT NULL DEFAULT false,
  ADD COLUMN edited_at timestamptz,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
UPDATE roles SET kind = name, builtin = true WHERE organization_id IS NULL AND name IN ('SUPER_ADMIN', 'ADMIN', 'COACHING_OWNER', 'TRAINER', 'STUDENT');
UPDATE roles SET kind = 'TRAINER' WHERE kind IS NULL;
ALTER TABLE roles ALTER COLUMN kind SET NOT NULL;
ALTER TABLE roles ADD CONSTRAINT roles_kind_check CHECK (kind IN ('SUPER_ADMIN', 'ADMIN', 'COACHING_OWNER', 'TRAINER', 'STUDENT'));

ALTER TABLE users
  ADD COLUMN created_by integer REFERENCES users(id) ON DELETE SET NULL,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN deleted_at timestamptz,
  -- null until the user sets a password (an invitation not yet taken up)
  ADD COLUMN password_set_at timestamptz,
  ADD COLUMN last_login_at timestamptz;
UPDATE users SET password_set_at = created_at;
-- A deleted user's e-mail is free again inside the tenant.
DROP INDEX users_org_email_uq;
CREATE UNIQUE INDEX users_org_email_uq ON users (coalesce(organization_id, 0), lower(email)) WHERE deleted_at IS NULL;
-- The user list: newest first inside a tenant and role (pg_trgm would serve a substring search, but PGlite's
-- build here cannot load it, and both databases must run the same schema).
CREATE INDEX users_org_role_created_idx ON users (organization_id, role_id, created_at DESC, id DESC) WHERE deleted_at IS NULL;

CREATE TABLE groups (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX groups_org_name_uq ON groups (organization_id, lower(name));

CREATE TABLE group_members (
  group_id integer NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  member_role text NOT NULL CHECK (member_role IN ('student', 'trainer')),
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (group_id, user_id)
);
CREATE INDEX group_members_user_idx ON group_members (user_id);

-- Append-only: app_user may insert and read, never change or remove; the trigger stops the owner connection too.
CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer REFERENCES organizations(id) ON DELETE CASCADE,
  actor_id integer REFERENCES users(id) ON DELETE SET NULL,
  impersonator_id integer REFERENCES users(id) ON DELETE SET NULL,
  action text NOT NULL,
  target_type text NOT NULL,
  target_id integer,
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  ip text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_org_created_idx ON audit_log (organization_id, created_at DESC, id DESC);
CREATE INDEX audit_log_target_idx ON audit_log (target_type, target_id);

CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END
$$;
CREATE TRIGGER audit_log_no_update BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();

GRANT SELECT, INSERT, UPDATE, DELETE ON groups, group_members TO app_user;
GRANT SELECT, INSERT ON audit_log TO app_user;
GRANT INSERT, UPDATE ON organizations TO app_user;
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO app_user;

ALTER TABLE groups ENABLE ROW LEVEL SECURITY;
ALTER TABLE group_members ENABLE ROW LEVEL SECURITY;
ALTER TABLE audit_log ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON groups
  USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
CREATE POLICY tenant_isolation ON group_members
  USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
CREATE POLICY tenant_isolation ON audit_log
  USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
