CREATE TABLE "campaign_updates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"author_id" text,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_settings" DROP CONSTRAINT "notification_settings_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "campaign_updates" ADD CONSTRAINT "campaign_updates_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_updates" ADD CONSTRAINT "campaign_updates_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_updates_campaign_newest_idx" ON "campaign_updates" USING btree ("campaign_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_kind_check" CHECK ("notification_settings"."kind" IN ('adoptionRequested', 'adoptionWithdrawn', 'adoptionReviewing', 'adoptionReminder', 'adoptionAccepted', 'adoptionDeclined', 'adoptionCancelled', 'petAdopted', 'petRemoved', 'adoptionCompleted', 'adoptionFeeReceipt', 'listingStale', 'listingPaused', 'favoriteAdopted', 'favoriteRemoved', 'savedSearchMatch', 'contactMessage', 'madeAdmin', 'campaignGoalReached', 'donationReceipt', 'campaignPetAdopted', 'campaignUpdate'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" IN ('adoptionRequested', 'adoptionWithdrawn', 'adoptionReviewing', 'adoptionReminder', 'adoptionAccepted', 'adoptionDeclined', 'adoptionCancelled', 'petAdopted', 'petRemoved', 'adoptionCompleted', 'adoptionFeeReceipt', 'listingStale', 'listingPaused', 'favoriteAdopted', 'favoriteRemoved', 'savedSearchMatch', 'contactMessage', 'madeAdmin', 'campaignGoalReached', 'donationReceipt', 'campaignPetAdopted', 'campaignUpdate'));