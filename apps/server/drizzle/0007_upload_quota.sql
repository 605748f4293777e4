CREATE TABLE "uploads" (
	"user_id" text NOT NULL,
	"key" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_user_id_key_pk" PRIMARY KEY("user_id","key"),
	CONSTRAINT "uploads_bytes_check" CHECK ("uploads"."bytes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;