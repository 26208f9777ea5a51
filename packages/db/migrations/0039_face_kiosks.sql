-- Face attendance kiosks (issue 37): a tablet at an office door holds a kiosk key of its own, made by an administrator
-- for one campus, shown once and stored as its SHA-256 (a random 32-byte key needs no slow hash); revoked, it is refused.
CREATE TABLE "face_kiosks" (
  "id" serial PRIMARY KEY,
  "name" varchar(120) NOT NULL,
  "campus_id" integer NOT NULL REFERENCES "campuses"("id"),
  "key_hash" char(64) NOT NULL,
  "created_by_user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "last_used_at" timestamp with time zone,
  "revoked_at" timestamp with time zone,
  "revoked_by_user_id" integer REFERENCES "users"("id") ON DELETE SET NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "face_kiosks_key_hash_idx" ON "face_kiosks" ("key_hash");
