-- Resumable uploads (tus 1.0, server/modules/uploads): which finished upload became which stored file, so the
-- client can ask for its path (GET uploads/resumable/{id}/result). A row is written only once the upload is
-- complete, sniffed and stored, in the same transaction as its uploads row: a half-finished upload leaves none.
CREATE TABLE resumable_uploads (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  upload_id text NOT NULL UNIQUE,
  organization_id integer REFERENCES organizations(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  path text NOT NULL REFERENCES uploads(path) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE resumable_uploads ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON resumable_uploads
  USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
GRANT SELECT, INSERT, DELETE ON resumable_uploads TO app_user;
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO app_user;
