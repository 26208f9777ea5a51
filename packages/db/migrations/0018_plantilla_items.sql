CREATE TABLE "plantilla_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_no" varchar(60) NOT NULL,
	"position_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	"salary_grade" smallint NOT NULL,
	"salary_step" smallint DEFAULT 1 NOT NULL,
	"level_id" integer,
	"coverage_id" integer,
	"status" varchar(8) DEFAULT 'vacant' NOT NULL,
	"incumbent_personnel_id" integer,
	"filled_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "plantilla_item_id" integer;--> statement-breakpoint
ALTER TABLE "plantilla_items" ADD CONSTRAINT "plantilla_items_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plantilla_items" ADD CONSTRAINT "plantilla_items_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plantilla_items" ADD CONSTRAINT "plantilla_items_level_id_plantilla_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."plantilla_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plantilla_items" ADD CONSTRAINT "plantilla_items_coverage_id_plantilla_coverages_id_fk" FOREIGN KEY ("coverage_id") REFERENCES "public"."plantilla_coverages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plantilla_items" ADD CONSTRAINT "plantilla_items_incumbent_personnel_id_personnel_id_fk" FOREIGN KEY ("incumbent_personnel_id") REFERENCES "public"."personnel"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plantilla_items_item_no_unique" ON "plantilla_items" USING btree (lower("item_no"));--> statement-breakpoint
CREATE INDEX "plantilla_items_department_idx" ON "plantilla_items" USING btree ("department_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "plantilla_items_incumbent_unique" ON "plantilla_items" USING btree ("incumbent_personnel_id");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_plantilla_item_id_plantilla_items_id_fk" FOREIGN KEY ("plantilla_item_id") REFERENCES "public"."plantilla_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plantilla_items" ADD CONSTRAINT "plantilla_items_status_check" CHECK ("status" IN ('vacant', 'filled'));--> statement-breakpoint
ALTER TABLE "plantilla_items" ADD CONSTRAINT "plantilla_items_vacant_has_no_incumbent" CHECK ("status" = 'filled' OR "incumbent_personnel_id" IS NULL);--> statement-breakpoint
-- Item numbers already written on requests to hire and job posts become items (vacant), so nothing saved is lost.
INSERT INTO "plantilla_items" ("item_no", "position_id", "department_id", "salary_grade")
SELECT DISTINCT ON (lower(x.item_no)) x.item_no, x.position_id, x.department_id, x.salary_grade
  FROM (
    SELECT j.plantilla_item_no AS item_no, j.position_id, j.department_id, j.salary_grade, j.created_at FROM "job_posts" j WHERE j.plantilla_item_no IS NOT NULL
    UNION ALL
    SELECT h.plantilla_item_no, h.position_id, h.department_id, COALESCE(p.salary_grade, 1), h.created_at
      FROM "hiring_requests" h JOIN "positions" p ON p.id = h.position_id WHERE h.plantilla_item_no IS NOT NULL
  ) x
 ORDER BY lower(x.item_no), x.created_at
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The HRMO keeps the plantilla (Plantilla → Items); HR edits roles afterwards in Settings → Roles.
INSERT INTO role_views (role_id, view) SELECT id, 'PLANTILLA' FROM roles WHERE name = 'HR Office' ON CONFLICT DO NOTHING;
