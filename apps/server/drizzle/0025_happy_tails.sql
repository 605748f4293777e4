CREATE TABLE "happy_tails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pet_id" uuid NOT NULL,
	"author_id" text NOT NULL,
	"text" text NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_settings" DROP CONSTRAINT "notification_settings_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "adoption_requests" ADD COLUMN "happy_tail_invites" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "happy_tails" ADD CONSTRAINT "happy_tails_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "happy_tails" ADD CONSTRAINT "happy_tails_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "happy_tails_pet_newest_idx" ON "happy_tails" USING btree ("pet_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_kind_check" CHECK ("notification_settings"."kind" IN ('adoptionRequested', 'adoptionWithdrawn', 'adoptionReviewing', 'adoptionReminder', 'adoptionAccepted', 'adoptionDeclined', 'adoptionCancelled', 'petAdopted', 'petRemoved', 'adoptionCompleted', 'adoptionFeeReceipt', 'listingStale', 'listingPaused', 'favoriteAdopted', 'favoriteRemoved', 'savedSearchMatch', 'contactMessage', 'madeAdmin', 'campaignGoalReached', 'donationReceipt', 'campaignPetAdopted', 'campaignUpdate', 'monthlyGiftFailed', 'monthlyGiftPaused', 'monthlyGiftPetAdopted', 'monthlyGiftCampaignEnded', 'happyTailInvite', 'happyTailPosted'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" IN ('adoptionRequested', 'adoptionWithdrawn', 'adoptionReviewing', 'adoptionReminder', 'adoptionAccepted', 'adoptionDeclined', 'adoptionCancelled', 'petAdopted', 'petRemoved', 'adoptionCompleted', 'adoptionFeeReceipt', 'listingStale', 'listingPaused', 'favoriteAdopted', 'favoriteRemoved', 'savedSearchMatch', 'contactMessage', 'madeAdmin', 'campaignGoalReached', 'donationReceipt', 'campaignPetAdopted', 'campaignUpdate', 'monthlyGiftFailed', 'monthlyGiftPaused', 'monthlyGiftPetAdopted', 'monthlyGiftCampaignEnded', 'happyTailInvite', 'happyTailPosted'));