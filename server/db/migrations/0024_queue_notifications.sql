-- The job queue (server/kernel/queue.ts, server/README.md "Jobs", docs/product-spec.md §18) and the users'
-- notifications (server/modules/notifications/README.md).
--
-- queue_jobs: one-off jobs. A job is inserted in the caller's transaction (it exists only if that commits), claimed
-- by one process with FOR UPDATE SKIP LOCKED (state 'running' with a lease: a crashed process's job is claimed again
-- once locked_until has passed), retried with backoff, then 'failed'. Finished rows are deleted after a week.
CREATE TABLE queue_jobs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'done', 'failed')),
  run_at timestamptz NOT NULL DEFAULT now(),
  -- attempts started (a claim counts one)
  attempts integer NOT NULL DEFAULT 0,
  -- at most one queued job per (name, key): see queue_jobs_singleton_idx
  singleton_key text,
  locked_until timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX queue_jobs_due_idx ON queue_jobs (run_at, id) WHERE state IN ('queued', 'running');
CREATE UNIQUE INDEX queue_jobs_singleton_idx ON queue_jobs (name, singleton_key) WHERE state = 'queued' AND singleton_key IS NOT NULL;

-- queue_schedules: recurring jobs, one row each (upserted by every worker at start). A process claims a due row by
-- moving next_run_at on and taking a lease (running_until), so one process runs it at a time.
CREATE TABLE queue_schedules (
  name text PRIMARY KEY,
  every_ms integer NOT NULL CHECK (every_ms > 0),
  next_run_at timestamptz NOT NULL DEFAULT now(),
  running_until timestamptz,
  last_error text
);

-- Jobs are the system's business: a request (as app_user) may only add one, never change them; it reads only the
-- columns of the singleton index (ON CONFLICT needs them), never a job's data.
GRANT INSERT ON queue_jobs TO app_user;
GRANT SELECT (name, singleton_key, state) ON queue_jobs TO app_user;

-- notifications: one row per user and event. organization_id null = a platform user's (the master's).
CREATE TABLE notifications (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer REFERENCES organizations(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('evaluation.released', 'test.assigned', 'class.assigned', 'live-class.starting', 'package.expiring', 'task.assigned', 'campaign.finished', 'popup')),
  -- values for the client's text of the kind ({ title: 'Mock 3' })
  params jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- a client path opened from the bell (/student/evaluation?open=12)
  link text,
  -- once per event: an idempotent emitter (the package expiry job) sets it, others leave it null
  dedupe_key text,
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz
);
CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC);
CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE read_at IS NULL;
CREATE UNIQUE INDEX notifications_dedupe_idx ON notifications (user_id, dedupe_key) WHERE dedupe_key IS NOT NULL;

GRANT SELECT, INSERT, UPDATE, DELETE ON notifications TO app_user;
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO app_user;
ALTER TABLE notifications ENABLE ROW LEVEL SECURITY;
-- the tenant's rows (a platform user's when no tenant); anyone in the tenant may add one for another user
CREATE POLICY tenant_isolation ON notifications USING (
  organization_id = nullif(current_setting('app.tenant_id', true), '')::int
  OR (organization_id IS NULL AND nullif(current_setting('app.tenant_id', true), '') IS NULL)
  OR current_setting('app.platform', true) = 'on'
);
-- ...but reads and changes only the signed-in user's own
CREATE POLICY own_rows_select ON notifications AS RESTRICTIVE FOR SELECT USING (user_id = nullif(current_setting('app.user_id', true), '')::int OR current_setting('app.platform', true) = 'on');
CREATE POLICY own_rows_update ON notifications AS RESTRICTIVE FOR UPDATE USING (user_id = nullif(current_setting('app.user_id', true), '')::int OR current_setting('app.platform', true) = 'on');
CREATE POLICY own_rows_delete ON notifications AS RESTRICTIVE FOR DELETE USING (user_id = nullif(current_setting('app.user_id', true), '')::int OR current_setting('app.platform', true) = 'on');
