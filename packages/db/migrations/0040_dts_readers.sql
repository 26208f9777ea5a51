-- Issue 37: a confidential document is read by persons, not by whole offices. Besides whoever filed it and whoever
-- holds it (dts_documents), the persons it is addressed to and those its holder names may read it in full; everyone
-- else on its route sees that it exists, its tracking number and its status.
CREATE TABLE "dts_document_readers" (
	"document_id" integer NOT NULL REFERENCES "dts_documents"("id"),
	"personnel_id" integer NOT NULL REFERENCES "personnel"("id"),
	-- addressee (named when it was filed or forwarded) | named (by its holder)
	"kind" varchar(20) NOT NULL,
	"named_by_user_id" integer NOT NULL REFERENCES "users"("id"),
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "dts_document_readers_pk" PRIMARY KEY ("document_id", "personnel_id")
);
--> statement-breakpoint
CREATE INDEX "dts_document_readers_personnel_idx" ON "dts_document_readers" ("personnel_id");
--> statement-breakpoint
-- Who reads a document changes what its offices' views show it as (its title or "Confidential document"): the views
-- kept by each instance are dropped as for a write to the document itself (migration 0024).
CREATE OR REPLACE FUNCTION hris_notify_dts_readers() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('hris_dts', (SELECT concat_ws(',', d.current_office_id, d.from_office_id) FROM dts_documents d
                                  WHERE d.id = coalesce(NEW.document_id, OLD.document_id)));
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER dts_document_readers_change AFTER INSERT OR DELETE ON dts_document_readers FOR EACH ROW EXECUTE FUNCTION hris_notify_dts_readers();
