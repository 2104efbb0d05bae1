-- Login throttle per (account, address) (kernel/throttle.ts): the pair lookup gets its own index, and addresses
-- where an account signed in successfully are remembered, so the address- and account-wide limits never lock the
-- owner out of a place it uses. Pre-authentication data like login_attempts: no tenant column, owner connection.
CREATE INDEX login_attempts_pair_idx ON login_attempts (account_key, ip, created_at);

CREATE TABLE login_known_addresses (
  account_key text NOT NULL,
  ip text NOT NULL,
  last_success_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_key, ip)
);

-- A coaching centre's contact, shown to its students (e.g. when their package has expired). Existing centres
-- start with their first coaching owner's e-mail and phone.
ALTER TABLE organizations ADD COLUMN contact_email text, ADD COLUMN contact_phone text;
UPDATE organizations o
   SET contact_email = owner.email, contact_phone = owner.phone
  FROM (SELECT DISTINCT ON (u.organization_id) u.organization_id, u.email, u.phone
          FROM users u JOIN roles r ON r.id = u.role_id
         WHERE r.name = 'COACHING_OWNER'
         ORDER BY u.organization_id, u.id) owner
 WHERE owner.organization_id = o.id AND o.contact_email IS NULL;
