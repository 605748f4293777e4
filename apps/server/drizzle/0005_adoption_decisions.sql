ALTER TABLE "adoption_requests" DROP CONSTRAINT "adoption_requests_status_check";--> statement-breakpoint
ALTER TABLE "adoption_requests" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
-- Requests decided before this column existed count from their last change.
UPDATE "adoption_requests" SET "decided_at" = "updated_at" WHERE "status" <> 'pending';--> statement-breakpoint
-- An acceptance whose pet was marked available again has ended, and of several acceptances
-- for one pet only the newest stands, so the unique index below can be built.
UPDATE "adoption_requests" AS r SET "status" = 'cancelled'
WHERE r."status" = 'accepted'
  AND (
    EXISTS (SELECT 1 FROM "pets" p WHERE p."id" = r."pet_id" AND NOT p."adopted")
    OR EXISTS (
      SELECT 1 FROM "adoption_requests" n
      WHERE n."pet_id" = r."pet_id" AND n."status" = 'accepted'
        AND (n."decided_at", n."id") > (r."decided_at", r."id")
    )
  );--> statement-breakpoint
CREATE UNIQUE INDEX "adoption_requests_one_accepted_idx" ON "adoption_requests" USING btree ("pet_id") WHERE "adoption_requests"."status" = 'accepted';--> statement-breakpoint
ALTER TABLE "adoption_requests" ADD CONSTRAINT "adoption_requests_decided_at_check" CHECK (("adoption_requests"."status" = 'pending') = ("adoption_requests"."decided_at" IS NULL));--> statement-breakpoint
ALTER TABLE "adoption_requests" ADD CONSTRAINT "adoption_requests_status_check" CHECK ("adoption_requests"."status" IN ('pending', 'accepted', 'declined', 'cancelled'));