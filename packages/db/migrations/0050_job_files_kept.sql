-- A job's result file (the PDF of a run's payslips, of a tranche's notices) is kept for a time, then removed from the
-- storage by the hourly pass (background-jobs.service.ts, JOB_FILES_KEPT_DAYS): the row keeps when, so the file route
-- says it is no longer kept and the page offers no Save button.
ALTER TABLE "background_jobs" ADD COLUMN "file_removed_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "background_jobs_files_kept_idx" ON "background_jobs" ("finished_at") WHERE "result_file_key" IS NOT NULL AND "file_removed_at" IS NULL;
