-- Long work (issue 42): a payroll's compute, a run's payslips in one PDF, a tranche's notices, an import's commit run
-- as jobs: one row each, its progress written as the work goes, taken by one instance at a time (FOR UPDATE SKIP LOCKED)
-- and taken up again (or failed with the reason) when the instance working on it stops.
CREATE TABLE "background_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(40) NOT NULL,
	"asked_by_user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"subject_id" integer,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" varchar(10) DEFAULT 'queued' NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"step" varchar(200) DEFAULT '' NOT NULL,
	"result_message" text,
	"result_link" varchar(300),
	"result_file_key" varchar(200),
	"error" text,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"instance_id" varchar(60),
	"created_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "background_jobs_status" CHECK ("status" IN ('queued', 'running', 'done', 'failed')),
	CONSTRAINT "background_jobs_progress" CHECK ("done" >= 0 AND "total" >= 0)
);
--> statement-breakpoint
CREATE INDEX "background_jobs_queued_idx" ON "background_jobs" ("id") WHERE "status" IN ('queued', 'running');
--> statement-breakpoint
CREATE INDEX "background_jobs_asker_idx" ON "background_jobs" ("asked_by_user_id", "id");
--> statement-breakpoint
-- One job of a kind per subject under way at a time (a run computed twice at once): the second insert is refused.
CREATE UNIQUE INDEX "background_jobs_one_per_subject" ON "background_jobs" ("kind", "subject_id") WHERE "status" IN ('queued', 'running') AND "subject_id" IS NOT NULL;
