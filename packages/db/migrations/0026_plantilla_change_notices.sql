-- The plantilla of personnel (first page and totals) is kept by each API instance
-- (apps/api/src/modules/plantilla/plantilla-personnel.cache.ts) and dropped when anything it shows changes: an item,
-- a person (name, step, appointment status, dates), their PDS (sex, birth date, TIN, eligibility), the salary schedule,
-- the offices, positions, statuses, levels and funds. One notice per statement, however many rows it wrote (a tranche
-- applied to thousands, a bulk import), on the channel hris_plantilla.
CREATE OR REPLACE FUNCTION hris_notify_plantilla() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('hris_plantilla', 'all');
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER plantilla_items_plantilla_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON plantilla_items FOR EACH STATEMENT EXECUTE FUNCTION hris_notify_plantilla();
--> statement-breakpoint
CREATE TRIGGER personnel_plantilla_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON personnel FOR EACH STATEMENT EXECUTE FUNCTION hris_notify_plantilla();
--> statement-breakpoint
CREATE TRIGGER pds_entries_plantilla_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON pds_entries FOR EACH STATEMENT EXECUTE FUNCTION hris_notify_plantilla();
--> statement-breakpoint
CREATE TRIGGER salary_schedule_plantilla_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON salary_schedule FOR EACH STATEMENT EXECUTE FUNCTION hris_notify_plantilla();
--> statement-breakpoint
CREATE TRIGGER departments_plantilla_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON departments FOR EACH STATEMENT EXECUTE FUNCTION hris_notify_plantilla();
--> statement-breakpoint
CREATE TRIGGER positions_plantilla_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON positions FOR EACH STATEMENT EXECUTE FUNCTION hris_notify_plantilla();
--> statement-breakpoint
CREATE TRIGGER appointment_statuses_plantilla_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON appointment_statuses FOR EACH STATEMENT EXECUTE FUNCTION hris_notify_plantilla();
--> statement-breakpoint
CREATE TRIGGER plantilla_levels_plantilla_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON plantilla_levels FOR EACH STATEMENT EXECUTE FUNCTION hris_notify_plantilla();
--> statement-breakpoint
CREATE TRIGGER plantilla_coverages_plantilla_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON plantilla_coverages FOR EACH STATEMENT EXECUTE FUNCTION hris_notify_plantilla();
--> statement-breakpoint
CREATE TRIGGER campuses_plantilla_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON campuses FOR EACH STATEMENT EXECUTE FUNCTION hris_notify_plantilla();
