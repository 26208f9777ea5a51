-- The queue of outgoing mail (issue 38): every message is written here, tried at once, and retried with backoff by a
-- job every instance runs (claimed with FOR UPDATE SKIP LOCKED), so a relay that is down or refuses for a while does
-- not fail a sign-in. A sent message's body (it may hold a sign-in code) is cleared at once and its row deleted a day
-- later; 'sending' is a claim that lapses at next_attempt_at, should the instance that took it stop mid-way.
CREATE TABLE "outgoing_mail" (
  "id" bigserial PRIMARY KEY,
  "to_address" text NOT NULL,
  "subject" text NOT NULL,
  "body_text" text NOT NULL,
  "body_html" text,
  "status" varchar(10) DEFAULT 'queued' NOT NULL,
  "attempts" integer DEFAULT 0 NOT NULL,
  "next_attempt_at" timestamp with time zone NOT NULL,
  "last_error" varchar(500),
  "created_at" timestamp with time zone NOT NULL,
  "sent_at" timestamp with time zone,
  CONSTRAINT "outgoing_mail_status" CHECK ("status" IN ('queued', 'sending', 'sent', 'failed'))
);--> statement-breakpoint
CREATE INDEX "outgoing_mail_due_idx" ON "outgoing_mail" ("next_attempt_at") WHERE "status" IN ('queued', 'sending');--> statement-breakpoint
CREATE INDEX "outgoing_mail_status_idx" ON "outgoing_mail" ("status", "created_at");
