CREATE TABLE "office_connections" (
	"id" serial PRIMARY KEY NOT NULL,
	"personnel_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	"reason" text NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"approval_request_id" integer,
	"ended_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ipcr_targets" (
	"id" serial PRIMARY KEY NOT NULL,
	"ipcr_id" integer NOT NULL,
	"mfo_id" integer NOT NULL,
	"success_indicator_id" integer,
	"category" varchar(10) DEFAULT 'core' NOT NULL,
	"output" varchar(500) NOT NULL,
	"indicator" text NOT NULL,
	"weight" numeric(5, 2) NOT NULL,
	"accomplishment" text,
	"quality" smallint,
	"efficiency" smallint,
	"timeliness" smallint,
	"average" numeric(4, 3),
	"remarks" text,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ipcr_targets_category" CHECK ("ipcr_targets"."category" IN ('core', 'strategic', 'support')),
	CONSTRAINT "ipcr_targets_weight" CHECK ("ipcr_targets"."weight" > 0 AND "ipcr_targets"."weight" <= 100),
	CONSTRAINT "ipcr_targets_ratings" CHECK (("ipcr_targets"."quality" IS NULL OR "ipcr_targets"."quality" BETWEEN 1 AND 5) AND ("ipcr_targets"."efficiency" IS NULL OR "ipcr_targets"."efficiency" BETWEEN 1 AND 5) AND ("ipcr_targets"."timeliness" IS NULL OR "ipcr_targets"."timeliness" BETWEEN 1 AND 5))
);
--> statement-breakpoint
CREATE TABLE "ipcrs" (
	"id" serial PRIMARY KEY NOT NULL,
	"period_id" integer NOT NULL,
	"personnel_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	"status" varchar(20) DEFAULT 'draft' NOT NULL,
	"approval_request_id" integer,
	"final_rating" numeric(4, 3),
	"adjective" varchar(30),
	"committed_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ipcrs_status" CHECK ("ipcrs"."status" IN ('draft', 'committed', 'for_rating', 'approved', 'returned')),
	CONSTRAINT "ipcrs_final_rating" CHECK ("ipcrs"."final_rating" IS NULL OR "ipcrs"."final_rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "office_performance" (
	"id" serial PRIMARY KEY NOT NULL,
	"period_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	"kind" varchar(4) NOT NULL,
	"rating" numeric(4, 3),
	"adjective" varchar(30),
	"rated_people" integer DEFAULT 0 NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"computed_by_user_id" integer,
	CONSTRAINT "office_performance_kind" CHECK ("office_performance"."kind" IN ('dpcr', 'opcr'))
);
--> statement-breakpoint
CREATE TABLE "spms_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" smallint NOT NULL,
	"semester" smallint NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"targets_from" date NOT NULL,
	"targets_until" date NOT NULL,
	"rating_from" date NOT NULL,
	"rating_until" date NOT NULL,
	"calibration_from" date NOT NULL,
	"calibration_until" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spms_periods_semester" CHECK ("spms_periods"."semester" IN (1, 2)),
	CONSTRAINT "spms_periods_dates" CHECK ("spms_periods"."starts_on" <= "spms_periods"."ends_on" AND "spms_periods"."targets_from" <= "spms_periods"."targets_until" AND "spms_periods"."rating_from" <= "spms_periods"."rating_until" AND "spms_periods"."calibration_from" <= "spms_periods"."calibration_until" AND "spms_periods"."targets_until" <= "spms_periods"."rating_from" AND "spms_periods"."rating_until" <= "spms_periods"."calibration_from")
);
--> statement-breakpoint
CREATE TABLE "spms_rating_scale" (
	"rating" smallint PRIMARY KEY NOT NULL,
	"adjective" varchar(30) NOT NULL,
	"min_average" numeric(4, 3) NOT NULL,
	"max_average" numeric(4, 3) NOT NULL,
	"description" text,
	CONSTRAINT "spms_rating_scale_rating" CHECK ("spms_rating_scale"."rating" BETWEEN 1 AND 5),
	CONSTRAINT "spms_rating_scale_range" CHECK ("spms_rating_scale"."min_average" <= "spms_rating_scale"."max_average" AND "spms_rating_scale"."min_average" >= 0 AND "spms_rating_scale"."max_average" <= 5)
);
--> statement-breakpoint
CREATE TABLE "spms_success_indicators" (
	"id" serial PRIMARY KEY NOT NULL,
	"mfo_id" integer NOT NULL,
	"category" varchar(10) DEFAULT 'core' NOT NULL,
	"output" varchar(500) NOT NULL,
	"indicator" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spms_success_indicators_category" CHECK ("spms_success_indicators"."category" IN ('core', 'strategic', 'support'))
);
--> statement-breakpoint
CREATE TABLE "vaccination_doses" (
	"id" serial PRIMARY KEY NOT NULL,
	"personnel_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"dose_number" smallint NOT NULL,
	"is_booster" boolean DEFAULT false NOT NULL,
	"given_on" date NOT NULL,
	"place" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vaccination_doses_number" CHECK ("vaccination_doses"."dose_number" BETWEEN 1 AND 6)
);
--> statement-breakpoint
CREATE TABLE "vaccination_records" (
	"personnel_id" integer PRIMARY KEY NOT NULL,
	"card_key" varchar(120),
	"card_name" varchar(255),
	"medically_exempt" boolean DEFAULT false NOT NULL,
	"exemption_reason" text,
	"verified_at" timestamp with time zone,
	"verified_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vaccination_records_exemption" CHECK (NOT "vaccination_records"."medically_exempt" OR "vaccination_records"."exemption_reason" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "vaccine_brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"doses_required" smallint NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vaccine_brands_doses" CHECK ("vaccine_brands"."doses_required" BETWEEN 1 AND 4)
);
--> statement-breakpoint
CREATE TABLE "face_descriptors" (
	"id" serial PRIMARY KEY NOT NULL,
	"personnel_id" integer NOT NULL,
	"descriptor" "bytea" NOT NULL,
	"dimensions" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "face_descriptors_size" CHECK (octet_length("face_descriptors"."descriptor") = 4 * "face_descriptors"."dimensions" AND "face_descriptors"."dimensions" BETWEEN 64 AND 2048)
);
--> statement-breakpoint
CREATE TABLE "face_enrolments" (
	"personnel_id" integer PRIMARY KEY NOT NULL,
	"consent_text" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"image_key" varchar(120),
	"enrolled_by_user_id" integer NOT NULL,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "header_lines" text[];--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "header_address" varchar(300);--> statement-breakpoint
ALTER TABLE "office_connections" ADD CONSTRAINT "office_connections_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipcr_targets" ADD CONSTRAINT "ipcr_targets_ipcr_id_ipcrs_id_fk" FOREIGN KEY ("ipcr_id") REFERENCES "public"."ipcrs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipcr_targets" ADD CONSTRAINT "ipcr_targets_mfo_id_univ_mfos_id_fk" FOREIGN KEY ("mfo_id") REFERENCES "public"."univ_mfos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipcr_targets" ADD CONSTRAINT "ipcr_targets_success_indicator_id_spms_success_indicators_id_fk" FOREIGN KEY ("success_indicator_id") REFERENCES "public"."spms_success_indicators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipcrs" ADD CONSTRAINT "ipcrs_period_id_spms_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."spms_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipcrs" ADD CONSTRAINT "ipcrs_personnel_id_personnel_id_fk" FOREIGN KEY ("personnel_id") REFERENCES "public"."personnel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipcrs" ADD CONSTRAINT "ipcrs_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_performance" ADD CONSTRAINT "office_performance_period_id_spms_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."spms_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_performance" ADD CONSTRAINT "office_performance_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_performance" ADD CONSTRAINT "office_performance_computed_by_user_id_users_id_fk" FOREIGN KEY ("computed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spms_success_indicators" ADD CONSTRAINT "spms_success_indicators_mfo_id_univ_mfos_id_fk" FOREIGN KEY ("mfo_id") REFERENCES "public"."univ_mfos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vaccination_doses" ADD CONSTRAINT "vaccination_doses_personnel_id_personnel_id_fk" FOREIGN KEY ("personnel_id") REFERENCES "public"."personnel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vaccination_doses" ADD CONSTRAINT "vaccination_doses_brand_id_vaccine_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."vaccine_brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vaccination_records" ADD CONSTRAINT "vaccination_records_personnel_id_personnel_id_fk" FOREIGN KEY ("personnel_id") REFERENCES "public"."personnel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vaccination_records" ADD CONSTRAINT "vaccination_records_verified_by_user_id_users_id_fk" FOREIGN KEY ("verified_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_descriptors" ADD CONSTRAINT "face_descriptors_personnel_id_face_enrolments_personnel_id_fk" FOREIGN KEY ("personnel_id") REFERENCES "public"."face_enrolments"("personnel_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_enrolments" ADD CONSTRAINT "face_enrolments_personnel_id_personnel_id_fk" FOREIGN KEY ("personnel_id") REFERENCES "public"."personnel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_enrolments" ADD CONSTRAINT "face_enrolments_enrolled_by_user_id_users_id_fk" FOREIGN KEY ("enrolled_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "office_connections_personnel_idx" ON "office_connections" USING btree ("personnel_id");--> statement-breakpoint
CREATE INDEX "office_connections_department_idx" ON "office_connections" USING btree ("department_id");--> statement-breakpoint
CREATE UNIQUE INDEX "office_connections_one_open" ON "office_connections" USING btree ("personnel_id","department_id") WHERE status IN ('pending', 'approved');--> statement-breakpoint
CREATE INDEX "ipcr_targets_ipcr_idx" ON "ipcr_targets" USING btree ("ipcr_id","position");--> statement-breakpoint
CREATE INDEX "ipcr_targets_mfo_idx" ON "ipcr_targets" USING btree ("mfo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ipcrs_period_person" ON "ipcrs" USING btree ("period_id","personnel_id");--> statement-breakpoint
CREATE INDEX "ipcrs_period_department_idx" ON "ipcrs" USING btree ("period_id","department_id");--> statement-breakpoint
CREATE INDEX "ipcrs_personnel_idx" ON "ipcrs" USING btree ("personnel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "office_performance_period_office" ON "office_performance" USING btree ("period_id","department_id");--> statement-breakpoint
CREATE UNIQUE INDEX "spms_periods_year_semester" ON "spms_periods" USING btree ("year","semester");--> statement-breakpoint
CREATE INDEX "spms_success_indicators_mfo_idx" ON "spms_success_indicators" USING btree ("mfo_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "vaccination_doses_once" ON "vaccination_doses" USING btree ("personnel_id","is_booster","dose_number");--> statement-breakpoint
CREATE INDEX "vaccination_doses_given_idx" ON "vaccination_doses" USING btree ("given_on");--> statement-breakpoint
CREATE UNIQUE INDEX "vaccine_brands_name_unique" ON "vaccine_brands" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "face_descriptors_personnel_idx" ON "face_descriptors" USING btree ("personnel_id");--> statement-breakpoint
ALTER TABLE "office_connections" ADD CONSTRAINT "office_connections_personnel_id_personnel_id_fk" FOREIGN KEY ("personnel_id") REFERENCES "public"."personnel"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The SPMS rating scale (CSC MC No. 6 s. 2012): data, kept on /spmis/admin/settings.
INSERT INTO spms_rating_scale (rating, adjective, min_average, max_average, description) VALUES
  (5, 'Outstanding', 4.500, 5.000, 'Performance exceeding targets by 30% and above of the planned targets.'),
  (4, 'Very Satisfactory', 3.500, 4.499, 'Performance exceeding targets by 15% to 29% of the planned targets.'),
  (3, 'Satisfactory', 2.500, 3.499, 'Performance of 100% to 114% of the planned targets.'),
  (2, 'Unsatisfactory', 1.500, 2.499, 'Performance of 51% to 99% of the planned targets.'),
  (1, 'Poor', 0.000, 1.499, 'Performance failing to meet the planned targets by 50% or below.')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The vaccine brands the DOH's program used and the primary doses each needs (kept on /covid/settings).
INSERT INTO vaccine_brands (name, doses_required) VALUES
  ('Pfizer-BioNTech', 2), ('Moderna', 2), ('AstraZeneca', 2), ('Sinovac (CoronaVac)', 2), ('Sinopharm', 2),
  ('Gamaleya Sputnik V', 2), ('Novavax', 2), ('Janssen (Johnson & Johnson)', 1), ('Sputnik Light', 1)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Roles made before issue 24's modules: every employee keeps an IPCR (SPMS) and a vaccination record (COVID); heads set
-- their office's header (DEPTHEADER). A new install's roles get these from the seed.
INSERT INTO role_views (role_id, view)
SELECT r.id, v.view FROM roles r
  JOIN (VALUES ('Employee', 'SPMS'), ('Employee', 'COVID'), ('Department Head', 'SPMS'), ('Department Head', 'COVID'),
               ('Department Head', 'DEPTHEADER'), ('HR Office', 'SPMS'), ('HR Office', 'SPMSADMIN'), ('HR Office', 'COVID'),
               ('HR Office', 'DEPTHEADER'), ('Administrator', 'SPMS'), ('Administrator', 'SPMSADMIN'), ('Administrator', 'COVID'),
               ('Administrator', 'COVIDHEALTH'), ('Administrator', 'DEPTHEADER'), ('VPAA Office', 'SPMS'), ('VPAA Office', 'COVID'),
               ('Office of the President', 'SPMS'), ('Office of the President', 'COVID'), ('Accounting Office', 'SPMS'),
               ('Accounting Office', 'COVID'), ('Supply and Property Office', 'SPMS'), ('Supply and Property Office', 'COVID')) v(role, view)
  ON v.role = r.name
ON CONFLICT DO NOTHING;
