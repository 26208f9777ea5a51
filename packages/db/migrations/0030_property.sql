CREATE TABLE "property_counters" (
	"kind" varchar(10) NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "property_counters_kind_year_pk" PRIMARY KEY("kind","year")
);
--> statement-breakpoint
CREATE TABLE "property_document_items" (
	"document_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"unit_cost" bigint NOT NULL,
	CONSTRAINT "property_document_items_document_id_item_id_pk" PRIMARY KEY("document_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "property_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(10) NOT NULL,
	"number" varchar(30) NOT NULL,
	"personnel_id" integer NOT NULL,
	"issued_on" date NOT NULL,
	"issued_by_user_id" integer NOT NULL,
	"fund_cluster" varchar(100),
	"remarks" text,
	"acknowledged_at" timestamp with time zone,
	"ended_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_number" varchar(60) NOT NULL,
	"description" text NOT NULL,
	"category" varchar(150),
	"asset_account" varchar(150),
	"brand" varchar(150),
	"model" varchar(150),
	"serial_number" varchar(150),
	"unit" varchar(30) NOT NULL,
	"unit_cost" bigint NOT NULL,
	"date_acquired" date NOT NULL,
	"useful_life_years" integer,
	"fund" varchar(100),
	"supplier" varchar(200),
	"delivery_reference" varchar(100),
	"classification" varchar(30) NOT NULL,
	"condition" varchar(20) DEFAULT 'serviceable' NOT NULL,
	"location" varchar(200),
	"status" varchar(20) DEFAULT 'in_stock' NOT NULL,
	"holder_personnel_id" integer,
	"current_document_id" integer,
	"created_by_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_items_cost_positive" CHECK ("property_items"."unit_cost" > 0),
	CONSTRAINT "property_items_held" CHECK (("property_items"."status" = 'issued') = ("property_items"."holder_personnel_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "property_document_items" ADD CONSTRAINT "property_document_items_document_id_property_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."property_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_document_items" ADD CONSTRAINT "property_document_items_item_id_property_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."property_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_documents" ADD CONSTRAINT "property_documents_personnel_id_personnel_id_fk" FOREIGN KEY ("personnel_id") REFERENCES "public"."personnel"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_documents" ADD CONSTRAINT "property_documents_issued_by_user_id_users_id_fk" FOREIGN KEY ("issued_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_items" ADD CONSTRAINT "property_items_holder_personnel_id_personnel_id_fk" FOREIGN KEY ("holder_personnel_id") REFERENCES "public"."personnel"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_items" ADD CONSTRAINT "property_items_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_document_items_item_idx" ON "property_document_items" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "property_documents_number_unique" ON "property_documents" USING btree ("kind","number");--> statement-breakpoint
CREATE INDEX "property_documents_personnel_idx" ON "property_documents" USING btree ("personnel_id","issued_on");--> statement-breakpoint
CREATE UNIQUE INDEX "property_items_number_unique" ON "property_items" USING btree (lower("property_number"));--> statement-breakpoint
CREATE INDEX "property_items_holder_idx" ON "property_items" USING btree ("holder_personnel_id");--> statement-breakpoint
CREATE INDEX "property_items_status_idx" ON "property_items" USING btree ("status","classification");--> statement-breakpoint
ALTER TABLE "property_items" ADD CONSTRAINT "property_items_current_document_id_fk" FOREIGN KEY ("current_document_id") REFERENCES "public"."property_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A PAR's or an ICS's lines are what was issued (issue 23): never edited or deleted; a correction is another document.
CREATE OR REPLACE FUNCTION hris_property_lines_fixed() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'The lines of a property document are never changed: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER property_document_items_fixed BEFORE UPDATE OR DELETE ON property_document_items
  FOR EACH ROW EXECUTE FUNCTION hris_property_lines_fixed();
--> statement-breakpoint
-- A document's who, what kind, number and day of issue stay as issued; only the acknowledgment and the end are written later.
CREATE OR REPLACE FUNCTION hris_property_document_fixed() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'A property document is never deleted' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF NEW.kind IS DISTINCT FROM OLD.kind OR NEW.number IS DISTINCT FROM OLD.number OR NEW.personnel_id IS DISTINCT FROM OLD.personnel_id
     OR NEW.issued_on IS DISTINCT FROM OLD.issued_on OR NEW.issued_by_user_id IS DISTINCT FROM OLD.issued_by_user_id THEN
    RAISE EXCEPTION 'A property document stays as issued' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER property_documents_fixed BEFORE UPDATE OR DELETE ON property_documents
  FOR EACH ROW EXECUTE FUNCTION hris_property_document_fixed();
--> statement-breakpoint
-- Roles made before property accountability existed: every employee sees what they hold (PPTY-MR); the new Supply and
-- Property Office role (PROPERTYACCOUNT) is made by the seed at start. A new install's roles get these from the seed.
INSERT INTO role_views (role_id, view)
SELECT r.id, v.view FROM roles r
  JOIN (VALUES ('Employee', 'PPTY-MR'), ('Department Head', 'PPTY-MR'), ('HR Office', 'PPTY-MR'), ('VPAA Office', 'PPTY-MR'),
               ('Office of the President', 'PPTY-MR'), ('Accounting Office', 'PPTY-MR'), ('Department Personnel Committee', 'PPTY-MR'),
               ('Faculty L&D Committee', 'PPTY-MR'), ('Administrative L&D Committee', 'PPTY-MR'))
       v(role, view) ON v.role = r.name
ON CONFLICT DO NOTHING;
