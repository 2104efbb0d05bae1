-- The people search (GET users?search=) is a case-insensitive substring match over name, e-mail and phone
-- (docs/product-spec.md §10 "Search at scale"). Without an index it read every user of the centre: 150 ms for a
-- centre of 50,000 students in EXPLAIN ANALYZE (tests/bench/people.ts). One trigram index over the same expression
-- the query matches lets PostgreSQL and PGlite (both load pg_trgm) find the rows from the index instead.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX users_search_trgm_idx ON users
  USING gin ((lower(first_name || ' ' || last_name || ' ' || email || ' ' || coalesce(phone, ''))) gin_trgm_ops)
  WHERE deleted_at IS NULL;
