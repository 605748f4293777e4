CREATE TABLE "favorites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"pet_id" uuid,
	"pet_name" text NOT NULL,
	"image" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_search_matches" (
	"user_id" text NOT NULL,
	"pet_id" uuid NOT NULL,
	"search_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"frequency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "saved_search_matches_user_id_pet_id_pk" PRIMARY KEY("user_id","pet_id"),
	CONSTRAINT "saved_search_matches_frequency_check" CHECK ("saved_search_matches"."frequency" IN ('daily', 'instant'))
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"frequency" text DEFAULT 'daily' NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_frequency_check" CHECK ("saved_searches"."frequency" IN ('daily', 'instant'))
);
--> statement-breakpoint
ALTER TABLE "notification_settings" DROP CONSTRAINT "notification_settings_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "sex" text;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "size" text;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "breed_primary" text;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "breed_secondary" text;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "mixed_breed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "colour" text;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "coat" text;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "age_group" text DEFAULT 'adult' NOT NULL;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "good_with_children" text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "good_with_dogs" text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "good_with_cats" text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "house_trained" text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "vaccinated" text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "spayed_neutered" text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "microchipped" text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "special_needs" text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "special_needs_note" text;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "bonded_with" uuid;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "images" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "video_url" text;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_user_pet_idx" ON "favorites" USING btree ("user_id","pet_id");--> statement-breakpoint
CREATE INDEX "favorites_user_newest_idx" ON "favorites" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "favorites_pet_idx" ON "favorites" USING btree ("pet_id");--> statement-breakpoint
CREATE INDEX "saved_search_matches_unsent_idx" ON "saved_search_matches" USING btree ("frequency","created_at") WHERE "saved_search_matches"."sent_at" IS NULL;--> statement-breakpoint
CREATE INDEX "saved_searches_user_newest_idx" ON "saved_searches" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "pets" ADD CONSTRAINT "pets_bonded_with_pets_id_fk" FOREIGN KEY ("bonded_with") REFERENCES "public"."pets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_kind_check" CHECK ("notification_settings"."kind" IN ('adoptionRequested', 'adoptionWithdrawn', 'adoptionReviewing', 'adoptionReminder', 'adoptionAccepted', 'adoptionDeclined', 'adoptionCancelled', 'petAdopted', 'petRemoved', 'adoptionCompleted', 'adoptionFeeReceipt', 'listingStale', 'listingPaused', 'favoriteAdopted', 'favoriteRemoved', 'savedSearchMatch', 'contactMessage', 'madeAdmin'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" IN ('adoptionRequested', 'adoptionWithdrawn', 'adoptionReviewing', 'adoptionReminder', 'adoptionAccepted', 'adoptionDeclined', 'adoptionCancelled', 'petAdopted', 'petRemoved', 'adoptionCompleted', 'adoptionFeeReceipt', 'listingStale', 'listingPaused', 'favoriteAdopted', 'favoriteRemoved', 'savedSearchMatch', 'contactMessage', 'madeAdmin'));--> statement-breakpoint
ALTER TABLE "pets" ADD CONSTRAINT "pets_sex_check" CHECK ("pets"."sex" IN ('female', 'male', 'unknown'));--> statement-breakpoint
ALTER TABLE "pets" ADD CONSTRAINT "pets_size_check" CHECK ("pets"."size" IN ('small', 'medium', 'large', 'xlarge'));--> statement-breakpoint
ALTER TABLE "pets" ADD CONSTRAINT "pets_coat_check" CHECK ("pets"."coat" IN ('hairless', 'short', 'medium', 'long', 'wire', 'curly'));--> statement-breakpoint
ALTER TABLE "pets" ADD CONSTRAINT "pets_age_group_check" CHECK ("pets"."age_group" IN ('baby', 'young', 'adult', 'senior'));--> statement-breakpoint
ALTER TABLE "pets" ADD CONSTRAINT "pets_good_with_children_check" CHECK ("pets"."good_with_children" IN ('yes', 'no', 'unknown'));--> statement-breakpoint
ALTER TABLE "pets" ADD CONSTRAINT "pets_good_with_dogs_check" CHECK ("pets"."good_with_dogs" IN ('yes', 'no', 'unknown'));--> statement-breakpoint
ALTER TABLE "pets" ADD CONSTRAINT "pets_good_with_cats_check" CHECK ("pets"."good_with_cats" IN ('yes', 'no', 'unknown'));--> statement-breakpoint
ALTER TABLE "pets" ADD CONSTRAINT "pets_house_trained_check" CHECK ("pets"."house_trained" IN ('yes', 'no', 'unknown'));--> statement-breakpoint
ALTER TABLE "pets" ADD CONSTRAINT "pets_vaccinated_check" CHECK ("pets"."vaccinated" IN ('yes', 'no', 'unknown'));--> statement-breakpoint
ALTER TABLE "pets" ADD CONSTRAINT "pets_spayed_neutered_check" CHECK ("pets"."spayed_neutered" IN ('yes', 'no', 'unknown'));--> statement-breakpoint
ALTER TABLE "pets" ADD CONSTRAINT "pets_microchipped_check" CHECK ("pets"."microchipped" IN ('yes', 'no', 'unknown'));--> statement-breakpoint
ALTER TABLE "pets" ADD CONSTRAINT "pets_special_needs_check" CHECK ("pets"."special_needs" IN ('yes', 'no', 'unknown'));--> statement-breakpoint
-- Pets from before the profile: each picture list starts with its cover, and the age group is
-- worked out as ageGroupOf does (AGE_GROUP_LIMITS in packages/shared/src/pet-profile.ts).
UPDATE "pets" SET "images" = jsonb_build_array(jsonb_build_object('url', "image", 'alt', "pet_name"));--> statement-breakpoint
UPDATE "pets" SET "age_group" = CASE
  WHEN "pet_age_months" < (CASE "category" WHEN 'dog' THEN 6 WHEN 'cat' THEN 6 WHEN 'rabbit' THEN 4 WHEN 'bird' THEN 6 WHEN 'fish' THEN 3 ELSE 4 END) THEN 'baby'
  WHEN "pet_age_months" < (CASE "category" WHEN 'dog' THEN 24 WHEN 'cat' THEN 24 ELSE 12 END) THEN 'young'
  WHEN "pet_age_months" < (CASE "category" WHEN 'dog' THEN 96 WHEN 'cat' THEN 132 WHEN 'rabbit' THEN 72 WHEN 'bird' THEN 120 WHEN 'fish' THEN 48 ELSE 60 END) THEN 'adult'
  ELSE 'senior' END;
