-- Impersonation: a coaching owner or admin opens a student's session through a single-use token.
ALTER TABLE one_time_tokens DROP CONSTRAINT IF EXISTS one_time_tokens_kind_check;
ALTER TABLE one_time_tokens ADD CONSTRAINT one_time_tokens_kind_check CHECK (kind IN ('reset', 'invite', 'verify', 'impersonate'));
-- Who asked for the token (the impersonator); null for tokens a user asks for itself.
ALTER TABLE one_time_tokens ADD COLUMN issued_by integer REFERENCES users(id) ON DELETE CASCADE;
