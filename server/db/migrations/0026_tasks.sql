-- Tasks (server/modules/tasks/README.md, docs/product-spec.md §20): to-dos of a centre's staff. A task has one
-- assignee (a trainer, admin or coaching owner of the centre), an optional due time and an optional link to what
-- it concerns (an answer sheet to evaluate, a student, a contact, a deal, a live class), stored as kind + id: the
-- targets live in several modules' tables, so the service checks the target exists in the tenant when the link is
-- set, and a link whose target is gone later shows its label only.

CREATE TABLE tasks (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  title text NOT NULL,
  notes text NOT NULL DEFAULT '',
  assignee_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- a moment, not a date: automations and staff set "call back at 15:00"; overdue = due_at < now() and not done
  due_at timestamptz,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'in-progress', 'done')),
  priority text NOT NULL DEFAULT 'normal' CHECK (priority IN ('low', 'normal', 'high')),
  link_kind text CHECK (link_kind IN ('evaluation', 'student', 'contact', 'deal', 'live-class')),
  link_id integer,
  -- null for a task an automation created
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  completed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT tasks_link_pair CHECK ((link_kind IS NULL) = (link_id IS NULL))
);
CREATE INDEX tasks_assignee_idx ON tasks (organization_id, assignee_id, status, due_at);
CREATE INDEX tasks_creator_idx ON tasks (organization_id, created_by);

GRANT SELECT, INSERT, UPDATE, DELETE ON tasks TO app_user;
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO app_user;
ALTER TABLE tasks ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON tasks USING (organization_id = nullif(current_setting('app.tenant_id', true), '')::int OR current_setting('app.platform', true) = 'on');
