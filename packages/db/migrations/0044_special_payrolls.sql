ALTER TABLE "payroll_runs" DROP CONSTRAINT "payroll_runs_kind";--> statement-breakpoint
ALTER TABLE "payroll_tables" DROP CONSTRAINT "payroll_tables_kind";--> statement-breakpoint
ALTER TABLE "payroll_runs" ALTER COLUMN "kind" SET DATA TYPE varchar(20);--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD COLUMN "exclusions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_kind" CHECK ("payroll_runs"."kind" IN ('regular', 'casual', 'job_order', 'mid_year_bonus', 'year_end_bonus', 'pei', 'pbb', 'clothing_allowance'));--> statement-breakpoint
ALTER TABLE "payroll_tables" ADD CONSTRAINT "payroll_tables_kind" CHECK ("payroll_tables"."kind" IN ('contributions', 'tax', 'job_order_withholding', 'settings', 'annual_tax', 'mid_year_bonus', 'year_end_bonus', 'pei', 'pbb', 'clothing_allowance', 'rata'));