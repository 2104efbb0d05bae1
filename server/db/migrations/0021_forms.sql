-- Forms (server/modules/forms/README.md, docs/product-spec.md §15): a centre's forms built by its staff (the fields
-- are an ordered jsonb list with stable ids) and the responses visitors and signed-in students send through the
-- form's public link. A field removed from a form that has answers moves to retired_fields, so old answers keep
-- their label.

CREATE TABLE forms (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  -- the public link's key (/form/<slug> on the centre's address): random, not guessable
  slug text NOT NULL UNIQUE,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  -- [{ id, kind, label, help, required, options }] in the order respondents see them
  fields jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- fields taken off the form after it had answers: same shape, kept for the labels of old answers
  retired_fields jsonb NOT NULL DEFAULT '[]'::jsonb,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  -- the last day (UTC) responses are taken; null = no end
  close_on date,
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX forms_org_idx ON forms (organization_id, created_at DESC);

CREATE TABLE form_responses (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  form_id integer NOT NULL REFERENCES forms(id) ON DELETE CASCADE,
  -- the signed-in student who answered; null for a visitor
  user_id integer REFERENCES users(id) ON DELETE SET NULL,
  -- { <field id>: value } as checked against the form when it was sent
  answers jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- the sender's address key (kernel/throttle.ts addressKey), for the per-address limit
  ip text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX form_responses_form_idx ON form_responses (form_id, created_at DESC);
CREATE INDEX form_responses_ip_idx ON form_responses (ip, created_at);

GRANT SELECT, INSERT, UPDATE, DELETE ON forms, form_responses TO app_user;
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO app_user;
ALTER TABLE forms ENABLE ROW LEVEL SECURITY;
ALTER TABLE form_responses ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON forms USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
CREATE POLICY tenant_isolation ON form_responses USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
