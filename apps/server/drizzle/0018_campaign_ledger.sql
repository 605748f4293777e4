CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"type" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"payment_id" uuid,
	"description" text DEFAULT '' NOT NULL,
	"receipt_image" text,
	"corrects_id" uuid,
	"corrected_type" text,
	"recorded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_cents_check" CHECK ("ledger_entries"."amount_cents" > 0),
	CONSTRAINT "ledger_entries_type_check" CHECK ("ledger_entries"."type" IN ('donation', 'refund', 'dispute', 'expense', 'correction')),
	CONSTRAINT "ledger_entries_correction_check" CHECK (("ledger_entries"."type" = 'correction') = ("ledger_entries"."corrects_id" IS NOT NULL AND "ledger_entries"."corrected_type" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt_code" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_corrects_id_ledger_entries_id_fk" FOREIGN KEY ("corrects_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_campaign_at_idx" ON "ledger_entries" USING btree ("campaign_id","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ledger_entries_payment_id_idx" ON "ledger_entries" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_corrects_id_unique" ON "ledger_entries" USING btree ("corrects_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_receipt_code_unique" UNIQUE("receipt_code");--> statement-breakpoint
-- The books open with every gift, refund and dispute already recorded. A refund's or dispute's
-- own time was not kept before, so it is dated with its gift.
INSERT INTO "ledger_entries" ("campaign_id", "type", "amount_cents", "at", "payment_id")
SELECT "campaign_id", 'donation', "amount_cents", "created_at", "id" FROM "payments"
WHERE "campaign_id" IS NOT NULL AND "status" IN ('succeeded', 'refunded');--> statement-breakpoint
INSERT INTO "ledger_entries" ("campaign_id", "type", "amount_cents", "at", "payment_id", "description")
SELECT "campaign_id", 'refund', "refunded_cents", "created_at", "id", 'Refunded to the donor' FROM "payments"
WHERE "campaign_id" IS NOT NULL AND "status" IN ('succeeded', 'refunded') AND "refunded_cents" > 0;--> statement-breakpoint
INSERT INTO "ledger_entries" ("campaign_id", "type", "amount_cents", "at", "payment_id", "description")
SELECT "campaign_id", 'dispute', "disputed_cents", "created_at", "id", 'Disputed by the card holder' FROM "payments"
WHERE "campaign_id" IS NOT NULL AND "status" IN ('succeeded', 'refunded') AND "disputed_cents" > 0
  AND "dispute_status" IN ('open', 'lost');
