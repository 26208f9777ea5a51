-- Leave in pesos (issue 36): an approved monetization, or a separation's terminal leave benefits, waiting to be paid as
-- an earning of the person's next regular payroll run. Hand-written (see packages/db/src/schema/leave-payments.ts).
CREATE TABLE "leave_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(12) NOT NULL,
	"personnel_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"monthly_salary" bigint NOT NULL,
	"days" numeric(10, 3) NOT NULL,
	"factor" numeric(9, 7) NOT NULL,
	"words" text NOT NULL,
	"taxable" boolean DEFAULT false NOT NULL,
	"leave_application_id" integer,
	"separation_id" integer,
	"computed_run_id" integer,
	"paid_run_id" integer,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_payments_leave_application_id_unique" UNIQUE("leave_application_id"),
	CONSTRAINT "leave_payments_separation_id_unique" UNIQUE("separation_id"),
	CONSTRAINT "leave_payments_kind" CHECK ("leave_payments"."kind" IN ('monetization', 'terminal')),
	CONSTRAINT "leave_payments_source" CHECK (("leave_payments"."kind" = 'monetization' AND "leave_payments"."leave_application_id" IS NOT NULL AND "leave_payments"."separation_id" IS NULL) OR ("leave_payments"."kind" = 'terminal' AND "leave_payments"."separation_id" IS NOT NULL AND "leave_payments"."leave_application_id" IS NULL)),
	CONSTRAINT "leave_payments_amount" CHECK ("leave_payments"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "leave_payments" ADD CONSTRAINT "leave_payments_personnel_id_personnel_id_fk" FOREIGN KEY ("personnel_id") REFERENCES "public"."personnel"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_payments" ADD CONSTRAINT "leave_payments_leave_application_id_leave_applications_id_fk" FOREIGN KEY ("leave_application_id") REFERENCES "public"."leave_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_payments" ADD CONSTRAINT "leave_payments_separation_id_separations_id_fk" FOREIGN KEY ("separation_id") REFERENCES "public"."separations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_payments" ADD CONSTRAINT "leave_payments_computed_run_id_payroll_runs_id_fk" FOREIGN KEY ("computed_run_id") REFERENCES "public"."payroll_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_payments" ADD CONSTRAINT "leave_payments_paid_run_id_payroll_runs_id_fk" FOREIGN KEY ("paid_run_id") REFERENCES "public"."payroll_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_payments" ADD CONSTRAINT "leave_payments_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leave_payments_unpaid_idx" ON "leave_payments" USING btree ("personnel_id") WHERE "leave_payments"."paid_run_id" IS NULL;--> statement-breakpoint
-- Once a run has paid it, the payment is history: like the paid run's lines (migration 0027), it no longer changes.
CREATE FUNCTION leave_payment_paid_is_locked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.paid_run_id IS NOT NULL THEN
    RAISE EXCEPTION 'The leave payment was paid by payroll run % and is locked.', OLD.paid_run_id USING ERRCODE = 'check_violation';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;
--> statement-breakpoint
CREATE TRIGGER leave_payments_locked BEFORE UPDATE OR DELETE ON leave_payments FOR EACH ROW EXECUTE FUNCTION leave_payment_paid_is_locked();
