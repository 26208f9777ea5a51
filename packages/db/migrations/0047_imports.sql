-- Issue 41, moving in from spreadsheets: each import is a batch (all or nothing), listed with who ran it and when, and
-- undone from its records while nothing they hold is used elsewhere. A record is what the batch made (`before` null:
-- undone by deleting it) or changed (`before`: its columns before the import, put back by the undo).
CREATE TABLE "import_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(30) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"created_count" integer DEFAULT 0 NOT NULL,
	"updated_count" integer DEFAULT 0 NOT NULL,
	"created_by_user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by_user_id" integer REFERENCES "users"("id") ON DELETE SET NULL
);
--> statement-breakpoint
CREATE INDEX "import_batches_kind_idx" ON "import_batches" ("kind", "created_at");
--> statement-breakpoint
CREATE TABLE "import_batch_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL REFERENCES "import_batches"("id") ON DELETE CASCADE,
	"entity" varchar(40) NOT NULL,
	"entity_id" integer NOT NULL,
	"before" jsonb
);
--> statement-breakpoint
CREATE INDEX "import_batch_records_batch_idx" ON "import_batch_records" ("batch_id", "entity");
--> statement-breakpoint
-- The column mapping last used for a kind, proposed to the next import of it.
CREATE TABLE "import_mappings" (
	"kind" varchar(30) PRIMARY KEY NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_by_user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
