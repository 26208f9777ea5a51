-- Substring search of the pickers runs on trigram indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "appointment_natures" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointment_plantillas" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointment_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"for_reclass" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blood_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "civil_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "degree_majors" (
	"id" serial PRIMARY KEY NOT NULL,
	"degree_id" integer NOT NULL,
	"major" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "degrees" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"level" varchar(40) NOT NULL,
	"status" varchar(10) DEFAULT 'approved' NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "personnel_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salary_schedule" (
	"id" serial PRIMARY KEY NOT NULL,
	"grade" integer NOT NULL,
	"step" integer NOT NULL,
	"effective_date" date NOT NULL,
	"amount" integer NOT NULL,
	"tranche" text
);
--> statement-breakpoint
CREATE TABLE "schools" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"status" varchar(10) DEFAULT 'approved' NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "univ_mfos" (
	"id" serial PRIMARY KEY NOT NULL,
	"fullname" varchar(300) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"status" varchar(10) DEFAULT 'approved' NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "salary_grade" integer;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "degree_majors" ADD CONSTRAINT "degree_majors_degree_id_degrees_id_fk" FOREIGN KEY ("degree_id") REFERENCES "public"."degrees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "degrees" ADD CONSTRAINT "degrees_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schools" ADD CONSTRAINT "schools_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_companies" ADD CONSTRAINT "work_companies_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_natures_name_unique" ON "appointment_natures" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_plantillas_name_unique" ON "appointment_plantillas" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_statuses_name_unique" ON "appointment_statuses" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "blood_types_name_unique" ON "blood_types" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "civil_statuses_name_unique" ON "civil_statuses" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "countries_name_unique" ON "countries" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "degree_majors_unique" ON "degree_majors" USING btree ("degree_id",lower("major"));--> statement-breakpoint
CREATE UNIQUE INDEX "degrees_name_unique" ON "degrees" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "degrees_name_trgm" ON "degrees" USING gin (lower(name) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "personnel_statuses_name_unique" ON "personnel_statuses" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "salary_schedule_unique" ON "salary_schedule" USING btree ("grade","step","effective_date");--> statement-breakpoint
CREATE UNIQUE INDEX "schools_name_unique" ON "schools" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "schools_name_trgm" ON "schools" USING gin (lower(name) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "univ_mfos_name_unique" ON "univ_mfos" USING btree (lower("fullname"));--> statement-breakpoint
CREATE UNIQUE INDEX "work_companies_name_unique" ON "work_companies" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "work_companies_name_trgm" ON "work_companies" USING gin (lower(name) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "positions_name_unique" ON "positions" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "positions_name_trgm" ON "positions" USING gin (lower(name) gin_trgm_ops);