-- "Still available" notices stored their link's token: each now names its pet instead (found by
-- the token's hash while the link is live), or the owner's pets when the link was used.
UPDATE "notifications" AS n
SET "link" = '/stillAvailable?pet=' || p."id"
FROM "pets" AS p
WHERE n."kind" = 'listingStale'
  AND n."link" LIKE '/stillAvailable?token=%'
  AND p."still_available_token_hash" = encode(sha256(convert_to(substring(n."link" from 23), 'UTF8')), 'hex');
--> statement-breakpoint
UPDATE "notifications"
SET "link" = '/dashboard/myAddedPets'
WHERE "kind" = 'listingStale' AND "link" LIKE '/stillAvailable?token=%';
