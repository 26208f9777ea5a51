CREATE TABLE "fund_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(200) NOT NULL,
	"start_date" date,
	"end_date" date,
	"monthly_ceiling" bigint,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fund_sources_dates" CHECK ("fund_sources"."end_date" IS NULL OR "fund_sources"."start_date" IS NULL OR "fund_sources"."end_date" >= "fund_sources"."start_date"),
	CONSTRAINT "fund_sources_ceiling" CHECK ("fund_sources"."monthly_ceiling" IS NULL OR "fund_sources"."monthly_ceiling" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pay_profiles" (
	"personnel_id" integer PRIMARY KEY NOT NULL,
	"fund_source_id" integer,
	"daily_rate" bigint,
	"sworn_declaration" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_profiles_rate" CHECK ("pay_profiles"."daily_rate" IS NULL OR "pay_profiles"."daily_rate" > 0)
);
--> statement-breakpoint
CREATE TABLE "payroll_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"personnel_id" integer NOT NULL,
	"corrects_run_id" integer NOT NULL,
	"label" varchar(150) NOT NULL,
	"amount" bigint NOT NULL,
	"taxable" boolean DEFAULT false NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_adjustments_not_itself" CHECK ("payroll_adjustments"."corrects_run_id" <> "payroll_adjustments"."run_id")
);
--> statement-breakpoint
CREATE TABLE "payroll_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"personnel_id" integer NOT NULL,
	"department_id" integer,
	"fund" varchar(200),
	"position" varchar(200),
	"grade" smallint,
	"step" smallint,
	"basic" bigint NOT NULL,
	"pera" bigint NOT NULL,
	"gross" bigint NOT NULL,
	"lwop" bigint NOT NULL,
	"gsis" bigint NOT NULL,
	"philhealth" bigint NOT NULL,
	"pagibig" bigint NOT NULL,
	"tax" bigint NOT NULL,
	"other_deductions" bigint NOT NULL,
	"net" bigint NOT NULL,
	"payslip" jsonb NOT NULL,
	CONSTRAINT "payroll_lines_net" CHECK ("payroll_lines"."net" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payroll_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"month" char(7) NOT NULL,
	"kind" varchar(12) NOT NULL,
	"campus_id" integer,
	"department_id" integer,
	"fund_source_id" integer,
	"status" varchar(10) DEFAULT 'draft' NOT NULL,
	"approval_request_id" integer,
	"prepared_by_user_id" integer,
	"computed_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"paid_by_user_id" integer,
	"missing_dtr" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_runs_kind" CHECK ("payroll_runs"."kind" IN ('regular', 'casual', 'job_order')),
	CONSTRAINT "payroll_runs_status" CHECK ("payroll_runs"."status" IN ('draft', 'computed', 'reviewed', 'approved', 'paid'))
);
--> statement-breakpoint
CREATE TABLE "payroll_tables" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(30) NOT NULL,
	"effective_date" date NOT NULL,
	"source" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_tables_kind" CHECK ("payroll_tables"."kind" IN ('contributions', 'tax', 'job_order_withholding', 'settings'))
);
--> statement-breakpoint
CREATE TABLE "person_deductions" (
	"id" serial PRIMARY KEY NOT NULL,
	"personnel_id" integer NOT NULL,
	"code" varchar(20) NOT NULL,
	"label" varchar(150) NOT NULL,
	"monthly" bigint NOT NULL,
	"start_month" char(7) NOT NULL,
	"end_month" char(7),
	"balance" bigint,
	"priority" smallint DEFAULT 50 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "person_deductions_months" CHECK ("person_deductions"."end_month" IS NULL OR "person_deductions"."end_month" >= "person_deductions"."start_month"),
	CONSTRAINT "person_deductions_amounts" CHECK ("person_deductions"."monthly" > 0 AND ("person_deductions"."balance" IS NULL OR "person_deductions"."balance" >= 0))
);
--> statement-breakpoint
ALTER TABLE "pay_profiles" ADD CONSTRAINT "pay_profiles_personnel_id_personnel_id_fk" FOREIGN KEY ("personnel_id") REFERENCES "public"."personnel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_profiles" ADD CONSTRAINT "pay_profiles_fund_source_id_fund_sources_id_fk" FOREIGN KEY ("fund_source_id") REFERENCES "public"."fund_sources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_adjustments" ADD CONSTRAINT "payroll_adjustments_run_id_payroll_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payroll_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_adjustments" ADD CONSTRAINT "payroll_adjustments_personnel_id_personnel_id_fk" FOREIGN KEY ("personnel_id") REFERENCES "public"."personnel"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_adjustments" ADD CONSTRAINT "payroll_adjustments_corrects_run_id_payroll_runs_id_fk" FOREIGN KEY ("corrects_run_id") REFERENCES "public"."payroll_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_adjustments" ADD CONSTRAINT "payroll_adjustments_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_lines" ADD CONSTRAINT "payroll_lines_run_id_payroll_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payroll_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_lines" ADD CONSTRAINT "payroll_lines_personnel_id_personnel_id_fk" FOREIGN KEY ("personnel_id") REFERENCES "public"."personnel"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_lines" ADD CONSTRAINT "payroll_lines_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_fund_source_id_fund_sources_id_fk" FOREIGN KEY ("fund_source_id") REFERENCES "public"."fund_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_approval_request_id_approval_requests_id_fk" FOREIGN KEY ("approval_request_id") REFERENCES "public"."approval_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_prepared_by_user_id_users_id_fk" FOREIGN KEY ("prepared_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_paid_by_user_id_users_id_fk" FOREIGN KEY ("paid_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_tables" ADD CONSTRAINT "payroll_tables_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_deductions" ADD CONSTRAINT "person_deductions_personnel_id_personnel_id_fk" FOREIGN KEY ("personnel_id") REFERENCES "public"."personnel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fund_sources_code_unique" ON "fund_sources" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "pay_profiles_fund_idx" ON "pay_profiles" USING btree ("fund_source_id");--> statement-breakpoint
CREATE INDEX "payroll_adjustments_run_idx" ON "payroll_adjustments" USING btree ("run_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_lines_once" ON "payroll_lines" USING btree ("run_id","personnel_id");--> statement-breakpoint
CREATE INDEX "payroll_lines_person_idx" ON "payroll_lines" USING btree ("personnel_id");--> statement-breakpoint
CREATE INDEX "payroll_runs_month_idx" ON "payroll_runs" USING btree ("month");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_tables_once" ON "payroll_tables" USING btree ("kind","effective_date");--> statement-breakpoint
CREATE INDEX "person_deductions_person_idx" ON "person_deductions" USING btree ("personnel_id");--> statement-breakpoint
-- A paid run is locked (issue 21): its row and its lines never change again, whoever writes; a correction is an
-- adjustment in a later run. The service refuses first with the reason; this is the floor under it.
CREATE FUNCTION payroll_paid_is_locked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'payroll_runs' THEN
    IF OLD.status = 'paid' THEN RAISE EXCEPTION 'payroll run % is paid and locked', OLD.id USING ERRCODE = 'check_violation', CONSTRAINT = 'payroll_runs_locked'; END IF;
  ELSIF EXISTS (SELECT 1 FROM payroll_runs WHERE id = CASE WHEN TG_OP = 'INSERT' THEN NEW.run_id ELSE OLD.run_id END AND status = 'paid') THEN
    RAISE EXCEPTION 'payroll run is paid and locked' USING ERRCODE = 'check_violation', CONSTRAINT = 'payroll_runs_locked';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;
--> statement-breakpoint
CREATE TRIGGER payroll_runs_locked BEFORE UPDATE OR DELETE ON payroll_runs FOR EACH ROW EXECUTE FUNCTION payroll_paid_is_locked();
--> statement-breakpoint
CREATE TRIGGER payroll_lines_locked BEFORE INSERT OR UPDATE OR DELETE ON payroll_lines FOR EACH ROW EXECUTE FUNCTION payroll_paid_is_locked();
--> statement-breakpoint
CREATE TRIGGER payroll_adjustments_locked BEFORE INSERT OR UPDATE OR DELETE ON payroll_adjustments FOR EACH ROW EXECUTE FUNCTION payroll_paid_is_locked();
--> statement-breakpoint
-- Roles made before payroll existed: the administrators and the HR office get its view (a new install's roles get it from the seed).
INSERT INTO role_views (role_id, view) SELECT id, 'PAYROLL' FROM roles WHERE name IN ('Administrator', 'HR Office') ON CONFLICT DO NOTHING;
