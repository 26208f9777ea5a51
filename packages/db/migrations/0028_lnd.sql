CREATE TABLE "competencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"type" varchar(20) NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competencies_type" CHECK ("competencies"."type" IN ('core', 'organizational', 'technical', 'leadership'))
);
--> statement-breakpoint
CREATE TABLE "development_plan_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"competency_id" integer NOT NULL,
	"current_level" smallint NOT NULL,
	"target_level" smallint NOT NULL,
	"intervention_type" varchar(20) NOT NULL,
	"intervention" varchar(250),
	"provider" varchar(250),
	"target_date" date NOT NULL,
	"support_time" boolean DEFAULT false NOT NULL,
	"support_funds" bigint DEFAULT 0 NOT NULL,
	"status" varchar(10) DEFAULT 'planned' NOT NULL,
	"done_at" timestamp with time zone,
	"position" smallint NOT NULL,
	CONSTRAINT "development_plan_items_levels" CHECK ("development_plan_items"."current_level" BETWEEN 1 AND 4 AND "development_plan_items"."target_level" BETWEEN 1 AND 4 AND "development_plan_items"."target_level" > "development_plan_items"."current_level"),
	CONSTRAINT "development_plan_items_status" CHECK ("development_plan_items"."status" IN ('planned', 'done')),
	CONSTRAINT "development_plan_items_funds" CHECK ("development_plan_items"."support_funds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "development_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"personnel_id" integer NOT NULL,
	"kind" varchar(15) NOT NULL,
	"period_from" smallint NOT NULL,
	"period_to" smallint NOT NULL,
	"status" varchar(12) DEFAULT 'draft' NOT NULL,
	"approval_request_id" integer,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "development_plans_kind" CHECK ("development_plans"."kind" IN ('faculty', 'administrative')),
	CONSTRAINT "development_plans_status" CHECK ("development_plans"."status" IN ('draft', 'submitted', 'approved', 'returned', 'disapproved')),
	CONSTRAINT "development_plans_period" CHECK ("development_plans"."period_to" >= "development_plans"."period_from" AND "development_plans"."period_to" - "development_plans"."period_from" <= 2)
);
--> statement-breakpoint
CREATE TABLE "ld_attendances" (
	"id" serial PRIMARY KEY NOT NULL,
	"personnel_id" integer NOT NULL,
	"plan_item_id" integer,
	"title" varchar(250) NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"hours" smallint NOT NULL,
	"ld_type" varchar(15) NOT NULL,
	"conducted_by" varchar(250) NOT NULL,
	"certificate_key" varchar(120) NOT NULL,
	"certificate_name" varchar(255) NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"remarks" text,
	"verified_by_user_id" integer,
	"verified_at" timestamp with time zone,
	"pds_entry_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ld_attendances_hours" CHECK ("ld_attendances"."hours" BETWEEN 1 AND 999),
	CONSTRAINT "ld_attendances_dates" CHECK ("ld_attendances"."date_to" >= "ld_attendances"."date_from"),
	CONSTRAINT "ld_attendances_status" CHECK ("ld_attendances"."status" IN ('pending', 'verified', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "development_plan_items" ADD CONSTRAINT "development_plan_items_plan_id_development_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."development_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "development_plan_items" ADD CONSTRAINT "development_plan_items_competency_id_competencies_id_fk" FOREIGN KEY ("competency_id") REFERENCES "public"."competencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "development_plans" ADD CONSTRAINT "development_plans_personnel_id_personnel_id_fk" FOREIGN KEY ("personnel_id") REFERENCES "public"."personnel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "development_plans" ADD CONSTRAINT "development_plans_approval_request_id_approval_requests_id_fk" FOREIGN KEY ("approval_request_id") REFERENCES "public"."approval_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "development_plans" ADD CONSTRAINT "development_plans_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ld_attendances" ADD CONSTRAINT "ld_attendances_personnel_id_personnel_id_fk" FOREIGN KEY ("personnel_id") REFERENCES "public"."personnel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ld_attendances" ADD CONSTRAINT "ld_attendances_plan_item_id_development_plan_items_id_fk" FOREIGN KEY ("plan_item_id") REFERENCES "public"."development_plan_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ld_attendances" ADD CONSTRAINT "ld_attendances_verified_by_user_id_users_id_fk" FOREIGN KEY ("verified_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "competencies_name_unique" ON "competencies" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "development_plan_items_plan_idx" ON "development_plan_items" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "development_plans_person_idx" ON "development_plans" USING btree ("personnel_id");--> statement-breakpoint
CREATE INDEX "ld_attendances_person_idx" ON "ld_attendances" USING btree ("personnel_id");--> statement-breakpoint
CREATE INDEX "ld_attendances_pending_idx" ON "ld_attendances" USING btree ("created_at") WHERE status = 'pending';--> statement-breakpoint
-- The CSC's competencies every plan may name (core, organizational, leadership) and a university's common technical ones;
-- HR adds the rest. Once: an edited or added competency stands.
INSERT INTO competencies (name, type, description) VALUES
  ('Exemplifying Integrity', 'core', 'Acts with honesty, fairness and accountability in public service.'),
  ('Delivering Service Excellence', 'core', 'Serves clients and stakeholders promptly, courteously and well.'),
  ('Interpersonal Skills', 'core', 'Works with others with respect and good communication.'),
  ('Planning and Organizing', 'organizational', 'Sets goals, priorities and schedules, and the resources to meet them.'),
  ('Monitoring and Evaluating', 'organizational', 'Tracks work against plans and standards and acts on the gaps.'),
  ('Writing Effectively', 'organizational', 'Writes clear, correct and purposeful documents.'),
  ('Speaking Effectively', 'organizational', 'Speaks clearly and persuasively to different audiences.'),
  ('Technology Literacy and Managing Information', 'organizational', 'Uses technology and manages records and information well.'),
  ('Problem Solving and Decision Making', 'organizational', 'Analyzes problems and makes sound, timely decisions.'),
  ('Building Collaborative and Inclusive Working Relationships', 'leadership', 'Builds teams and partnerships across offices.'),
  ('Managing Performance and Coaching for Results', 'leadership', 'Sets expectations, gives feedback and develops people.'),
  ('Leading Change', 'leadership', 'Drives and sustains change in the organization.'),
  ('Thinking Strategically and Creatively', 'leadership', 'Sees the long view and finds new ways to meet goals.'),
  ('Instructional Delivery', 'technical', 'Teaches with sound pedagogy and assessment (faculty).'),
  ('Curriculum Development', 'technical', 'Designs and revises programs and courses (faculty).'),
  ('Research and Extension', 'technical', 'Conducts and publishes research and extension work (faculty).'),
  ('Records Management', 'technical', 'Keeps, retrieves and disposes of records by the rules.'),
  ('Procurement', 'technical', 'Plans and conducts procurement under RA 9184.')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Roles made before L&D existed: every employee keeps a plan (LD); heads review their office's (LDHEAD); the HR office
-- manages L&D and verifies the trainings attended (LDADMIN). A new install's roles get these from the seed.
INSERT INTO role_views (role_id, view)
SELECT r.id, v.view FROM roles r
  JOIN (VALUES ('Employee', 'LD'), ('Department Head', 'LD'), ('Department Head', 'LDHEAD'), ('HR Office', 'LD'), ('HR Office', 'LDADMIN'),
               ('VPAA Office', 'LD'), ('Office of the President', 'LD'), ('Accounting Office', 'LD')) v(role, view) ON v.role = r.name
ON CONFLICT DO NOTHING;
