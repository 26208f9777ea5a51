CREATE TABLE "property_count_lines" (
	"count_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"holder_personnel_id" integer,
	"book_condition" varchar(20) NOT NULL,
	"found" boolean,
	"condition" varchar(20),
	"remarks" text,
	"counted_by_user_id" integer,
	"counted_at" timestamp with time zone,
	CONSTRAINT "property_count_lines_count_id_item_id_pk" PRIMARY KEY("count_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "property_counts" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope" varchar(10) NOT NULL,
	"department_id" integer,
	"personnel_id" integer,
	"as_of" date NOT NULL,
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"remarks" text,
	"created_by_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "property_counts_scope" CHECK (("property_counts"."scope" = 'office' AND "property_counts"."department_id" IS NOT NULL) OR ("property_counts"."scope" = 'employee' AND "property_counts"."personnel_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "property_documents" ALTER COLUMN "personnel_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "clearance_items" ADD COLUMN "kind" varchar(10) DEFAULT 'office' NOT NULL;--> statement-breakpoint
ALTER TABLE "property_document_items" ADD COLUMN "condition" varchar(20);--> statement-breakpoint
ALTER TABLE "property_documents" ADD COLUMN "from_personnel_id" integer;--> statement-breakpoint
ALTER TABLE "property_documents" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "property_items" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(description || ' ' || coalesce(brand, '') || ' ' || coalesce(model, '') || ' ' || coalesce(category, ''))) STORED;--> statement-breakpoint
ALTER TABLE "property_count_lines" ADD CONSTRAINT "property_count_lines_count_id_property_counts_id_fk" FOREIGN KEY ("count_id") REFERENCES "public"."property_counts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_count_lines" ADD CONSTRAINT "property_count_lines_item_id_property_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."property_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_count_lines" ADD CONSTRAINT "property_count_lines_holder_personnel_id_personnel_id_fk" FOREIGN KEY ("holder_personnel_id") REFERENCES "public"."personnel"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_count_lines" ADD CONSTRAINT "property_count_lines_counted_by_user_id_users_id_fk" FOREIGN KEY ("counted_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_counts" ADD CONSTRAINT "property_counts_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_counts" ADD CONSTRAINT "property_counts_personnel_id_personnel_id_fk" FOREIGN KEY ("personnel_id") REFERENCES "public"."personnel"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_counts" ADD CONSTRAINT "property_counts_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_count_lines_item_idx" ON "property_count_lines" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "property_counts_status_idx" ON "property_counts" USING btree ("status","as_of");--> statement-breakpoint
ALTER TABLE "property_documents" ADD CONSTRAINT "property_documents_from_personnel_id_personnel_id_fk" FOREIGN KEY ("from_personnel_id") REFERENCES "public"."personnel"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_items_search_idx" ON "property_items" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "property_items_number_prefix_idx" ON "property_items" USING btree (lower("property_number") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "property_items_serial_prefix_idx" ON "property_items" USING btree (lower("serial_number") text_pattern_ops);--> statement-breakpoint
ALTER TABLE "property_documents" ADD CONSTRAINT "property_documents_personnel" CHECK ("property_documents"."personnel_id" IS NOT NULL OR "property_documents"."kind" IN ('IIRUP', 'IIRUSP'));--> statement-breakpoint
-- Transfers, returns and disposals are documents too (issue 23): their previous holder and reason stay as issued.
CREATE OR REPLACE FUNCTION hris_property_document_fixed() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'A property document is never deleted' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF NEW.kind IS DISTINCT FROM OLD.kind OR NEW.number IS DISTINCT FROM OLD.number OR NEW.personnel_id IS DISTINCT FROM OLD.personnel_id
     OR NEW.issued_on IS DISTINCT FROM OLD.issued_on OR NEW.issued_by_user_id IS DISTINCT FROM OLD.issued_by_user_id
     OR NEW.from_personnel_id IS DISTINCT FROM OLD.from_personnel_id OR NEW.reason IS DISTINCT FROM OLD.reason THEN
    RAISE EXCEPTION 'A property document stays as issued' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- The register's recent search matches are kept per API instance (property.service.ts searchCache): any change to the
-- register announces itself on hris_lists so every instance forgets them.
CREATE TRIGGER property_items_list_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON property_items FOR EACH STATEMENT EXECUTE FUNCTION hris_notify_list_change();
