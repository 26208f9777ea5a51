CREATE TABLE "compensatory_credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"personnel_id" integer NOT NULL,
	"entry_kind" varchar(10) NOT NULL,
	"hours" numeric(7, 2) NOT NULL,
	"entry_date" date NOT NULL,
	"expires_on" date,
	"overtime_request_id" integer,
	"remarks" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dtr_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"department_id" integer NOT NULL,
	"month" char(7) NOT NULL,
	"status" varchar(10) DEFAULT 'submitted' NOT NULL,
	"submitted_by_user_id" integer,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"remarks" text,
	"reviewed_by_user_id" integer,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "official_business_travels" (
	"id" serial PRIMARY KEY NOT NULL,
	"personnel_id" integer NOT NULL,
	"destination" varchar(300) NOT NULL,
	"purpose" text NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"time_from" time,
	"time_to" time,
	"approval_request_id" integer,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "overtime_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"personnel_id" integer NOT NULL,
	"kind" varchar(10) DEFAULT 'overtime' NOT NULL,
	"date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"purpose" text NOT NULL,
	"details" jsonb,
	"approval_request_id" integer,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"served_minutes" integer,
	"served_computed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "time_log_appeals" (
	"id" serial PRIMARY KEY NOT NULL,
	"personnel_id" integer NOT NULL,
	"date" date NOT NULL,
	"am_in" time,
	"am_out" time,
	"pm_in" time,
	"pm_out" time,
	"reason" text NOT NULL,
	"attachment_key" text,
	"approval_request_id" integer,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "dtr_clerk_personnel_id" integer;--> statement-breakpoint
ALTER TABLE "compensatory_credits" ADD CONSTRAINT "compensatory_credits_personnel_id_personnel_id_fk" FOREIGN KEY ("personnel_id") REFERENCES "public"."personnel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compensatory_credits" ADD CONSTRAINT "compensatory_credits_overtime_request_id_overtime_requests_id_fk" FOREIGN KEY ("overtime_request_id") REFERENCES "public"."overtime_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dtr_submissions" ADD CONSTRAINT "dtr_submissions_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dtr_submissions" ADD CONSTRAINT "dtr_submissions_submitted_by_user_id_users_id_fk" FOREIGN KEY ("submitted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dtr_submissions" ADD CONSTRAINT "dtr_submissions_reviewed_by_user_id_users_id_fk" FOREIGN KEY ("reviewed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "official_business_travels" ADD CONSTRAINT "official_business_travels_personnel_id_personnel_id_fk" FOREIGN KEY ("personnel_id") REFERENCES "public"."personnel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "official_business_travels" ADD CONSTRAINT "official_business_travels_approval_request_id_approval_requests_id_fk" FOREIGN KEY ("approval_request_id") REFERENCES "public"."approval_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_requests" ADD CONSTRAINT "overtime_requests_personnel_id_personnel_id_fk" FOREIGN KEY ("personnel_id") REFERENCES "public"."personnel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_requests" ADD CONSTRAINT "overtime_requests_approval_request_id_approval_requests_id_fk" FOREIGN KEY ("approval_request_id") REFERENCES "public"."approval_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_log_appeals" ADD CONSTRAINT "time_log_appeals_personnel_id_personnel_id_fk" FOREIGN KEY ("personnel_id") REFERENCES "public"."personnel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_log_appeals" ADD CONSTRAINT "time_log_appeals_approval_request_id_approval_requests_id_fk" FOREIGN KEY ("approval_request_id") REFERENCES "public"."approval_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compensatory_credits_personnel_idx" ON "compensatory_credits" USING btree ("personnel_id","entry_date");--> statement-breakpoint
CREATE UNIQUE INDEX "compensatory_credits_overtime_unique" ON "compensatory_credits" USING btree ("overtime_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dtr_submissions_department_month_unique" ON "dtr_submissions" USING btree ("department_id","month");--> statement-breakpoint
CREATE INDEX "official_business_travels_personnel_idx" ON "official_business_travels" USING btree ("personnel_id","date_from");--> statement-breakpoint
CREATE INDEX "official_business_travels_request_idx" ON "official_business_travels" USING btree ("approval_request_id");--> statement-breakpoint
CREATE INDEX "overtime_requests_personnel_idx" ON "overtime_requests" USING btree ("personnel_id","date");--> statement-breakpoint
CREATE INDEX "overtime_requests_request_idx" ON "overtime_requests" USING btree ("approval_request_id");--> statement-breakpoint
CREATE INDEX "time_log_appeals_personnel_idx" ON "time_log_appeals" USING btree ("personnel_id","date");--> statement-breakpoint
CREATE INDEX "time_log_appeals_request_idx" ON "time_log_appeals" USING btree ("approval_request_id");