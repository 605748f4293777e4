ALTER TABLE "payments" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "disputed_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "dispute_status" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refunded_cents_check" CHECK ("payments"."refunded_cents" BETWEEN 0 AND "payments"."amount_cents");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_disputed_cents_check" CHECK ("payments"."disputed_cents" BETWEEN 0 AND "payments"."amount_cents");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_dispute_status_check" CHECK ("payments"."dispute_status" IN ('open', 'won', 'lost'));--> statement-breakpoint
-- Payments refunded before this column existed were refunded in full.
UPDATE "payments" SET "refunded_cents" = "amount_cents" WHERE "status" = 'refunded';
