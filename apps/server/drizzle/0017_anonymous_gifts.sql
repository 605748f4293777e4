ALTER TABLE "payment_intents" ADD COLUMN "anonymous" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "anonymous" boolean DEFAULT false NOT NULL;