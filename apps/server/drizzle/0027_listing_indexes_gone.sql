-- The listing is searched in memory now (docs/decisions/084): these indexes served only its SQL,
-- and every pet write kept them up to date for nothing.
DROP INDEX "pets_available_youngest_idx";--> statement-breakpoint
DROP INDEX "pets_available_oldest_idx";--> statement-breakpoint
DROP INDEX "pets_available_name_idx";--> statement-breakpoint
DROP INDEX "pets_breed_primary_lower_idx";--> statement-breakpoint
DROP INDEX "pets_breed_secondary_lower_idx";--> statement-breakpoint
DROP INDEX "pets_colour_lower_idx";--> statement-breakpoint
DROP INDEX "pets_available_facets_idx";--> statement-breakpoint
DROP INDEX "pets_pet_name_trgm_idx";