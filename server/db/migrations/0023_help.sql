-- The help centre (server/modules/help/README.md, docs/product-spec.md §17): articles per portal and topic, and FAQ
-- entries per portal. organization_id null = the platform's text, written by the master; a centre's rows override the
-- platform's for its own users (an article topic by topic, the FAQ as a whole list).

CREATE TABLE help_articles (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer REFERENCES organizations(id) ON DELETE CASCADE,
  portal text NOT NULL CHECK (portal IN ('student', 'teacher', 'admin')),
  topic text NOT NULL CHECK (topic IN ('how-to-use', 'material', 'registration-process')),
  title text NOT NULL,
  -- sanitised HTML (an allow-list, server/modules/help/sanitize.ts)
  body text NOT NULL,
  -- the body as plain text, for search and snippets
  body_text text NOT NULL DEFAULT '',
  updated_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- one article per scope, portal and topic (the platform's scope is organization_id null: two partial indexes)
CREATE UNIQUE INDEX help_articles_platform_uq ON help_articles (portal, topic) WHERE organization_id IS NULL;
CREATE UNIQUE INDEX help_articles_centre_uq ON help_articles (organization_id, portal, topic) WHERE organization_id IS NOT NULL;

CREATE TABLE help_faqs (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer REFERENCES organizations(id) ON DELETE CASCADE,
  portal text NOT NULL CHECK (portal IN ('student', 'teacher', 'admin')),
  question text NOT NULL,
  answer text NOT NULL,
  position integer NOT NULL DEFAULT 0,
  updated_by integer REFERENCES users(id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX help_faqs_scope_idx ON help_faqs (organization_id, portal, position);

GRANT SELECT, INSERT, UPDATE, DELETE ON help_articles, help_faqs TO app_user;
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO app_user;

ALTER TABLE help_articles ENABLE ROW LEVEL SECURITY;
ALTER TABLE help_faqs ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON help_articles USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
CREATE POLICY tenant_isolation ON help_faqs USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
-- the platform's help is read (SELECT only) from every centre: it is what a centre shows until it writes its own
CREATE POLICY platform_read ON help_articles FOR SELECT USING (organization_id IS NULL);
CREATE POLICY platform_read ON help_faqs FOR SELECT USING (organization_id IS NULL);
