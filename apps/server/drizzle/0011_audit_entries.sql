CREATE TABLE "audit_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" text,
	"admin_name" text NOT NULL,
	"admin_email" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"target_label" text NOT NULL,
	"client_address" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_entries_action_check" CHECK ("audit_entries"."action" IN ('admin.signIn', 'user.makeAdmin', 'user.ban', 'pet.update', 'pet.markAdopted', 'pet.markAvailable', 'pet.delete', 'campaign.update', 'campaign.pause', 'campaign.resume', 'campaign.delete', 'payment.refund', 'contactMessages.read')),
	CONSTRAINT "audit_entries_target_type_check" CHECK ("audit_entries"."target_type" IN ('user', 'pet', 'campaign', 'payment', 'contactMessages'))
);
--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_entries_newest_idx" ON "audit_entries" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_entries_admin_newest_idx" ON "audit_entries" USING btree ("admin_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);