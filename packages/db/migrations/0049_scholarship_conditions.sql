-- Issue 42, scholarships: the conditions HR sets on a program, checked when an employee applies (who may apply, the
-- degree held before it, years of service, an age limit), and the committee's rule for deciding (votes of a majority,
-- or of two-thirds, of its members). Existing programs stay open to everyone and are decided by a majority.
ALTER TABLE "scholarship_programs" ADD COLUMN "open_to" varchar(12) DEFAULT 'everyone' NOT NULL;--> statement-breakpoint
ALTER TABLE "scholarship_programs" ADD COLUMN "degree_required" varchar(10);--> statement-breakpoint
ALTER TABLE "scholarship_programs" ADD COLUMN "min_years_service" smallint;--> statement-breakpoint
ALTER TABLE "scholarship_programs" ADD COLUMN "max_age" smallint;--> statement-breakpoint
ALTER TABLE "scholarship_programs" ADD COLUMN "decision_rule" varchar(12) DEFAULT 'majority' NOT NULL;--> statement-breakpoint
ALTER TABLE "scholarship_programs" ADD CONSTRAINT "scholarship_programs_conditions" CHECK ("scholarship_programs"."open_to" IN ('everyone', 'faculty', 'non_teaching')
  AND ("scholarship_programs"."degree_required" IS NULL OR "scholarship_programs"."degree_required" IN ('bachelor', 'master'))
  AND ("scholarship_programs"."min_years_service" IS NULL OR "scholarship_programs"."min_years_service" BETWEEN 1 AND 40)
  AND ("scholarship_programs"."max_age" IS NULL OR "scholarship_programs"."max_age" BETWEEN 20 AND 70)
  AND "scholarship_programs"."decision_rule" IN ('majority', 'two_thirds'));
