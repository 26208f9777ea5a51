-- An office's document views are kept by each API instance (apps/api/src/modules/dts/dts.cache.ts) and dropped when
-- one of its documents changes: every write to dts_documents, however it is made (the API, a script, psql), names on
-- the channel hris_dts the offices whose views show the document before and after it (where it is, and who sent it).
-- The day's overdue mark shows in no view: a write that sets it says nothing (the daily pass marks thousands and changes
-- nothing else; a move clears it, and is told).
CREATE OR REPLACE FUNCTION hris_notify_dts_change() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('hris_dts', concat_ws(',', NEW.current_office_id, NEW.from_office_id));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('hris_dts', concat_ws(',', OLD.current_office_id, OLD.from_office_id));
  ELSE
    PERFORM pg_notify('hris_dts', concat_ws(',', OLD.current_office_id, OLD.from_office_id, NEW.current_office_id, NEW.from_office_id));
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER dts_documents_change AFTER INSERT OR DELETE ON dts_documents FOR EACH ROW EXECUTE FUNCTION hris_notify_dts_change();
--> statement-breakpoint
CREATE TRIGGER dts_documents_update AFTER UPDATE ON dts_documents FOR EACH ROW
  WHEN (NEW.overdue_notified_on IS NULL OR NEW.overdue_notified_on IS NOT DISTINCT FROM OLD.overdue_notified_on)
  EXECUTE FUNCTION hris_notify_dts_change();
--> statement-breakpoint
-- Every view shows its documents' types (name and working days).
CREATE OR REPLACE FUNCTION hris_notify_dts_all() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('hris_dts', 'all');
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER dts_document_types_change AFTER UPDATE OR DELETE OR TRUNCATE ON dts_document_types FOR EACH STATEMENT EXECUTE FUNCTION hris_notify_dts_all();
--> statement-breakpoint
-- A new department may be a unit under someone's own, for which they then act (its updates and deletes are on
-- hris_auth: migration 0001).
CREATE TRIGGER departments_list_change AFTER INSERT ON departments FOR EACH STATEMENT EXECUTE FUNCTION hris_notify_list_change();
