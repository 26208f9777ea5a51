-- Issue 38: upgrades that can be undone. Each start that applies migrations records here the version of the HRIS that
-- applied them, the migration the database was at and the one it is at now, and the backup taken just before
-- (apps/api/src/ops/upgrade.ts). A build that does not know the database's newest migrations reads it to refuse to
-- start and to name the backup to restore (docs/operations.md, Rolling back).
CREATE TABLE "database_upgrades" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"from_migration" text,
	"to_migration" text NOT NULL,
	"backup" text,
	"upgraded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- DATA_KEY's check value: a known text sealed with the key (apps/api/src/lib/secret-box.ts). A start with another key
-- cannot open it and refuses, instead of every sign-in answering 500. One row at most.
CREATE TABLE "data_key_check" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"sealed" text NOT NULL,
	"sealed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "data_key_check_one_row" CHECK ("data_key_check"."id")
);
