-- Issue 37: a ZKTeco push firmware sends its key (pushcommkey) on the hand-shake only. A hand-shake that proves
-- the key opens a session for the device's serial number at its address (iclock.service.ts DEVICE_SESSION_MS),
-- kept on the device's row so that every instance behind the proxy sees it and a restart keeps it. The devices
-- page shows when the last punch came and when the device was last refused.
ALTER TABLE "biometric_devices" ADD COLUMN "session_ip" text;--> statement-breakpoint
ALTER TABLE "biometric_devices" ADD COLUMN "session_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "biometric_devices" ADD COLUMN "last_punch_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "biometric_devices" ADD COLUMN "last_refused_at" timestamp with time zone;
