-- Secrets at rest and sessions a user can see (expand only: nothing is dropped). The second
-- factor's secrets move to sealed columns, filled by the first start with SECRETS_KEY
-- (accounts/totp-secrets.ts); the columns that held them in the clear stay for the previous
-- version during the upgrade and are dropped by a later release. Sessions get the number their
-- owner sees, and the address and browser they were last used from. Adding a serial column
-- rewrites `sessions` (one row per signed-in browser: small); the lock waits at most 5 s.
SET LOCAL lock_timeout = '5s';--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "public_id" serial NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_secret_sealed" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_pending_secret_sealed" text;--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_public_id_key" ON "sessions" USING btree ("public_id");