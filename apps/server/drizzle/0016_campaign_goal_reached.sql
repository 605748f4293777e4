ALTER TABLE "notification_settings" DROP CONSTRAINT "notification_settings_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "goal_reached_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_kind_check" CHECK ("notification_settings"."kind" IN ('adoptionRequested', 'adoptionWithdrawn', 'adoptionReviewing', 'adoptionReminder', 'adoptionAccepted', 'adoptionDeclined', 'adoptionCancelled', 'petAdopted', 'petRemoved', 'adoptionCompleted', 'adoptionFeeReceipt', 'listingStale', 'listingPaused', 'favoriteAdopted', 'favoriteRemoved', 'savedSearchMatch', 'contactMessage', 'madeAdmin', 'campaignGoalReached'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" IN ('adoptionRequested', 'adoptionWithdrawn', 'adoptionReviewing', 'adoptionReminder', 'adoptionAccepted', 'adoptionDeclined', 'adoptionCancelled', 'petAdopted', 'petRemoved', 'adoptionCompleted', 'adoptionFeeReceipt', 'listingStale', 'listingPaused', 'favoriteAdopted', 'favoriteRemoved', 'savedSearchMatch', 'contactMessage', 'madeAdmin', 'campaignGoalReached'));--> statement-breakpoint
-- Campaigns already at their goal were reached before this column: their creators are not told again.
UPDATE "campaigns" SET "goal_reached_at" = now()
WHERE "maximum_donation_cents" > 0 AND "maximum_donation_cents" <= (
  SELECT coalesce(sum(greatest(0, "amount_cents" - "refunded_cents" - (
    CASE WHEN "dispute_status" IN ('open', 'lost') THEN "disputed_cents" ELSE 0 END
  ))), 0)
  FROM "payments"
  WHERE "payments"."campaign_id" = "campaigns"."id" AND "payments"."status" = 'succeeded'
);
