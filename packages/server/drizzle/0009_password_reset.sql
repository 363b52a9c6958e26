ALTER TABLE "members" ADD COLUMN "guardian_email" text;
--> statement-breakpoint
CREATE TABLE "password_reset_codes" (
	"mem_no" text PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "password_reset_codes" ADD CONSTRAINT "password_reset_codes_mem_no_members_mem_no_fk" FOREIGN KEY ("mem_no") REFERENCES "public"."members"("mem_no") ON DELETE cascade ON UPDATE no action;
