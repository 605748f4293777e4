CREATE TABLE "monthly_gifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"donor_id" text NOT NULL,
	"campaign_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"cover_fee" boolean DEFAULT false NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	"provider" text NOT NULL,
	"card" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"charge_day" smallint NOT NULL,
	"next_charge_on" date NOT NULL,
	"retry_at" timestamp with time zone,
	"failures" smallint DEFAULT 0 NOT NULL,
	"manage_code" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monthly_gifts_manage_code_unique" UNIQUE("manage_code"),
	CONSTRAINT "monthly_gifts_amount_cents_check" CHECK ("monthly_gifts"."amount_cents" > 0),
	CONSTRAINT "monthly_gifts_status_check" CHECK ("monthly_gifts"."status" IN ('active', 'paused', 'awaitingMove', 'cancelled')),
	CONSTRAINT "monthly_gifts_charge_day_check" CHECK ("monthly_gifts"."charge_day" BETWEEN 1 AND 31)
);
--> statement-breakpoint
ALTER TABLE "notification_settings" DROP CONSTRAINT "notification_settings_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "frequency" text DEFAULT 'once' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "test_card" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "monthly_gift_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "charge_period" text;--> statement-breakpoint
ALTER TABLE "monthly_gifts" ADD CONSTRAINT "monthly_gifts_donor_id_users_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_gifts" ADD CONSTRAINT "monthly_gifts_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "monthly_gifts_due_idx" ON "monthly_gifts" USING btree ("status","next_charge_on");--> statement-breakpoint
CREATE INDEX "monthly_gifts_campaign_id_idx" ON "monthly_gifts" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "monthly_gifts_donor_id_idx" ON "monthly_gifts" USING btree ("donor_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_monthly_gift_id_monthly_gifts_id_fk" FOREIGN KEY ("monthly_gift_id") REFERENCES "public"."monthly_gifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_monthly_gift_period_unique" ON "payments" USING btree ("monthly_gift_id","charge_period");--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_kind_check" CHECK ("notification_settings"."kind" IN ('adoptionRequested', 'adoptionWithdrawn', 'adoptionReviewing', 'adoptionReminder', 'adoptionAccepted', 'adoptionDeclined', 'adoptionCancelled', 'petAdopted', 'petRemoved', 'adoptionCompleted', 'adoptionFeeReceipt', 'listingStale', 'listingPaused', 'favoriteAdopted', 'favoriteRemoved', 'savedSearchMatch', 'contactMessage', 'madeAdmin', 'campaignGoalReached', 'donationReceipt', 'campaignPetAdopted', 'campaignUpdate', 'monthlyGiftFailed', 'monthlyGiftPaused', 'monthlyGiftPetAdopted', 'monthlyGiftCampaignEnded'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" IN ('adoptionRequested', 'adoptionWithdrawn', 'adoptionReviewing', 'adoptionReminder', 'adoptionAccepted', 'adoptionDeclined', 'adoptionCancelled', 'petAdopted', 'petRemoved', 'adoptionCompleted', 'adoptionFeeReceipt', 'listingStale', 'listingPaused', 'favoriteAdopted', 'favoriteRemoved', 'savedSearchMatch', 'contactMessage', 'madeAdmin', 'campaignGoalReached', 'donationReceipt', 'campaignPetAdopted', 'campaignUpdate', 'monthlyGiftFailed', 'monthlyGiftPaused', 'monthlyGiftPetAdopted', 'monthlyGiftCampaignEnded'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_monthly_gift_period_check" CHECK (("payments"."monthly_gift_id" IS NULL) = ("payments"."charge_period" IS NULL));