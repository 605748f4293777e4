ALTER TABLE "outbox_mails" ADD COLUMN "redacted_at" timestamp with time zone;--> statement-breakpoint
-- Mails sent before this keep nothing a link could be taken from either.
UPDATE "outbox_mails" SET "text" = '', "html" = '', "unsubscribe_url" = NULL, "redacted_at" = "sent_at" WHERE "sent_at" IS NOT NULL;
