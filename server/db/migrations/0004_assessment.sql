-- Recordings bound to their uploader, and trainer evaluation of attempts (issue 4).

-- Who uploaded a file (null: an anonymous upload, which can never be used as a recording).
ALTER TABLE uploads ADD COLUMN user_id integer REFERENCES users(id) ON DELETE SET NULL;
CREATE INDEX uploads_user_idx ON uploads (user_id) WHERE user_id IS NOT NULL;

-- Evidence (the assessors' measures, the trainer's traits and transcript), the trainer's feedback and the state of
-- an attempt: pending (a trait waits for a human), evaluated (a trainer scored it), auto (scored automatically).
ALTER TABLE question_attempts
  ADD COLUMN evidence jsonb,
  ADD COLUMN feedback text,
  ADD COLUMN evaluated_by integer REFERENCES users(id) ON DELETE SET NULL,
  ADD COLUMN evaluated_at timestamptz,
  ADD COLUMN status text NOT NULL DEFAULT 'auto' CHECK (status IN ('pending', 'evaluated', 'auto'));
UPDATE question_attempts SET status = 'pending' WHERE (result ->> 'needsHuman')::boolean IS TRUE;
CREATE INDEX question_attempts_org_status_idx ON question_attempts (organization_id, status, created_at);
-- question_attempts keeps its tenant_isolation policy (0003); no new table here.
