CREATE TABLE "attendance_month_totals" (
	"personnel_id" integer NOT NULL,
	"period" char(7) NOT NULL,
	"absent_days" numeric(8, 3) NOT NULL,
	"late_minutes" integer NOT NULL,
	"undertime_minutes" integer NOT NULL,
	"absences" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_month_totals_personnel_id_period_pk" PRIMARY KEY("personnel_id","period")
);
--> statement-breakpoint
CREATE TABLE "forced_leave_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"personnel_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"dates" jsonb NOT NULL,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"remarks" text,
	"decided_by_user_id" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leave_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"personnel_id" integer NOT NULL,
	"leave_type_id" integer NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"part" varchar(5) DEFAULT 'whole' NOT NULL,
	"working_days" numeric(8, 3) NOT NULL,
	"dates" jsonb NOT NULL,
	"hours" numeric(7, 2),
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"commutation" boolean DEFAULT false NOT NULL,
	"emergency" boolean DEFAULT false NOT NULL,
	"attachment_key" varchar(120),
	"attachment_name" varchar(255),
	"days_with_pay" numeric(8, 3) DEFAULT 0 NOT NULL,
	"days_without_pay" numeric(8, 3) DEFAULT 0 NOT NULL,
	"certification" jsonb,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"approval_request_id" integer,
	"filed_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leave_balances" (
	"personnel_id" integer PRIMARY KEY NOT NULL,
	"vl" numeric(8, 3) NOT NULL,
	"sl" numeric(8, 3) NOT NULL,
	"spl" numeric(8, 3) NOT NULL,
	"forced_leave_remaining" numeric(8, 3) NOT NULL,
	"coc_hours" numeric(7, 2) NOT NULL,
	"service_credits" numeric(8, 3) NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leave_ledger_months" (
	"personnel_id" integer NOT NULL,
	"period" char(7) NOT NULL,
	"particulars" text NOT NULL,
	"vl_earned" numeric(8, 3) NOT NULL,
	"vl_deducted" numeric(8, 3) NOT NULL,
	"vl_balance" numeric(8, 3) NOT NULL,
	"sl_earned" numeric(8, 3) NOT NULL,
	"sl_deducted" numeric(8, 3) NOT NULL,
	"sl_balance" numeric(8, 3) NOT NULL,
	"lwop_days" numeric(8, 3) NOT NULL,
	CONSTRAINT "leave_ledger_months_personnel_id_period_pk" PRIMARY KEY("personnel_id","period")
);
--> statement-breakpoint
CREATE TABLE "leave_opening_balances" (
	"personnel_id" integer PRIMARY KEY NOT NULL,
	"as_of" date NOT NULL,
	"vl" numeric(8, 3) NOT NULL,
	"sl" numeric(8, 3) NOT NULL,
	"created_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leave_stale_months" (
	"personnel_id" integer NOT NULL,
	"period" char(7) NOT NULL,
	CONSTRAINT "leave_stale_months_personnel_id_period_pk" PRIMARY KEY("personnel_id","period")
);
--> statement-breakpoint
CREATE TABLE "service_credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"personnel_id" integer NOT NULL,
	"entry_kind" varchar(10) NOT NULL,
	"days" numeric(8, 3) NOT NULL,
	"entry_date" date NOT NULL,
	"reference" varchar(200),
	"remarks" text,
	"leave_application_id" integer,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "compensatory_credits" ADD COLUMN "leave_application_id" integer;--> statement-breakpoint
ALTER TABLE "attendance_month_totals" ADD CONSTRAINT "attendance_month_totals_personnel_id_personnel_id_fk" FOREIGN KEY ("personnel_id") REFERENCES "public"."personnel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forced_leave_schedules" ADD CONSTRAINT "forced_leave_schedules_personnel_id_personnel_id_fk" FOREIGN KEY ("personnel_id") REFERENCES "public"."personnel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forced_leave_schedules" ADD CONSTRAINT "forced_leave_schedules_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_applications" ADD CONSTRAINT "leave_applications_personnel_id_personnel_id_fk" FOREIGN KEY ("personnel_id") REFERENCES "public"."personnel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_applications" ADD CONSTRAINT "leave_applications_leave_type_id_leave_types_id_fk" FOREIGN KEY ("leave_type_id") REFERENCES "public"."leave_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_applications" ADD CONSTRAINT "leave_applications_approval_request_id_approval_requests_id_fk" FOREIGN KEY ("approval_request_id") REFERENCES "public"."approval_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_applications" ADD CONSTRAINT "leave_applications_filed_by_user_id_users_id_fk" FOREIGN KEY ("filed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_balances" ADD CONSTRAINT "leave_balances_personnel_id_personnel_id_fk" FOREIGN KEY ("personnel_id") REFERENCES "public"."personnel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_ledger_months" ADD CONSTRAINT "leave_ledger_months_personnel_id_personnel_id_fk" FOREIGN KEY ("personnel_id") REFERENCES "public"."personnel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_opening_balances" ADD CONSTRAINT "leave_opening_balances_personnel_id_personnel_id_fk" FOREIGN KEY ("personnel_id") REFERENCES "public"."personnel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_opening_balances" ADD CONSTRAINT "leave_opening_balances_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_credits" ADD CONSTRAINT "service_credits_personnel_id_personnel_id_fk" FOREIGN KEY ("personnel_id") REFERENCES "public"."personnel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_credits" ADD CONSTRAINT "service_credits_leave_application_id_leave_applications_id_fk" FOREIGN KEY ("leave_application_id") REFERENCES "public"."leave_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_credits" ADD CONSTRAINT "service_credits_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "forced_leave_schedules_one_a_year" ON "forced_leave_schedules" USING btree ("personnel_id","year");--> statement-breakpoint
CREATE INDEX "leave_applications_personnel_idx" ON "leave_applications" USING btree ("personnel_id","date_from");--> statement-breakpoint
CREATE INDEX "leave_applications_request_idx" ON "leave_applications" USING btree ("approval_request_id");--> statement-breakpoint
CREATE INDEX "leave_applications_status_idx" ON "leave_applications" USING btree ("status","date_from");--> statement-breakpoint
CREATE INDEX "service_credits_personnel_idx" ON "service_credits" USING btree ("personnel_id","entry_date");--> statement-breakpoint
CREATE UNIQUE INDEX "service_credits_leave_unique" ON "service_credits" USING btree ("leave_application_id") WHERE leave_application_id IS NOT NULL;--> statement-breakpoint
ALTER TABLE "compensatory_credits" ADD CONSTRAINT "compensatory_credits_leave_application_id_leave_applications_id_fk" FOREIGN KEY ("leave_application_id") REFERENCES "public"."leave_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Marking what the leave ledger must recompute. Every change to an input of a month's DTR (punches,
-- appeals, travel, leave, schedule assignments, holidays, suspensions) marks that person's months
-- stale here, in the database, so no write path can forget to (bulk imports, device pushes, manual
-- entries and approvals alike). The leave module recomputes the marked months and clears the marks.
CREATE FUNCTION hris_mark_leave_stale(p_personnel integer, p_from date, p_to date) RETURNS void LANGUAGE sql AS $$
  INSERT INTO leave_stale_months (personnel_id, period)
  SELECT p_personnel, to_char(m, 'YYYY-MM')
    FROM generate_series(date_trunc('month', p_from), date_trunc('month', least(coalesce(p_to, p_from), (now() + interval '1 year')::date)), interval '1 month') m
  ON CONFLICT DO NOTHING
$$;--> statement-breakpoint
-- Row tables with a person and a date range; the trigger's arguments name the columns.
CREATE FUNCTION hris_mark_leave_stale_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE p integer; f date; t date;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    EXECUTE format('SELECT ($1).%I::int, ($1).%I::date, ($1).%I::date', TG_ARGV[0], TG_ARGV[1], TG_ARGV[2]) INTO p, f, t USING OLD;
    PERFORM hris_mark_leave_stale(p, f, coalesce(t, (now() + interval '1 month')::date));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    EXECUTE format('SELECT ($1).%I::int, ($1).%I::date, ($1).%I::date', TG_ARGV[0], TG_ARGV[1], TG_ARGV[2]) INTO p, f, t USING NEW;
    PERFORM hris_mark_leave_stale(p, f, coalesce(t, (now() + interval '1 month')::date));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER time_log_appeals_leave_stale AFTER INSERT OR UPDATE OR DELETE ON time_log_appeals FOR EACH ROW EXECUTE FUNCTION hris_mark_leave_stale_row('personnel_id', 'date', 'date');--> statement-breakpoint
CREATE TRIGGER official_business_travels_leave_stale AFTER INSERT OR UPDATE OR DELETE ON official_business_travels FOR EACH ROW EXECUTE FUNCTION hris_mark_leave_stale_row('personnel_id', 'date_from', 'date_to');--> statement-breakpoint
CREATE TRIGGER leave_applications_leave_stale AFTER INSERT OR UPDATE OR DELETE ON leave_applications FOR EACH ROW EXECUTE FUNCTION hris_mark_leave_stale_row('personnel_id', 'date_from', 'date_to');--> statement-breakpoint
CREATE TRIGGER personnel_schedules_leave_stale AFTER INSERT OR UPDATE OR DELETE ON personnel_schedules FOR EACH ROW EXECUTE FUNCTION hris_mark_leave_stale_row('personnel_id', 'effective_from', 'effective_to');--> statement-breakpoint
CREATE TRIGGER leave_opening_balances_leave_stale AFTER INSERT OR UPDATE OR DELETE ON leave_opening_balances FOR EACH ROW EXECUTE FUNCTION hris_mark_leave_stale_row('personnel_id', 'as_of', 'as_of');--> statement-breakpoint
CREATE TRIGGER service_credits_leave_stale AFTER INSERT OR UPDATE OR DELETE ON service_credits FOR EACH ROW EXECUTE FUNCTION hris_mark_leave_stale_row('personnel_id', 'entry_date', 'entry_date');--> statement-breakpoint
CREATE TRIGGER compensatory_credits_leave_stale AFTER INSERT OR UPDATE OR DELETE ON compensatory_credits FOR EACH ROW EXECUTE FUNCTION hris_mark_leave_stale_row('personnel_id', 'entry_date', 'entry_date');--> statement-breakpoint
-- A forced leave schedule's year: its December decides the forfeiture.
CREATE FUNCTION hris_mark_leave_stale_forced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM hris_mark_leave_stale(OLD.personnel_id, make_date(OLD.year, 12, 1), make_date(OLD.year, 12, 1)); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM hris_mark_leave_stale(NEW.personnel_id, make_date(NEW.year, 12, 1), make_date(NEW.year, 12, 1)); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER forced_leave_schedules_leave_stale AFTER INSERT OR UPDATE OR DELETE ON forced_leave_schedules FOR EACH ROW EXECUTE FUNCTION hris_mark_leave_stale_forced();--> statement-breakpoint
-- Punches arrive in bulk (25,000 a statement): one statement-level pass over the rows changed.
CREATE FUNCTION hris_mark_leave_stale_from_logs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO leave_stale_months (personnel_id, period)
  SELECT DISTINCT personnel_id, to_char(logged_at AT TIME ZONE 'UTC' + interval '8 hours', 'YYYY-MM') FROM changed_rows
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER attendance_logs_leave_stale_insert AFTER INSERT ON attendance_logs REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION hris_mark_leave_stale_from_logs();--> statement-breakpoint
CREATE TRIGGER attendance_logs_leave_stale_delete AFTER DELETE ON attendance_logs REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION hris_mark_leave_stale_from_logs();--> statement-breakpoint
-- Holidays and suspensions are campus-wide (a holiday with no campus: all of them).
CREATE FUNCTION hris_mark_leave_stale_campus() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  FOR r IN SELECT * FROM (SELECT OLD.campus_id AS campus_id, OLD.date AS date WHERE TG_OP <> 'INSERT' UNION ALL SELECT NEW.campus_id, NEW.date WHERE TG_OP <> 'DELETE') x LOOP
    INSERT INTO leave_stale_months (personnel_id, period)
    SELECT p.id, to_char(r.date, 'YYYY-MM') FROM personnel p WHERE r.campus_id IS NULL OR p.campus_id = r.campus_id
    ON CONFLICT DO NOTHING;
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER holidays_leave_stale AFTER INSERT OR UPDATE OR DELETE ON holidays FOR EACH ROW EXECUTE FUNCTION hris_mark_leave_stale_campus();--> statement-breakpoint
CREATE TRIGGER work_suspensions_leave_stale AFTER INSERT OR UPDATE OR DELETE ON work_suspensions FOR EACH ROW EXECUTE FUNCTION hris_mark_leave_stale_campus();--> statement-breakpoint
-- Leave kinds charged to compensatory overtime credits and to faculty service credits.
UPDATE leave_types SET charged_to = 'COC' WHERE code = 'CTO' AND charged_to IS NULL;--> statement-breakpoint
INSERT INTO leave_types (code, name, legal_basis, charged_to) SELECT 'CDO', 'Compensatory Day-Off (Service Credits)', 'Sec. 3, CSC MC No. 41, s. 1998 (teachers’ service credits)', 'SC'
 WHERE EXISTS (SELECT 1 FROM leave_types) AND NOT EXISTS (SELECT 1 FROM leave_types WHERE lower(code) = 'cdo');--> statement-breakpoint
-- The leave chain gains HR's certification of leave credits between the recommendation and the decision
-- (CS Form No. 6, 7.A–7.D), where it is still the default two-step chain the seed made.
UPDATE approval_chain_steps s SET position = 3, label = 'Approved for (days with pay / without pay)'
  FROM approval_chains c WHERE c.id = s.chain_id AND c.request_type = 'leave' AND c.name = 'Leave application (university-wide)' AND s.position = 2
   AND (SELECT count(*) FROM approval_chain_steps x WHERE x.chain_id = c.id) = 2;--> statement-breakpoint
INSERT INTO approval_chain_steps (chain_id, position, actor_kind, role_id, label)
SELECT c.id, 2, 'role', s.role_id, 'Certification of leave credits' FROM approval_chains c JOIN approval_chain_steps s ON s.chain_id = c.id AND s.position = 3
 WHERE c.request_type = 'leave' AND c.name = 'Leave application (university-wide)' AND (SELECT count(*) FROM approval_chain_steps x WHERE x.chain_id = c.id) = 2;
