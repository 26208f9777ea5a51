ALTER TABLE "biometric_devices" ALTER COLUMN "secret" SET DATA TYPE text;--> statement-breakpoint
CREATE INDEX "uploads_user_idx" ON "uploads" USING btree ("user_id","created_at");