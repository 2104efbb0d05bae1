-- The due-and-collection report (server/modules/branches/dues.ts) reads a centre's invoices, its owed instalments
-- and its payments in a date range. Covering indexes let each part be read from the index alone.
-- Plain indexes only: nothing to mirror in schema.ts.
CREATE INDEX invoices_org_dues_idx ON invoices (organization_id, currency, branch_id) INCLUDE (total_minor, paid_minor) WHERE status <> 'void';
CREATE INDEX invoice_instalments_org_owed_idx ON invoice_instalments (organization_id, due_on) INCLUDE (invoice_id, amount_minor, paid_minor) WHERE status = 'due';
CREATE INDEX transactions_org_created_idx ON transactions (organization_id, created_at) INCLUDE (invoice_id, amount_minor, currency);
