CREATE TABLE "leave_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(200) NOT NULL,
	"legal_basis" varchar(200),
	"max_days" integer,
	"unit" varchar(10) DEFAULT 'days' NOT NULL,
	"with_pay" boolean DEFAULT true NOT NULL,
	"cumulative" boolean DEFAULT false NOT NULL,
	"charged_to" varchar(10),
	"file_ahead_days" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "leave_types_code_unique" ON "leave_types" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "leave_types_name_unique" ON "leave_types" USING btree (lower("name"));--> statement-breakpoint
CREATE TRIGGER leave_types_list_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON leave_types FOR EACH STATEMENT EXECUTE FUNCTION hris_notify_list_change();
