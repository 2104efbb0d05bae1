-- Materials (server/modules/materials/README.md): files staff and students upload (pdf, word, image, audio, video),
-- with the text a PDF holds for search, shared with students by assignment to groups and to courses or packages.
-- organization_id null = the master's library, shared with every centre (read-only there, like platform questions).
CREATE TABLE materials (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer REFERENCES organizations(id) ON DELETE CASCADE,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  kind text NOT NULL CHECK (kind IN ('pdf', 'word', 'image', 'audio', 'video')),
  -- platform: staff uploads (the centre's library, or the master's when organization_id is null); student: a student's own
  source text NOT NULL DEFAULT 'platform' CHECK (source IN ('platform', 'student')),
  special boolean NOT NULL DEFAULT false,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  file_path text NOT NULL,
  file_mime text NOT NULL,
  file_size bigint NOT NULL,
  thumbnail_path text,
  -- what search reads: title, description and the text extracted from a PDF (bounded), lower-cased
  search_text text NOT NULL DEFAULT '',
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX materials_org_idx ON materials (organization_id, source, kind, created_at DESC) WHERE deleted_at IS NULL;
CREATE INDEX materials_file_idx ON materials (file_path);

-- Assignments carry the centre whose group or course/package they name: a centre may assign the master's materials
-- to its own groups and courses without touching the material itself.
CREATE TABLE material_groups (
  material_id integer NOT NULL REFERENCES materials(id) ON DELETE CASCADE,
  group_id integer NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  PRIMARY KEY (material_id, group_id)
);
CREATE INDEX material_groups_group_idx ON material_groups (group_id);

-- packages holds both courses (kind COURSE) and packages (kind PACKAGE)
CREATE TABLE material_packages (
  material_id integer NOT NULL REFERENCES materials(id) ON DELETE CASCADE,
  package_id integer NOT NULL REFERENCES packages(id) ON DELETE CASCADE,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  PRIMARY KEY (material_id, package_id)
);
CREATE INDEX material_packages_package_idx ON material_packages (package_id);

GRANT SELECT, INSERT, UPDATE, DELETE ON materials, material_groups, material_packages TO app_user;
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO app_user;

ALTER TABLE materials ENABLE ROW LEVEL SECURITY;
ALTER TABLE material_groups ENABLE ROW LEVEL SECURITY;
ALTER TABLE material_packages ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON materials
  USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
-- the master's materials are readable from every centre (SELECT only: writes stay on the platform scope)
CREATE POLICY platform_read ON materials FOR SELECT USING (organization_id IS NULL);
CREATE POLICY tenant_isolation ON material_groups
  USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
CREATE POLICY tenant_isolation ON material_packages
  USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
