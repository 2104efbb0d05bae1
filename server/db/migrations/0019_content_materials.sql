-- Materials in the master's content management (server/modules/content-management/README.md, "Materials"): what
-- content management knows of a material beyond the materials module's own row: the SHA-256 of its file (duplicates
-- by content), whether it is a draft (inactive and never published, or moved back to draft here), and the bulk-upload
-- batch that brought it, staged (soft-deleted, so invisible everywhere) until the batch's last chunk is stored.

ALTER TABLE bulk_upload_batches DROP CONSTRAINT IF EXISTS bulk_upload_batches_kind_check;
ALTER TABLE bulk_upload_batches ADD CONSTRAINT bulk_upload_batches_kind_check CHECK (kind IN ('question', 'quiz', 'material'));

CREATE TABLE content_materials (
  material_id integer PRIMARY KEY REFERENCES materials(id) ON DELETE CASCADE,
  -- the material's owner (NULL = the platform), as on the materials row
  organization_id integer REFERENCES organizations(id) ON DELETE CASCADE,
  -- hex SHA-256 of the file's bytes; NULL until someone needed it
  content_hash text,
  draft boolean NOT NULL DEFAULT false,
  batch_id integer REFERENCES bulk_upload_batches(id) ON DELETE SET NULL,
  -- a bulk-uploaded material whose batch is not finished yet (its materials row is soft-deleted meanwhile)
  staged boolean NOT NULL DEFAULT false,
  -- the manifest row it came from
  batch_row integer
);
CREATE INDEX content_materials_hash_idx ON content_materials ((coalesce(organization_id, 0)), content_hash);
CREATE INDEX content_materials_batch_idx ON content_materials (batch_id) WHERE batch_id IS NOT NULL;

GRANT SELECT, INSERT, UPDATE, DELETE ON content_materials TO app_user;
ALTER TABLE content_materials ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON content_materials USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
