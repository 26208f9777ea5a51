-- The sign-in slow-down counts, before every password step, the failures of the last 15 minutes for the e-mail
-- address and the accounts failed from the client address (modules/auth/sign-in-slowdown.ts). Without these the
-- count walks every audit row of the window (a morning's sign-ins and reads: thousands); with them, only the
-- failures of that address or e-mail.
CREATE INDEX "audit_log_sign_in_failed_email_idx" ON "audit_log" USING btree ((after->>'email'), "created_at") WHERE "action" = 'sign_in_failed';--> statement-breakpoint
CREATE INDEX "audit_log_sign_in_failed_ip_idx" ON "audit_log" USING btree ("ip", "created_at") WHERE "action" = 'sign_in_failed';
