-- Core tables: tenants, roles and permissions, users, sessions, tokens, outbox, throttle, uploads.
-- Row-level security: every table with organization_id has a policy keyed on app.tenant_id / app.platform,
-- enforced for the app_user role that withTenantTx switches to (the owner connection bypasses RLS).

DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'app_user') THEN
    BEGIN
      CREATE ROLE app_user NOLOGIN;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN
      NULL; -- another database of the same cluster created it at the same moment
    END;
  END IF;
END
$$;

DO $$
BEGIN
  IF NOT pg_has_role(current_user, 'app_user', 'MEMBER') THEN
    EXECUTE format('GRANT app_user TO %I', current_user);
  END IF;
END
$$;

CREATE TABLE organizations (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  subdomain text NOT NULL UNIQUE,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE permissions (
  id text PRIMARY KEY,
  keyword text NOT NULL UNIQUE,
  label text NOT NULL,
  description text NOT NULL,
  group_key text NOT NULL
);

CREATE TABLE roles (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer REFERENCES organizations(id) ON DELETE CASCADE,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX roles_org_name_uq ON roles (coalesce(organization_id, 0), name);

CREATE TABLE role_permissions (
  role_id integer NOT NULL REFERENCES roles(id) ON DELETE CASCADE,
  permission_id text NOT NULL REFERENCES permissions(id) ON DELETE CASCADE,
  PRIMARY KEY (role_id, permission_id)
);

CREATE TABLE users (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer REFERENCES organizations(id) ON DELETE CASCADE,
  role_id integer NOT NULL REFERENCES roles(id),
  email text NOT NULL,
  password_hash text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL DEFAULT '',
  phone text,
  image text,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  email_verified_at timestamptz,
  package_expiry_date date,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_org_email_uq ON users (coalesce(organization_id, 0), lower(email));
CREATE INDEX users_org_idx ON users (organization_id);

CREATE TABLE target_scores (
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  organization_id integer REFERENCES organizations(id) ON DELETE CASCADE,
  exam_date date NOT NULL,
  speaking smallint NOT NULL CHECK (speaking BETWEEN 10 AND 90),
  listening smallint NOT NULL CHECK (listening BETWEEN 10 AND 90),
  writing smallint NOT NULL CHECK (writing BETWEEN 10 AND 90),
  reading smallint NOT NULL CHECK (reading BETWEEN 10 AND 90),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sessions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer REFERENCES organizations(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  token2_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  impersonator_id integer REFERENCES users(id) ON DELETE SET NULL
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE one_time_tokens (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('reset', 'invite', 'verify')),
  token_hash text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  organization_id integer REFERENCES organizations(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX one_time_tokens_user_idx ON one_time_tokens (user_id);

CREATE TABLE outbox (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer REFERENCES organizations(id) ON DELETE CASCADE,
  to_address text NOT NULL,
  subject text NOT NULL,
  body_text text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX outbox_pending_idx ON outbox (next_attempt_at) WHERE status = 'pending';

-- Pre-authentication data (no tenant row-level scope): account_key = '<subdomain or *>:<lower(email)>'.
CREATE TABLE login_attempts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_key text NOT NULL,
  ip text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_attempts_account_idx ON login_attempts (account_key, created_at);
CREATE INDEX login_attempts_ip_idx ON login_attempts (ip, created_at);

CREATE TABLE uploads (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer REFERENCES organizations(id) ON DELETE CASCADE,
  path text NOT NULL UNIQUE,
  type text NOT NULL,
  size integer NOT NULL,
  mime text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Privileges of the role that tenant transactions run as.
GRANT USAGE ON SCHEMA public TO app_user;
GRANT SELECT ON organizations, permissions, roles, role_permissions TO app_user;
GRANT SELECT, INSERT, UPDATE, DELETE ON users, target_scores, sessions, one_time_tokens, outbox, uploads TO app_user;
GRANT INSERT, UPDATE, DELETE ON roles, role_permissions TO app_user;
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO app_user;

-- Row-level security on every table that has organization_id.
ALTER TABLE roles ENABLE ROW LEVEL SECURITY;
ALTER TABLE users ENABLE ROW LEVEL SECURITY;
ALTER TABLE target_scores ENABLE ROW LEVEL SECURITY;
ALTER TABLE sessions ENABLE ROW LEVEL SECURITY;
ALTER TABLE one_time_tokens ENABLE ROW LEVEL SECURITY;
ALTER TABLE outbox ENABLE ROW LEVEL SECURITY;
ALTER TABLE uploads ENABLE ROW LEVEL SECURITY;

CREATE POLICY tenant_isolation ON roles
  USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
-- Built-in roles (organization_id null) are readable from every tenant.
CREATE POLICY builtin_read ON roles FOR SELECT USING (organization_id IS NULL);

CREATE POLICY tenant_isolation ON users
  USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
-- The actor always sees its own row (the master works on tenant scopes too).
CREATE POLICY own_row_read ON users FOR SELECT USING (id = nullif(current_setting('app.user_id', true), '')::int);

CREATE POLICY tenant_isolation ON target_scores
  USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
CREATE POLICY tenant_isolation ON sessions
  USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
CREATE POLICY tenant_isolation ON one_time_tokens
  USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
CREATE POLICY tenant_isolation ON outbox
  USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
CREATE POLICY tenant_isolation ON uploads
  USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
