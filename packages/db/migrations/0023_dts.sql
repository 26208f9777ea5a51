CREATE TABLE "dts_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"log_id" bigint NOT NULL,
	"document_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" varchar(255) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dts_counters" (
	"year" integer NOT NULL,
	"office_id" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "dts_counters_year_office_id_pk" PRIMARY KEY("year","office_id")
);
--> statement-breakpoint
CREATE TABLE "dts_document_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"action" varchar(20) NOT NULL,
	"office_id" integer NOT NULL,
	"to_office_id" integer,
	"actor_user_id" integer NOT NULL,
	"remarks" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dts_document_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(150) NOT NULL,
	"processing_class" varchar(20) NOT NULL,
	"working_days" integer NOT NULL,
	"default_route" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dts_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"tracking_number" varchar(30) NOT NULL,
	"title" varchar(300) NOT NULL,
	"document_type_id" integer NOT NULL,
	"origin_office_id" integer NOT NULL,
	"filed_by_user_id" integer NOT NULL,
	"filed_at" timestamp with time zone NOT NULL,
	"confidential" boolean DEFAULT false NOT NULL,
	"remarks" text,
	"state" varchar(20) NOT NULL,
	"current_office_id" integer NOT NULL,
	"from_office_id" integer,
	"holder_user_id" integer,
	"since" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone,
	"overdue_notified_on" varchar(10)
);
--> statement-breakpoint
ALTER TABLE "dts_attachments" ADD CONSTRAINT "dts_attachments_log_id_dts_document_log_id_fk" FOREIGN KEY ("log_id") REFERENCES "public"."dts_document_log"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dts_attachments" ADD CONSTRAINT "dts_attachments_document_id_dts_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."dts_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dts_counters" ADD CONSTRAINT "dts_counters_office_id_departments_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dts_document_log" ADD CONSTRAINT "dts_document_log_document_id_dts_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."dts_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dts_document_log" ADD CONSTRAINT "dts_document_log_office_id_departments_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dts_document_log" ADD CONSTRAINT "dts_document_log_to_office_id_departments_id_fk" FOREIGN KEY ("to_office_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dts_document_log" ADD CONSTRAINT "dts_document_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dts_documents" ADD CONSTRAINT "dts_documents_document_type_id_dts_document_types_id_fk" FOREIGN KEY ("document_type_id") REFERENCES "public"."dts_document_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dts_documents" ADD CONSTRAINT "dts_documents_origin_office_id_departments_id_fk" FOREIGN KEY ("origin_office_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dts_documents" ADD CONSTRAINT "dts_documents_filed_by_user_id_users_id_fk" FOREIGN KEY ("filed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dts_documents" ADD CONSTRAINT "dts_documents_current_office_id_departments_id_fk" FOREIGN KEY ("current_office_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dts_documents" ADD CONSTRAINT "dts_documents_from_office_id_departments_id_fk" FOREIGN KEY ("from_office_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dts_documents" ADD CONSTRAINT "dts_documents_holder_user_id_users_id_fk" FOREIGN KEY ("holder_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dts_attachments_document_idx" ON "dts_attachments" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "dts_document_log_document_idx" ON "dts_document_log" USING btree ("document_id","id");--> statement-breakpoint
CREATE INDEX "dts_document_log_office_idx" ON "dts_document_log" USING btree ("office_id","document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dts_document_types_name_unique" ON "dts_document_types" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "dts_documents_tracking_unique" ON "dts_documents" USING btree ("tracking_number");--> statement-breakpoint
CREATE INDEX "dts_documents_current_idx" ON "dts_documents" USING btree ("current_office_id","state","since");--> statement-breakpoint
CREATE INDEX "dts_documents_from_idx" ON "dts_documents" USING btree ("from_office_id","state","since");--> statement-breakpoint
CREATE INDEX "dts_documents_filer_idx" ON "dts_documents" USING btree ("filed_by_user_id","filed_at");--> statement-breakpoint
CREATE INDEX "dts_documents_due_idx" ON "dts_documents" USING btree ("due_at");--> statement-breakpoint
-- The log of a document's moves is append-only (issue 19): nothing in it is edited or deleted; a correction is a new row.
CREATE OR REPLACE FUNCTION hris_dts_log_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'The document log is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER dts_document_log_append_only BEFORE UPDATE OR DELETE ON dts_document_log
  FOR EACH ROW EXECUTE FUNCTION hris_dts_log_append_only();
