CREATE TABLE "pds_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"storage_key" varchar(120) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploaded_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pds_attachments_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "pds_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"personnel_id" integer NOT NULL,
	"section" varchar(30) NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pds_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"personnel_id" integer NOT NULL,
	"status" varchar(12) DEFAULT 'submitted' NOT NULL,
	"snapshot" jsonb NOT NULL,
	"changed_sections" jsonb NOT NULL,
	"remarks" text,
	"submitted_by_user_id" integer,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by_user_id" integer,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"storage_key" varchar(120) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"size_bytes" integer NOT NULL,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"personnel_id" integer NOT NULL,
	"nature_id" integer,
	"appointment_status_id" integer,
	"position_id" integer,
	"department_id" integer,
	"salary_grade" integer,
	"salary_step" integer,
	"monthly_salary" bigint,
	"effective_date" date NOT NULL,
	"remarks" text,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clearance_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"separation_id" integer NOT NULL,
	"office" varchar(200) NOT NULL,
	"department_id" integer,
	"position" integer NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"remarks" text,
	"cleared_by_user_id" integer,
	"cleared_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "coe_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"personnel_id" integer NOT NULL,
	"purpose" varchar(300) NOT NULL,
	"with_compensation" boolean DEFAULT false NOT NULL,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"approval_request_id" integer,
	"document_key" varchar(120),
	"signatory_name" varchar(200),
	"signatory_title" varchar(200),
	"issued_by_user_id" integer,
	"issued_at" timestamp with time zone,
	"requested_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "separations" (
	"id" serial PRIMARY KEY NOT NULL,
	"personnel_id" integer NOT NULL,
	"cause" varchar(30) NOT NULL,
	"effective_date" date NOT NULL,
	"remarks" text,
	"status" varchar(12) DEFAULT 'clearing' NOT NULL,
	"account_deactivated_at" timestamp with time zone,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_record_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"personnel_id" integer NOT NULL,
	"appointment_id" integer,
	"date_from" date NOT NULL,
	"date_to" date,
	"position_title" varchar(200) NOT NULL,
	"appointment_status" varchar(100),
	"annual_salary" bigint,
	"office" varchar(250),
	"branch" varchar(50),
	"lwop_days" numeric(8, 3),
	"separation_date" date,
	"separation_cause" varchar(100),
	"remarks" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "personnel" ADD COLUMN "salary_step" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "pds_attachments" ADD CONSTRAINT "pds_attachments_entry_id_pds_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."pds_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pds_attachments" ADD CONSTRAINT "pds_attachments_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pds_entries" ADD CONSTRAINT "pds_entries_personnel_id_personnel_id_fk" FOREIGN KEY ("personnel_id") REFERENCES "public"."personnel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pds_submissions" ADD CONSTRAINT "pds_submissions_personnel_id_personnel_id_fk" FOREIGN KEY ("personnel_id") REFERENCES "public"."personnel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pds_submissions" ADD CONSTRAINT "pds_submissions_submitted_by_user_id_users_id_fk" FOREIGN KEY ("submitted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pds_submissions" ADD CONSTRAINT "pds_submissions_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_personnel_id_personnel_id_fk" FOREIGN KEY ("personnel_id") REFERENCES "public"."personnel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_nature_id_appointment_natures_id_fk" FOREIGN KEY ("nature_id") REFERENCES "public"."appointment_natures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_appointment_status_id_appointment_statuses_id_fk" FOREIGN KEY ("appointment_status_id") REFERENCES "public"."appointment_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clearance_items" ADD CONSTRAINT "clearance_items_separation_id_separations_id_fk" FOREIGN KEY ("separation_id") REFERENCES "public"."separations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clearance_items" ADD CONSTRAINT "clearance_items_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clearance_items" ADD CONSTRAINT "clearance_items_cleared_by_user_id_users_id_fk" FOREIGN KEY ("cleared_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coe_requests" ADD CONSTRAINT "coe_requests_personnel_id_personnel_id_fk" FOREIGN KEY ("personnel_id") REFERENCES "public"."personnel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coe_requests" ADD CONSTRAINT "coe_requests_approval_request_id_approval_requests_id_fk" FOREIGN KEY ("approval_request_id") REFERENCES "public"."approval_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coe_requests" ADD CONSTRAINT "coe_requests_issued_by_user_id_users_id_fk" FOREIGN KEY ("issued_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coe_requests" ADD CONSTRAINT "coe_requests_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "separations" ADD CONSTRAINT "separations_personnel_id_personnel_id_fk" FOREIGN KEY ("personnel_id") REFERENCES "public"."personnel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "separations" ADD CONSTRAINT "separations_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_record_lines" ADD CONSTRAINT "service_record_lines_personnel_id_personnel_id_fk" FOREIGN KEY ("personnel_id") REFERENCES "public"."personnel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_record_lines" ADD CONSTRAINT "service_record_lines_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pds_attachments_entry_idx" ON "pds_attachments" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "pds_entries_owner_idx" ON "pds_entries" USING btree ("personnel_id","section");--> statement-breakpoint
CREATE INDEX "pds_submissions_owner_idx" ON "pds_submissions" USING btree ("personnel_id","status");--> statement-breakpoint
CREATE INDEX "pds_submissions_queue_idx" ON "pds_submissions" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "appointments_personnel_idx" ON "appointments" USING btree ("personnel_id","effective_date");--> statement-breakpoint
CREATE INDEX "clearance_items_separation_idx" ON "clearance_items" USING btree ("separation_id");--> statement-breakpoint
CREATE INDEX "coe_requests_personnel_idx" ON "coe_requests" USING btree ("personnel_id");--> statement-breakpoint
CREATE INDEX "coe_requests_status_idx" ON "coe_requests" USING btree ("status");--> statement-breakpoint
CREATE INDEX "separations_personnel_idx" ON "separations" USING btree ("personnel_id");--> statement-breakpoint
CREATE INDEX "separations_due_idx" ON "separations" USING btree ("status","effective_date");--> statement-breakpoint
CREATE INDEX "service_record_lines_personnel_idx" ON "service_record_lines" USING btree ("personnel_id","date_from");