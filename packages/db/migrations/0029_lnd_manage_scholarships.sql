CREATE TABLE "intervention_types" (
	"code" varchar(20) PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- The interventions plans named before the list was kept in a table (issue 22); the L&D administrators add others.
INSERT INTO intervention_types (code, name, position) VALUES
  ('training', 'Training', 1), ('coaching', 'Coaching', 2), ('mentoring', 'Mentoring', 3),
  ('job_rotation', 'Job rotation', 4), ('graduate_study', 'Graduate study', 5), ('conference', 'Conference', 6)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TABLE "ld_budgets" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" smallint NOT NULL,
	"department_id" integer NOT NULL,
	"fund_source_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ld_budgets_amount" CHECK ("ld_budgets"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ld_committee_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"committee" varchar(25) NOT NULL,
	"user_id" integer NOT NULL,
	"role" varchar(12) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ld_committee_members_committee" CHECK ("ld_committee_members"."committee" IN ('faculty', 'administrative', 'department_personnel', 'scholarship')),
	CONSTRAINT "ld_committee_members_role" CHECK ("ld_committee_members"."role" IN ('chair', 'vice_chair', 'member', 'secretary'))
);
--> statement-breakpoint
CREATE TABLE "ld_recommendations" (
	"id" serial PRIMARY KEY NOT NULL,
	"personnel_id" integer NOT NULL,
	"competency_id" integer NOT NULL,
	"intervention_type" varchar(20) NOT NULL,
	"intervention" varchar(250),
	"reason" text NOT NULL,
	"source" varchar(10) NOT NULL,
	"recommended_by_user_id" integer,
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"plan_item_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ld_recommendations_source" CHECK ("ld_recommendations"."source" IN ('head', 'committee')),
	CONSTRAINT "ld_recommendations_status" CHECK ("ld_recommendations"."status" IN ('open', 'added', 'dismissed'))
);
--> statement-breakpoint
CREATE TABLE "ld_years" (
	"year" smallint PRIMARY KEY NOT NULL,
	"is_current" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "position_competencies" (
	"position_id" integer NOT NULL,
	"competency_id" integer NOT NULL,
	"level" smallint NOT NULL,
	CONSTRAINT "position_competencies_position_id_competency_id_pk" PRIMARY KEY("position_id","competency_id"),
	CONSTRAINT "position_competencies_level" CHECK ("position_competencies"."level" BETWEEN 1 AND 4)
);
--> statement-breakpoint
CREATE TABLE "scholarship_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"personnel_id" integer NOT NULL,
	"school" varchar(250) NOT NULL,
	"degree" varchar(250) NOT NULL,
	"statement" text,
	"status" varchar(12) DEFAULT 'submitted' NOT NULL,
	"approval_request_id" integer,
	"study_status" varchar(12),
	"study_start" date,
	"study_end" date,
	"obligation_end" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "scholarship_applications_status" CHECK ("scholarship_applications"."status" IN ('submitted', 'approved', 'returned', 'disapproved', 'withdrawn')),
	CONSTRAINT "scholarship_applications_study" CHECK ("scholarship_applications"."study_status" IS NULL OR "scholarship_applications"."study_status" IN ('ongoing', 'completed', 'terminated'))
);
--> statement-breakpoint
CREATE TABLE "scholarship_programs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"description" text,
	"grant" bigint NOT NULL,
	"duration_months" smallint NOT NULL,
	"obligation_months" smallint NOT NULL,
	"slots" smallint,
	"open" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scholarship_programs_figures" CHECK ("scholarship_programs"."grant" >= 0 AND "scholarship_programs"."duration_months" BETWEEN 1 AND 120 AND "scholarship_programs"."obligation_months" >= 0)
);
--> statement-breakpoint
CREATE TABLE "scholarship_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"school_year" varchar(9) NOT NULL,
	"term" varchar(40) NOT NULL,
	"average" varchar(10),
	"remarks" text,
	"file_key" varchar(120) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"uploaded_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scholarship_votes" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"vote" varchar(10) NOT NULL,
	"remarks" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scholarship_votes_vote" CHECK ("scholarship_votes"."vote" IN ('approve', 'disapprove', 'abstain'))
);
--> statement-breakpoint
ALTER TABLE "ld_budgets" ADD CONSTRAINT "ld_budgets_year_ld_years_year_fk" FOREIGN KEY ("year") REFERENCES "public"."ld_years"("year") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ld_budgets" ADD CONSTRAINT "ld_budgets_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ld_budgets" ADD CONSTRAINT "ld_budgets_fund_source_id_fund_sources_id_fk" FOREIGN KEY ("fund_source_id") REFERENCES "public"."fund_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ld_committee_members" ADD CONSTRAINT "ld_committee_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ld_recommendations" ADD CONSTRAINT "ld_recommendations_personnel_id_personnel_id_fk" FOREIGN KEY ("personnel_id") REFERENCES "public"."personnel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ld_recommendations" ADD CONSTRAINT "ld_recommendations_competency_id_competencies_id_fk" FOREIGN KEY ("competency_id") REFERENCES "public"."competencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ld_recommendations" ADD CONSTRAINT "ld_recommendations_intervention_type_intervention_types_code_fk" FOREIGN KEY ("intervention_type") REFERENCES "public"."intervention_types"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "ld_recommendations" ADD CONSTRAINT "ld_recommendations_recommended_by_user_id_users_id_fk" FOREIGN KEY ("recommended_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ld_recommendations" ADD CONSTRAINT "ld_recommendations_plan_item_id_development_plan_items_id_fk" FOREIGN KEY ("plan_item_id") REFERENCES "public"."development_plan_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_competencies" ADD CONSTRAINT "position_competencies_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_competencies" ADD CONSTRAINT "position_competencies_competency_id_competencies_id_fk" FOREIGN KEY ("competency_id") REFERENCES "public"."competencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scholarship_applications" ADD CONSTRAINT "scholarship_applications_program_id_scholarship_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."scholarship_programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scholarship_applications" ADD CONSTRAINT "scholarship_applications_personnel_id_personnel_id_fk" FOREIGN KEY ("personnel_id") REFERENCES "public"."personnel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scholarship_applications" ADD CONSTRAINT "scholarship_applications_approval_request_id_approval_requests_id_fk" FOREIGN KEY ("approval_request_id") REFERENCES "public"."approval_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scholarship_terms" ADD CONSTRAINT "scholarship_terms_application_id_scholarship_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."scholarship_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scholarship_terms" ADD CONSTRAINT "scholarship_terms_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scholarship_votes" ADD CONSTRAINT "scholarship_votes_application_id_scholarship_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."scholarship_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scholarship_votes" ADD CONSTRAINT "scholarship_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ld_budgets_unique" ON "ld_budgets" USING btree ("year","department_id","fund_source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ld_committee_members_unique" ON "ld_committee_members" USING btree ("committee","user_id");--> statement-breakpoint
CREATE INDEX "ld_recommendations_person_idx" ON "ld_recommendations" USING btree ("personnel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ld_years_one_current" ON "ld_years" USING btree ("is_current") WHERE is_current;--> statement-breakpoint
CREATE INDEX "scholarship_applications_person_idx" ON "scholarship_applications" USING btree ("personnel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scholarship_programs_name_unique" ON "scholarship_programs" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "scholarship_terms_unique" ON "scholarship_terms" USING btree ("application_id","school_year","term");--> statement-breakpoint
CREATE UNIQUE INDEX "scholarship_votes_unique" ON "scholarship_votes" USING btree ("application_id","user_id");--> statement-breakpoint
ALTER TABLE "development_plan_items" ADD CONSTRAINT "development_plan_items_intervention_type_intervention_types_code_fk" FOREIGN KEY ("intervention_type") REFERENCES "public"."intervention_types"("code") ON DELETE no action ON UPDATE cascade;
--> statement-breakpoint
-- The L&D year the dashboard opens on: the year this migration runs in (the secretariat opens the next in Manage).
INSERT INTO ld_years (year, is_current) VALUES (EXTRACT(YEAR FROM now() AT TIME ZONE 'Asia/Manila')::smallint, true) ON CONFLICT DO NOTHING;
