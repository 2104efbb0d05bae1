-- Pre-registrations carry the centre they became (organization_id), so they follow the rule of every such table:
-- row-level security with the tenant policy. The public onboarding calls run on the platform scope
-- (app.platform = 'on'); a centre sees only the request it came from.
ALTER TABLE pre_registrations ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON pre_registrations
  USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
GRANT INSERT, DELETE ON pre_registrations TO app_user;
