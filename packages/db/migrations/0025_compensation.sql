CREATE TABLE "disciplinary_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"personnel_id" integer NOT NULL,
	"notice_date" date NOT NULL,
	"until" date,
	"description" text NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "performance_ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"personnel_id" integer NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"adjective" varchar(20) NOT NULL,
	"remarks" text,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salary_adjustment_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"personnel_id" integer NOT NULL,
	"effective_date" date NOT NULL,
	"legal_basis" text NOT NULL,
	"plantilla_item_id" integer,
	"item_no" varchar(60),
	"position_title" varchar(200) NOT NULL,
	"department_id" integer,
	"salary_grade" smallint NOT NULL,
	"salary_step" smallint NOT NULL,
	"previous_monthly" bigint NOT NULL,
	"new_monthly" bigint NOT NULL,
	"status" varchar(10) DEFAULT 'prepared' NOT NULL,
	"issued_at" timestamp with time zone,
	"issued_by_user_id" integer,
	"received_at" timestamp with time zone,
	"on_service_record" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salary_tranche_runs" (
	"effective_date" date PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_by_user_id" integer,
	"runs" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "step_increment_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"personnel_id" integer NOT NULL,
	"plantilla_item_id" integer,
	"item_no" varchar(60),
	"position_title" varchar(200) NOT NULL,
	"department_id" integer,
	"salary_grade" smallint NOT NULL,
	"step_from" smallint NOT NULL,
	"step_to" smallint NOT NULL,
	"previous_monthly" bigint NOT NULL,
	"new_monthly" bigint NOT NULL,
	"due_date" date NOT NULL,
	"effective_date" date NOT NULL,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" varchar(10) DEFAULT 'issued' NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by_user_id" integer,
	"applied_at" timestamp with time zone,
	"received_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "disciplinary_notices" ADD CONSTRAINT "disciplinary_notices_personnel_id_personnel_id_fk" FOREIGN KEY ("personnel_id") REFERENCES "public"."personnel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disciplinary_notices" ADD CONSTRAINT "disciplinary_notices_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_ratings" ADD CONSTRAINT "performance_ratings_personnel_id_personnel_id_fk" FOREIGN KEY ("personnel_id") REFERENCES "public"."personnel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_ratings" ADD CONSTRAINT "performance_ratings_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_adjustment_notices" ADD CONSTRAINT "salary_adjustment_notices_personnel_id_personnel_id_fk" FOREIGN KEY ("personnel_id") REFERENCES "public"."personnel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_adjustment_notices" ADD CONSTRAINT "salary_adjustment_notices_plantilla_item_id_plantilla_items_id_fk" FOREIGN KEY ("plantilla_item_id") REFERENCES "public"."plantilla_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_adjustment_notices" ADD CONSTRAINT "salary_adjustment_notices_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_adjustment_notices" ADD CONSTRAINT "salary_adjustment_notices_issued_by_user_id_users_id_fk" FOREIGN KEY ("issued_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_tranche_runs" ADD CONSTRAINT "salary_tranche_runs_applied_by_user_id_users_id_fk" FOREIGN KEY ("applied_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "step_increment_notices" ADD CONSTRAINT "step_increment_notices_personnel_id_personnel_id_fk" FOREIGN KEY ("personnel_id") REFERENCES "public"."personnel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "step_increment_notices" ADD CONSTRAINT "step_increment_notices_plantilla_item_id_plantilla_items_id_fk" FOREIGN KEY ("plantilla_item_id") REFERENCES "public"."plantilla_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "step_increment_notices" ADD CONSTRAINT "step_increment_notices_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "step_increment_notices" ADD CONSTRAINT "step_increment_notices_issued_by_user_id_users_id_fk" FOREIGN KEY ("issued_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "disciplinary_notices_personnel_idx" ON "disciplinary_notices" USING btree ("personnel_id","notice_date");--> statement-breakpoint
CREATE INDEX "performance_ratings_personnel_idx" ON "performance_ratings" USING btree ("personnel_id","period_from");--> statement-breakpoint
CREATE UNIQUE INDEX "salary_adjustment_notices_once" ON "salary_adjustment_notices" USING btree ("personnel_id","effective_date");--> statement-breakpoint
CREATE INDEX "salary_adjustment_notices_list_idx" ON "salary_adjustment_notices" USING btree ("effective_date","department_id");--> statement-breakpoint
CREATE UNIQUE INDEX "step_increment_notices_once" ON "step_increment_notices" USING btree ("personnel_id","step_to","due_date");--> statement-breakpoint
CREATE INDEX "step_increment_notices_pending_idx" ON "step_increment_notices" USING btree ("effective_date") WHERE status = 'issued';--> statement-breakpoint
ALTER TABLE "salary_adjustment_notices" ADD CONSTRAINT "salary_adjustment_notices_status_check" CHECK ("status" IN ('prepared', 'issued', 'received'));--> statement-breakpoint
ALTER TABLE "salary_adjustment_notices" ADD CONSTRAINT "salary_adjustment_notices_grade_step_check" CHECK ("salary_grade" BETWEEN 1 AND 33 AND "salary_step" BETWEEN 1 AND 8);--> statement-breakpoint
ALTER TABLE "step_increment_notices" ADD CONSTRAINT "step_increment_notices_status_check" CHECK ("status" IN ('issued', 'applied'));--> statement-breakpoint
ALTER TABLE "step_increment_notices" ADD CONSTRAINT "step_increment_notices_steps_check" CHECK ("salary_grade" BETWEEN 1 AND 33 AND "step_from" BETWEEN 1 AND 7 AND "step_to" = "step_from" + 1);--> statement-breakpoint
ALTER TABLE "performance_ratings" ADD CONSTRAINT "performance_ratings_adjective_check" CHECK ("adjective" IN ('Outstanding', 'Very Satisfactory', 'Satisfactory', 'Unsatisfactory', 'Poor'));--> statement-breakpoint
ALTER TABLE "performance_ratings" ADD CONSTRAINT "performance_ratings_period_check" CHECK ("period_to" >= "period_from");--> statement-breakpoint
ALTER TABLE "disciplinary_notices" ADD CONSTRAINT "disciplinary_notices_until_check" CHECK ("until" IS NULL OR "until" >= "notice_date");--> statement-breakpoint
-- The HRMO issues the notices (Personnel → NOSA, NOSI); HR edits roles afterwards in Settings → Roles.
INSERT INTO role_views (role_id, view) SELECT id, 'NOSINOSA' FROM roles WHERE name = 'HR Office' ON CONFLICT DO NOTHING;
