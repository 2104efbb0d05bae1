-- Contacts, leads and deals (server/modules/contacts/README.md, docs/product-spec.md §21): the people a centre
-- talks to outside its student roll (leads from forms, trial classes, seminars; students whose package ended),
-- the lists it groups them in (a plain list or an event's attendees), and the deals its staff move through a
-- sales board. The campaigns module sends to lists and honours contacts.unsubscribed_at.

CREATE TABLE contact_lists (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  name text NOT NULL,
  -- 'list' is a plain mailing list; the others are an event whose members are its attendees
  kind text NOT NULL DEFAULT 'list' CHECK (kind IN ('list', 'seminar', 'webinar', 'workshop', 'trial-class')),
  -- when the event took place (events only; null for a plain list)
  event_at timestamptz,
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX contact_lists_org_name_uq ON contact_lists (organization_id, lower(name));

CREATE TABLE contacts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  -- stored as typed; uniqueness is case-insensitive (index below)
  email text NOT NULL,
  name text NOT NULL DEFAULT '',
  phone text NOT NULL DEFAULT '',
  -- where the address first came from (kept when the same address arrives again another way)
  source text NOT NULL DEFAULT 'manual' CHECK (source IN ('manual', 'import', 'form', 'blog', 'trial-class',
    'expired-student', 'seminar', 'webinar', 'workshop')),
  -- the centre's user with this address, when known (a student whose package ended)
  user_id integer REFERENCES users(id) ON DELETE SET NULL,
  -- the form whose response brought this contact in (source 'form')
  form_id integer REFERENCES forms(id) ON DELETE SET NULL,
  -- set when the contact unsubscribes from the centre's campaigns; campaigns skip such contacts
  unsubscribed_at timestamptz,
  -- sha-256 of the contact's unsubscribe link token (campaigns module)
  unsubscribe_token_hash text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX contacts_org_email_uq ON contacts (organization_id, lower(email));
CREATE INDEX contacts_org_source_idx ON contacts (organization_id, source, created_at DESC);

CREATE TABLE contact_list_members (
  list_id integer NOT NULL REFERENCES contact_lists(id) ON DELETE CASCADE,
  contact_id integer NOT NULL REFERENCES contacts(id) ON DELETE CASCADE,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (list_id, contact_id)
);
CREATE INDEX contact_list_members_contact_idx ON contact_list_members (contact_id);

-- A form whose responses become contacts: which of its fields hold the e-mail, name and phone.
CREATE TABLE contact_form_sources (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  form_id integer NOT NULL UNIQUE REFERENCES forms(id) ON DELETE CASCADE,
  email_field text NOT NULL,
  name_field text,
  phone_field text,
  -- new contacts from this form are also added to this list (optional)
  list_id integer REFERENCES contact_lists(id) ON DELETE SET NULL,
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE deals (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  contact_id integer NOT NULL REFERENCES contacts(id) ON DELETE CASCADE,
  title text NOT NULL,
  -- in the centre's currency, minor units (like invoices)
  value_minor bigint NOT NULL DEFAULT 0 CHECK (value_minor >= 0),
  stage text NOT NULL DEFAULT 'new' CHECK (stage IN ('new', 'contacted', 'trial', 'negotiation', 'won', 'lost')),
  -- the staff member who follows the deal
  owner_id integer REFERENCES users(id) ON DELETE SET NULL,
  notes text NOT NULL DEFAULT '',
  -- when the deal last changed stage (its creation until the first move)
  stage_changed_at timestamptz NOT NULL DEFAULT now(),
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX deals_org_stage_idx ON deals (organization_id, stage, stage_changed_at DESC);
CREATE INDEX deals_contact_idx ON deals (contact_id);

GRANT SELECT, INSERT, UPDATE, DELETE ON contact_lists, contacts, contact_list_members, contact_form_sources, deals TO app_user;
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO app_user;
ALTER TABLE contact_lists ENABLE ROW LEVEL SECURITY;
ALTER TABLE contacts ENABLE ROW LEVEL SECURITY;
ALTER TABLE contact_list_members ENABLE ROW LEVEL SECURITY;
ALTER TABLE contact_form_sources ENABLE ROW LEVEL SECURITY;
ALTER TABLE deals ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON contact_lists USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
CREATE POLICY tenant_isolation ON contacts USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
CREATE POLICY tenant_isolation ON contact_list_members USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
CREATE POLICY tenant_isolation ON contact_form_sources USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
CREATE POLICY tenant_isolation ON deals USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
