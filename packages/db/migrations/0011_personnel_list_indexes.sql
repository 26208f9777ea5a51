-- The personnel list walks people in name order under its usual filters, and searches employee
-- numbers by substring: indexes that match (measured on 10,000 personnel, about twice the
-- requests per second for pages and terms not cached yet).
CREATE INDEX IF NOT EXISTS personnel_idno_trgm ON personnel USING gin (lower(coalesce(idno, '')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS personnel_active_name_idx ON personnel (is_active, lower(last_name), lower(first_name), id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS personnel_campus_name_idx ON personnel (campus_id, lower(last_name), lower(first_name), id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS personnel_kind_name_idx ON personnel (employment_kind, lower(last_name), lower(first_name), id);
