-- CRM (server/modules/crm/README.md, docs/product-spec.md §23): points a centre's staff award to students for work
-- done. An award is never deleted: revoking it stamps who, when and why, and the history keeps it (totals and
-- leaderboards count only awards not revoked). Progress, flags and the portfolio are computed from the answer
-- sheets and target scores that exist already; they need no table.

CREATE TABLE crm_point_awards (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  student_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- whole points, 1 to 100: a mistake is corrected by revoking the award, not by a negative one
  points smallint NOT NULL CHECK (points BETWEEN 1 AND 100),
  -- the reason from the short list (server/modules/crm/contracts.ts POINT_REASONS) and the free text beside it
  reason text NOT NULL CHECK (reason IN ('test', 'practice', 'homework', 'attendance', 'participation', 'improvement', 'other')),
  note text NOT NULL DEFAULT '',
  awarded_by integer REFERENCES users(id) ON DELETE SET NULL,
  awarded_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz,
  revoked_by integer REFERENCES users(id) ON DELETE SET NULL,
  revoke_reason text
);
CREATE INDEX crm_point_awards_student_idx ON crm_point_awards (organization_id, student_id, awarded_at DESC);

GRANT SELECT, INSERT, UPDATE ON crm_point_awards TO app_user;
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO app_user;
ALTER TABLE crm_point_awards ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON crm_point_awards USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
