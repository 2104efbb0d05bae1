-- Blog (server/modules/blog/README.md, docs/product-spec.md §16): posts of a centre, or of the platform
-- (organization_id null: the master's, read publicly on the platform domain and in every portal's help blog).
-- body_html is stored already sanitised (server/modules/blog/rules.ts) and sanitised again when rendered.

CREATE TABLE blog_posts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer REFERENCES organizations(id) ON DELETE CASCADE,
  title text NOT NULL,
  slug text NOT NULL,
  excerpt text NOT NULL DEFAULT '',
  body_html text NOT NULL DEFAULT '',
  cover_image text,
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
  published_at timestamptz,
  author_id integer REFERENCES users(id) ON DELETE SET NULL,
  -- the author's name when the post was written: the public pages name it without reading users (whose rows RLS
  -- keeps to their own scope, and the master's to the platform's)
  author_name text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- a slug is unique per scope: per centre, and among the platform's posts
CREATE UNIQUE INDEX blog_posts_org_slug_uq ON blog_posts (organization_id, slug) WHERE organization_id IS NOT NULL;
CREATE UNIQUE INDEX blog_posts_platform_slug_uq ON blog_posts (slug) WHERE organization_id IS NULL;
CREATE INDEX blog_posts_public_idx ON blog_posts (organization_id, status, published_at DESC);

GRANT SELECT, INSERT, UPDATE, DELETE ON blog_posts TO app_user;
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO app_user;

ALTER TABLE blog_posts ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON blog_posts USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
-- the platform's posts are read on every centre's scope (the help blog); the verbs show published ones only
CREATE POLICY platform_read ON blog_posts FOR SELECT USING (organization_id IS NULL);
