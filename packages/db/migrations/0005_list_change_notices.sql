-- Picker searches over the reference lists are cached by each API instance; any change to a
-- list, however it is made, announces the list's table on the channel hris_lists so every
-- instance forgets what it cached for that list.
CREATE OR REPLACE FUNCTION hris_notify_list_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('hris_lists', TG_TABLE_NAME);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER countries_list_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON countries FOR EACH STATEMENT EXECUTE FUNCTION hris_notify_list_change();
--> statement-breakpoint
CREATE TRIGGER civil_statuses_list_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON civil_statuses FOR EACH STATEMENT EXECUTE FUNCTION hris_notify_list_change();
--> statement-breakpoint
CREATE TRIGGER blood_types_list_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blood_types FOR EACH STATEMENT EXECUTE FUNCTION hris_notify_list_change();
--> statement-breakpoint
CREATE TRIGGER degrees_list_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON degrees FOR EACH STATEMENT EXECUTE FUNCTION hris_notify_list_change();
--> statement-breakpoint
CREATE TRIGGER degree_majors_list_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON degree_majors FOR EACH STATEMENT EXECUTE FUNCTION hris_notify_list_change();
--> statement-breakpoint
CREATE TRIGGER schools_list_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON schools FOR EACH STATEMENT EXECUTE FUNCTION hris_notify_list_change();
--> statement-breakpoint
CREATE TRIGGER work_companies_list_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON work_companies FOR EACH STATEMENT EXECUTE FUNCTION hris_notify_list_change();
--> statement-breakpoint
CREATE TRIGGER appointment_statuses_list_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON appointment_statuses FOR EACH STATEMENT EXECUTE FUNCTION hris_notify_list_change();
--> statement-breakpoint
CREATE TRIGGER appointment_natures_list_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON appointment_natures FOR EACH STATEMENT EXECUTE FUNCTION hris_notify_list_change();
--> statement-breakpoint
CREATE TRIGGER appointment_plantillas_list_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON appointment_plantillas FOR EACH STATEMENT EXECUTE FUNCTION hris_notify_list_change();
--> statement-breakpoint
CREATE TRIGGER personnel_statuses_list_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON personnel_statuses FOR EACH STATEMENT EXECUTE FUNCTION hris_notify_list_change();
--> statement-breakpoint
CREATE TRIGGER univ_mfos_list_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON univ_mfos FOR EACH STATEMENT EXECUTE FUNCTION hris_notify_list_change();
--> statement-breakpoint
CREATE TRIGGER positions_list_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON positions FOR EACH STATEMENT EXECUTE FUNCTION hris_notify_list_change();
--> statement-breakpoint
CREATE TRIGGER plantilla_coverages_list_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON plantilla_coverages FOR EACH STATEMENT EXECUTE FUNCTION hris_notify_list_change();
--> statement-breakpoint
CREATE TRIGGER plantilla_levels_list_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON plantilla_levels FOR EACH STATEMENT EXECUTE FUNCTION hris_notify_list_change();
