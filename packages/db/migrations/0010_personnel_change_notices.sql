-- The personnel list and picker answers are cached per instance (modules/personnel/personnel.cache.ts)
-- and dropped when anything they show changes. Updates and deletes already announce themselves
-- (hris_auth, migration 0001); new personnel records and new accounts linked to them do so here,
-- whoever inserts them (the API, an import script, psql).
CREATE TRIGGER personnel_list_change AFTER INSERT OR TRUNCATE ON personnel FOR EACH STATEMENT EXECUTE FUNCTION hris_notify_list_change();
--> statement-breakpoint
CREATE TRIGGER users_list_change AFTER INSERT ON users FOR EACH STATEMENT EXECUTE FUNCTION hris_notify_list_change();
