ALTER TABLE "personnel" ADD COLUMN "part_time" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "leave_applications" ADD COLUMN "half_days" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Monetization of 50% or more for justifiable reasons (Sec. 23), for installs seeded before it existed
-- (a fresh install's seed adds it with the other types: the table is empty when this runs there).
INSERT INTO "leave_types" ("code", "name", "legal_basis", "max_days", "charged_to")
SELECT 'MON50', 'Monetization of 50% or More (Justifiable Reasons)', 'Sec. 23, Rule XVI, Omnibus Rules Implementing E.O. No. 292', NULL, 'VLSL'
 WHERE EXISTS (SELECT 1 FROM "leave_types") AND NOT EXISTS (SELECT 1 FROM "leave_types" WHERE "code" = 'MON50');
--> statement-breakpoint
-- What the leave card reads from the personnel record (part-time, the date of appointment, the kind and
-- status of employment) marks the person stale like the other inputs: the card is recomputed whole.
CREATE FUNCTION hris_mark_leave_stale_personnel() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM hris_mark_leave_stale(NEW.id, (now() AT TIME ZONE 'Asia/Manila')::date, (now() AT TIME ZONE 'Asia/Manila')::date);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER personnel_leave_stale AFTER UPDATE OF part_time, date_original_appointment, employment_kind, appointment_status_id ON personnel
  FOR EACH ROW WHEN ((OLD.part_time, OLD.date_original_appointment, OLD.employment_kind, OLD.appointment_status_id)
                     IS DISTINCT FROM (NEW.part_time, NEW.date_original_appointment, NEW.employment_kind, NEW.appointment_status_id))
  EXECUTE FUNCTION hris_mark_leave_stale_personnel();
