ALTER TABLE "adoption_requests" DROP CONSTRAINT "adoption_requests_status_check";--> statement-breakpoint
ALTER TABLE "adoption_requests" DROP CONSTRAINT "adoption_requests_decided_at_check";--> statement-breakpoint
ALTER TABLE "notification_settings" DROP CONSTRAINT "notification_settings_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
DROP INDEX "adoption_requests_one_pending_idx";--> statement-breakpoint
DROP INDEX "pets_available_newest_idx";--> statement-breakpoint
ALTER TABLE "payment_intents" ALTER COLUMN "campaign_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "campaign_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "adoption_requests" ADD COLUMN "history" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "adoption_requests" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "adoption_requests" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "adoption_requests" ADD COLUMN "adoption_fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "adoption_requests" ADD COLUMN "accepted_terms" text;--> statement-breakpoint
ALTER TABLE "adoption_requests" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "adoption_requests" ADD COLUMN "fee_paid_at" timestamp with time zone;--> statement-breakpoint
-- Requests from before the timeline: they were asked when made, and answered when decided.
UPDATE "adoption_requests" SET "history" = jsonb_build_array(
  jsonb_build_object('status', 'pending', 'at', to_char("created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'note', NULL)
) || CASE WHEN "status" = 'pending' THEN '[]'::jsonb ELSE jsonb_build_array(
  jsonb_build_object('status', "status", 'at', to_char("decided_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'note', NULL)
) END;--> statement-breakpoint
UPDATE "adoption_requests" SET "first_response_at" = "decided_at" WHERE "status" IN ('accepted', 'declined');--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "adoption_request_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "kind" text DEFAULT 'donation' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "adoption_request_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "pet_name" text;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "adoption_fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "application_cap" integer;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "paused" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "stale_notice_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "still_available_token_hash" text;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_adoption_request_id_adoption_requests_id_fk" FOREIGN KEY ("adoption_request_id") REFERENCES "public"."adoption_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_adoption_request_id_adoption_requests_id_fk" FOREIGN KEY ("adoption_request_id") REFERENCES "public"."adoption_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "adoption_requests_one_open_idx" ON "adoption_requests" USING btree ("pet_id","adopter_id") WHERE "adoption_requests"."status" IN ('pending', 'reviewing');--> statement-breakpoint
CREATE INDEX "payments_adoption_request_id_idx" ON "payments" USING btree ("adoption_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pets_still_available_token_hash_idx" ON "pets" USING btree ("still_available_token_hash");--> statement-breakpoint
CREATE INDEX "pets_available_newest_idx" ON "pets" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "pets"."adopted" = false AND "pets"."paused" = false;--> statement-breakpoint
ALTER TABLE "adoption_requests" ADD CONSTRAINT "adoption_requests_status_check" CHECK ("adoption_requests"."status" IN ('pending', 'reviewing', 'accepted', 'declined', 'withdrawn', 'cancelled'));--> statement-breakpoint
ALTER TABLE "adoption_requests" ADD CONSTRAINT "adoption_requests_decided_at_check" CHECK (("adoption_requests"."status" IN ('pending', 'reviewing')) = ("adoption_requests"."decided_at" IS NULL));--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_kind_check" CHECK ("notification_settings"."kind" IN ('adoptionRequested', 'adoptionWithdrawn', 'adoptionReviewing', 'adoptionReminder', 'adoptionAccepted', 'adoptionDeclined', 'adoptionCancelled', 'petAdopted', 'petRemoved', 'adoptionCompleted', 'adoptionFeeReceipt', 'listingStale', 'listingPaused', 'contactMessage', 'madeAdmin'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" IN ('adoptionRequested', 'adoptionWithdrawn', 'adoptionReviewing', 'adoptionReminder', 'adoptionAccepted', 'adoptionDeclined', 'adoptionCancelled', 'petAdopted', 'petRemoved', 'adoptionCompleted', 'adoptionFeeReceipt', 'listingStale', 'listingPaused', 'contactMessage', 'madeAdmin'));--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_one_purpose_check" CHECK (("payment_intents"."campaign_id" IS NULL) <> ("payment_intents"."adoption_request_id" IS NULL));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_kind_check" CHECK ("payments"."kind" IN ('donation', 'fee'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_campaign_kind_check" CHECK (("payments"."kind" = 'donation') = ("payments"."campaign_id" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "pets" ADD CONSTRAINT "pets_adoption_fee_cents_check" CHECK ("pets"."adoption_fee_cents" BETWEEN 0 AND 1000000);--> statement-breakpoint
ALTER TABLE "pets" ADD CONSTRAINT "pets_application_cap_check" CHECK ("pets"."application_cap" BETWEEN 1 AND 50);