-- Campaigns and automations (server/modules/campaigns/README.md, docs/product-spec.md §22): a centre's e-mail
-- campaigns to a contact list or a segment, one row per recipient (frozen when the campaign is sent, so a restart
-- never mails anyone twice), and the automations that answer an event with a mail or a task, with each run recorded.

CREATE TABLE campaigns (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  name text NOT NULL,
  subject text NOT NULL,
  -- plain text with {{name}} / {{email}} placeholders; the unsubscribe line is added by the sender
  body text NOT NULL,
  -- { kind: 'list', list_id } | { kind: 'group', group_id } | { kind: 'expiring', days } | { kind: 'source', source }
  audience jsonb NOT NULL,
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'sending', 'sent', 'cancelled')),
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  started_at timestamptz,
  finished_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX campaigns_org_idx ON campaigns (organization_id, created_at DESC);

CREATE TABLE campaign_recipients (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  campaign_id integer NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
  contact_id integer NOT NULL REFERENCES contacts(id) ON DELETE CASCADE,
  -- the address as it was when the campaign was sent
  email text NOT NULL,
  -- pending: not yet handed to the outbox; queued: its mail is in the outbox (sent/failed is the outbox row's status)
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'queued', 'skipped-unsubscribed')),
  outbox_id integer REFERENCES outbox(id) ON DELETE SET NULL,
  -- sha-256 of the unsubscribe link's token in this recipient's mail
  unsubscribe_token_hash text UNIQUE,
  queued_at timestamptz,
  -- when this recipient unsubscribed through this campaign's link
  unsubscribed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (campaign_id, contact_id)
);
CREATE INDEX campaign_recipients_pending_idx ON campaign_recipients (campaign_id, id) WHERE status = 'pending';
-- the per-centre throttle counts what was handed to the outbox in the last minute
CREATE INDEX campaign_recipients_throttle_idx ON campaign_recipients (organization_id, queued_at) WHERE queued_at IS NOT NULL;

CREATE TABLE automations (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  name text NOT NULL,
  event text NOT NULL CHECK (event IN ('package.expiring', 'evaluation.released', 'contact.created')),
  action text NOT NULL CHECK (action IN ('send-mail', 'create-task', 'add-contact')),
  -- send-mail: { subject, body }; create-task: { title, assignee_id, due_in_days }; add-contact: { list_id }
  config jsonb NOT NULL DEFAULT '{}'::jsonb,
  enabled boolean NOT NULL DEFAULT true,
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX automations_org_event_idx ON automations (organization_id, event) WHERE enabled;

CREATE TABLE automation_runs (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  automation_id integer NOT NULL REFERENCES automations(id) ON DELETE CASCADE,
  -- what the event was about, e.g. 'student:12:2026-05-01', 'evaluation:7', 'contact:3': one run per subject
  subject_key text NOT NULL,
  status text NOT NULL CHECK (status IN ('done', 'skipped', 'failed')),
  detail text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (automation_id, subject_key)
);
CREATE INDEX automation_runs_org_idx ON automation_runs (organization_id, created_at DESC);

GRANT SELECT, INSERT, UPDATE, DELETE ON campaigns, campaign_recipients, automations, automation_runs TO app_user;
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO app_user;
ALTER TABLE campaigns ENABLE ROW LEVEL SECURITY;
ALTER TABLE campaign_recipients ENABLE ROW LEVEL SECURITY;
ALTER TABLE automations ENABLE ROW LEVEL SECURITY;
ALTER TABLE automation_runs ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON campaigns USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
CREATE POLICY tenant_isolation ON campaign_recipients USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
CREATE POLICY tenant_isolation ON automations USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
CREATE POLICY tenant_isolation ON automation_runs USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
