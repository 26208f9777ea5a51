-- Issue 40, the BIR: what an employee earned from a previous employer in the same year (BIR Form 2316 Part III and the
-- "previous employer" lines of Part IV-A; the alphalist's previous-employer fields), entered by HR from that
-- employer's own 2316. Money is centavos.
CREATE TABLE "previous_employers" (
	"id" serial PRIMARY KEY NOT NULL,
	"personnel_id" integer NOT NULL REFERENCES "personnel"("id") ON DELETE CASCADE,
	"year" smallint NOT NULL,
	"tin" varchar(20) NOT NULL,
	"name" varchar(200) NOT NULL,
	"address" varchar(300) NOT NULL,
	"zip_code" varchar(4),
	"gross" bigint NOT NULL,
	"non_taxable_benefits" bigint DEFAULT 0 NOT NULL,
	"de_minimis" bigint DEFAULT 0 NOT NULL,
	"contributions" bigint DEFAULT 0 NOT NULL,
	"non_taxable_other" bigint DEFAULT 0 NOT NULL,
	"taxable" bigint NOT NULL,
	"tax_withheld" bigint DEFAULT 0 NOT NULL,
	"created_by_user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "previous_employers_amounts" CHECK ("gross" >= 0 AND "taxable" >= 0 AND "tax_withheld" >= 0 AND "non_taxable_benefits" >= 0 AND "de_minimis" >= 0 AND "contributions" >= 0 AND "non_taxable_other" >= 0)
);
--> statement-breakpoint
CREATE INDEX "previous_employers_person_year_idx" ON "previous_employers" ("personnel_id", "year");
--> statement-breakpoint
-- Every 2316 of a year in one PDF: long work (thousands of pages), done in the background and kept so the page shows
-- its progress and the file whoever asked leaves and comes back. `file_key` names the PDF in lib/storage.ts.
CREATE TABLE "bir_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" smallint NOT NULL,
	"status" varchar(10) DEFAULT 'running' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"file_key" varchar(120),
	"error" text,
	"requested_by_user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"started_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "bir_batches_status" CHECK ("status" IN ('running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "bir_batches_year_idx" ON "bir_batches" ("year", "id");
