ALTER TABLE "personnel" ADD COLUMN "employment_kind" varchar(20) DEFAULT 'staff' NOT NULL;--> statement-breakpoint
ALTER TABLE "personnel" ADD COLUMN "appointment_status_id" integer;--> statement-breakpoint
ALTER TABLE "personnel" ADD COLUMN "personnel_status_id" integer;--> statement-breakpoint
ALTER TABLE "personnel" ADD COLUMN "date_original_appointment" date;--> statement-breakpoint
ALTER TABLE "personnel" ADD COLUMN "date_last_promotion" date;--> statement-breakpoint
ALTER TABLE "personnel" ADD CONSTRAINT "personnel_appointment_status_id_appointment_statuses_id_fk" FOREIGN KEY ("appointment_status_id") REFERENCES "public"."appointment_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personnel" ADD CONSTRAINT "personnel_personnel_status_id_personnel_statuses_id_fk" FOREIGN KEY ("personnel_status_id") REFERENCES "public"."personnel_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "personnel_campus_idx" ON "personnel" USING btree ("campus_id");--> statement-breakpoint
CREATE INDEX "personnel_name_order_idx" ON "personnel" USING btree (lower("last_name"),lower("first_name"),"id");--> statement-breakpoint
CREATE INDEX "personnel_name_trgm" ON "personnel" USING gin (lower(first_name || ' ' || coalesce(middle_name, '') || ' ' || last_name) gin_trgm_ops);--> statement-breakpoint
-- Employee numbers made when HR leaves the field blank (pattern in system_settings.idno_pattern).
CREATE SEQUENCE IF NOT EXISTS personnel_idno_seq;
