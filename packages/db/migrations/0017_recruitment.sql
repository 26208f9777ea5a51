CREATE TABLE "applicant_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"first_name" varchar(100) NOT NULL,
	"middle_name" varchar(100),
	"last_name" varchar(100) NOT NULL,
	"name_extension" varchar(10),
	"sex" varchar(6),
	"birth_date" date,
	"mobile_no" varchar(20),
	"address" text,
	"sections" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"requirement" varchar(200) NOT NULL,
	"document_request_id" integer,
	"storage_key" varchar(120) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_documents_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "application_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"status" varchar(16) NOT NULL,
	"remarks" text,
	"actor_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_ratings" (
	"application_id" integer NOT NULL,
	"member_user_id" integer NOT NULL,
	"criterion_id" integer NOT NULL,
	"score" numeric(6, 2) NOT NULL,
	"rated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessment_ratings_application_id_member_user_id_criterion_id_pk" PRIMARY KEY("application_id","member_user_id","criterion_id")
);
--> statement-breakpoint
CREATE TABLE "board_criteria" (
	"id" serial PRIMARY KEY NOT NULL,
	"board_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"weight" numeric(5, 2) NOT NULL,
	"max_score" numeric(6, 2) DEFAULT 100 NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "board_members" (
	"board_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" varchar(12) NOT NULL,
	CONSTRAINT "board_members_board_id_user_id_pk" PRIMARY KEY("board_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "document_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"description" varchar(200) NOT NULL,
	"requested_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fulfilled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "email_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_verifications_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "hiring_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"department_id" integer NOT NULL,
	"position_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"plantilla_item_no" varchar(60),
	"slots" smallint DEFAULT 1 NOT NULL,
	"employment_kind" varchar(10) NOT NULL,
	"justification" text NOT NULL,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"approval_request_id" integer,
	"requested_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"slot_id" integer NOT NULL,
	"response" varchar(12) DEFAULT 'pending' NOT NULL,
	"response_note" text,
	"responded_at" timestamp with time zone,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_post_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"venue" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_post_id" integer NOT NULL,
	"applicant_user_id" integer NOT NULL,
	"status" varchar(16) DEFAULT 'submitted' NOT NULL,
	"remarks" text,
	"profile_snapshot" jsonb NOT NULL,
	"appointment_id" integer,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"hiring_request_id" integer,
	"position_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	"campus_id" integer NOT NULL,
	"plantilla_item_no" varchar(60),
	"salary_grade" smallint NOT NULL,
	"monthly_salary" bigint NOT NULL,
	"board" varchar(4) NOT NULL,
	"slots" smallint DEFAULT 1 NOT NULL,
	"education" text NOT NULL,
	"training" text NOT NULL,
	"experience" text NOT NULL,
	"eligibility" text NOT NULL,
	"competencies" text,
	"documents_required" jsonb NOT NULL,
	"publish_from" date,
	"closing_date" date,
	"status" varchar(10) DEFAULT 'draft' NOT NULL,
	"created_by_user_id" integer,
	"published_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "selection_boards" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(4) NOT NULL,
	"name" varchar(150) NOT NULL,
	"campus_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "applicant_profiles" ADD CONSTRAINT "applicant_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_documents" ADD CONSTRAINT "application_documents_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_documents" ADD CONSTRAINT "application_documents_document_request_id_document_requests_id_fk" FOREIGN KEY ("document_request_id") REFERENCES "public"."document_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_ratings" ADD CONSTRAINT "assessment_ratings_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_ratings" ADD CONSTRAINT "assessment_ratings_member_user_id_users_id_fk" FOREIGN KEY ("member_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_ratings" ADD CONSTRAINT "assessment_ratings_criterion_id_board_criteria_id_fk" FOREIGN KEY ("criterion_id") REFERENCES "public"."board_criteria"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_criteria" ADD CONSTRAINT "board_criteria_board_id_selection_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."selection_boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_members" ADD CONSTRAINT "board_members_board_id_selection_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."selection_boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_members" ADD CONSTRAINT "board_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_verifications" ADD CONSTRAINT "email_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hiring_requests" ADD CONSTRAINT "hiring_requests_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hiring_requests" ADD CONSTRAINT "hiring_requests_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hiring_requests" ADD CONSTRAINT "hiring_requests_approval_request_id_approval_requests_id_fk" FOREIGN KEY ("approval_request_id") REFERENCES "public"."approval_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hiring_requests" ADD CONSTRAINT "hiring_requests_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_invitations" ADD CONSTRAINT "interview_invitations_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_invitations" ADD CONSTRAINT "interview_invitations_slot_id_interview_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."interview_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_slots" ADD CONSTRAINT "interview_slots_job_post_id_job_posts_id_fk" FOREIGN KEY ("job_post_id") REFERENCES "public"."job_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_post_id_job_posts_id_fk" FOREIGN KEY ("job_post_id") REFERENCES "public"."job_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_applicant_user_id_users_id_fk" FOREIGN KEY ("applicant_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_posts" ADD CONSTRAINT "job_posts_hiring_request_id_hiring_requests_id_fk" FOREIGN KEY ("hiring_request_id") REFERENCES "public"."hiring_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_posts" ADD CONSTRAINT "job_posts_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_posts" ADD CONSTRAINT "job_posts_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_posts" ADD CONSTRAINT "job_posts_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_posts" ADD CONSTRAINT "job_posts_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_boards" ADD CONSTRAINT "selection_boards_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_documents_application_idx" ON "application_documents" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "application_events_application_idx" ON "application_events" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "assessment_ratings_member_idx" ON "assessment_ratings" USING btree ("member_user_id");--> statement-breakpoint
CREATE INDEX "board_criteria_board_idx" ON "board_criteria" USING btree ("board_id","position");--> statement-breakpoint
CREATE INDEX "hiring_requests_department_idx" ON "hiring_requests" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "hiring_requests_request_idx" ON "hiring_requests" USING btree ("approval_request_id");--> statement-breakpoint
CREATE INDEX "interview_invitations_application_idx" ON "interview_invitations" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "interview_slots_post_idx" ON "interview_slots" USING btree ("job_post_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "job_applications_once" ON "job_applications" USING btree ("job_post_id","applicant_user_id");--> statement-breakpoint
CREATE INDEX "job_applications_applicant_idx" ON "job_applications" USING btree ("applicant_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_posts_code_unique" ON "job_posts" USING btree ("code");--> statement-breakpoint
CREATE INDEX "job_posts_open_idx" ON "job_posts" USING btree ("status","closing_date");--> statement-breakpoint
-- Heads ask to hire (RSP → Request to hire); HR edits roles afterwards in Settings → Roles.
INSERT INTO role_views (role_id, view) SELECT id, 'HIREREQUEST' FROM roles WHERE name = 'Department Head' ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Requests to hire come from heads, so the seeded chain's first step is the HRMO's, not the requester's head.
UPDATE approval_chain_steps s SET actor_kind = 'role', role_id = (SELECT x.role_id FROM approval_chain_steps x WHERE x.chain_id = s.chain_id AND x.position = 2), label = 'Checked against the plantilla (HRMO)'
  FROM approval_chains c WHERE c.id = s.chain_id AND c.request_type = 'request_to_hire' AND c.name = 'Request to hire (university-wide)' AND s.position = 1 AND s.actor_kind = 'department_head';
