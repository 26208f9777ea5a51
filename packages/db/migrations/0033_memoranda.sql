CREATE TABLE "memoranda" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" varchar(60) NOT NULL,
	"issued_on" date NOT NULL,
	"title" varchar(300) NOT NULL,
	"subject" text,
	"audience" varchar(10) NOT NULL,
	"file_key" varchar(120) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"issued_by_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memoranda_audience_kind" CHECK ("memoranda"."audience" IN ('everyone', 'campus', 'offices', 'roles'))
);
--> statement-breakpoint
CREATE TABLE "memorandum_audiences" (
	"id" serial PRIMARY KEY NOT NULL,
	"memorandum_id" integer NOT NULL,
	"campus_id" integer,
	"department_id" integer,
	"role_id" integer,
	CONSTRAINT "memorandum_audiences_one" CHECK (num_nonnulls("memorandum_audiences"."campus_id", "memorandum_audiences"."department_id", "memorandum_audiences"."role_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "memorandum_reads" (
	"memorandum_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone,
	CONSTRAINT "memorandum_reads_memorandum_id_user_id_pk" PRIMARY KEY("memorandum_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "memoranda" ADD CONSTRAINT "memoranda_issued_by_user_id_users_id_fk" FOREIGN KEY ("issued_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memorandum_audiences" ADD CONSTRAINT "memorandum_audiences_memorandum_id_memoranda_id_fk" FOREIGN KEY ("memorandum_id") REFERENCES "public"."memoranda"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memorandum_audiences" ADD CONSTRAINT "memorandum_audiences_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memorandum_audiences" ADD CONSTRAINT "memorandum_audiences_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memorandum_audiences" ADD CONSTRAINT "memorandum_audiences_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memorandum_reads" ADD CONSTRAINT "memorandum_reads_memorandum_id_memoranda_id_fk" FOREIGN KEY ("memorandum_id") REFERENCES "public"."memoranda"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memorandum_reads" ADD CONSTRAINT "memorandum_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "memoranda_number_unique" ON "memoranda" USING btree (lower("number"));--> statement-breakpoint
CREATE INDEX "memoranda_issued_idx" ON "memoranda" USING btree ("issued_on","id");--> statement-breakpoint
CREATE INDEX "memorandum_audiences_memo_idx" ON "memorandum_audiences" USING btree ("memorandum_id");--> statement-breakpoint
CREATE INDEX "memorandum_reads_user_idx" ON "memorandum_reads" USING btree ("user_id");--> statement-breakpoint
-- The HR office issues memoranda (view MEMORANDA, a new view group; the Administrator role holds every group).
INSERT INTO role_views (role_id, view) SELECT r.id, 'MEMORANDA' FROM roles r WHERE r.name IN ('HR Office', 'Administrator') ON CONFLICT DO NOTHING;
