CREATE TABLE "pet_index_removals" (
	"pet_id" uuid NOT NULL,
	"written_by" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "written_by" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "listing_doc" text DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "pet_index_removals_written_by_idx" ON "pet_index_removals" USING btree ("written_by");--> statement-breakpoint
CREATE INDEX "pets_written_by_idx" ON "pets" USING btree ("written_by");--> statement-breakpoint
-- Hand-written below (drizzle-kit cannot declare triggers): each server's pet search index reads
-- the rows written since its last look by the transaction that wrote them (docs/decisions/084),
-- whatever statement wrote them. The same trigger writes the pet as the listing answers it, its
-- owner's e-mail included (kept when the e-mail changes, below), so a page of the listing reads
-- 24 stored texts instead of building 24 JSON objects of 35 fields on every request. The listing
-- tests compare it with the one-pet answer field by field; a change of the pet's fields changes
-- this too.
CREATE FUNCTION "pets_note_writer"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."written_by" := pg_current_xact_id();
  NEW."listing_doc" := json_build_object(
    '_id', NEW."id",
    'image', NEW."image",
    'petName', NEW."pet_name",
    'category', NEW."category",
    'petAge', NEW."pet_age_months",
    'petLocation', NEW."pet_location",
    'date', NEW."date",
    'shortDescription', NEW."short_description",
    'longDescription', NEW."long_description",
    'dateAndTime', to_char(NEW."created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'adopted', NEW."adopted",
    'email', (SELECT "email" FROM "users" WHERE "id" = NEW."owner_id"),
    'adoptionFee', NEW."adoption_fee_cents"::float8 / 100,
    'applicationCap', NEW."application_cap",
    'paused', NEW."paused",
    'sex', NEW."sex",
    'size', NEW."size",
    'breedPrimary', NEW."breed_primary",
    'breedSecondary', NEW."breed_secondary",
    'mixedBreed', NEW."mixed_breed",
    'colour', NEW."colour",
    'coat', NEW."coat",
    'ageGroup', NEW."age_group",
    'goodWithChildren', NEW."good_with_children",
    'goodWithDogs', NEW."good_with_dogs",
    'goodWithCats', NEW."good_with_cats",
    'houseTrained', NEW."house_trained",
    'vaccinated', NEW."vaccinated",
    'spayedNeutered', NEW."spayed_neutered",
    'microchipped', NEW."microchipped",
    'specialNeeds', NEW."special_needs",
    'specialNeedsNote', NEW."special_needs_note",
    'bondedWith', NEW."bonded_with",
    'images', NEW."images",
    'videoUrl', NEW."video_url"
  )::text;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "pets_note_writer" BEFORE INSERT OR UPDATE ON "pets"
  FOR EACH ROW EXECUTE FUNCTION "pets_note_writer"();--> statement-breakpoint
-- lz4 reads the documents back faster than the default pglz (a quarter less of PostgreSQL's time
-- per page), where the server was built with it; PGlite was not, and keeps pglz.
DO $$
BEGIN
  ALTER TABLE "pets" ALTER COLUMN "listing_doc" SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  NULL;
END
$$;--> statement-breakpoint
UPDATE "pets" SET "paused" = "paused";--> statement-breakpoint
-- A deleted pet leaves its id for a day: long enough for every running server to see it, as each
-- looks on every search and reloads everything after an hour without one.
CREATE FUNCTION "pets_note_removal"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "pet_index_removals" ("pet_id") VALUES (OLD."id");
  DELETE FROM "pet_index_removals" WHERE "removed_at" < now() - interval '1 day';
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER "pets_note_removal" AFTER DELETE ON "pets"
  FOR EACH ROW EXECUTE FUNCTION "pets_note_removal"();--> statement-breakpoint
-- A new e-mail reaches the owner's listing documents: the pets' trigger writes each afresh.
CREATE FUNCTION "users_note_email"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "pets" SET "listing_doc" = '{}' WHERE "owner_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_note_email" AFTER UPDATE OF "email" ON "users"
  FOR EACH ROW WHEN (OLD."email" IS DISTINCT FROM NEW."email")
  EXECUTE FUNCTION "users_note_email"();
