CREATE TABLE "reward_pictures" (
	"picture_no" serial PRIMARY KEY NOT NULL,
	"mem_no" text NOT NULL,
	"cmmnt" text NOT NULL,
	"mime" text NOT NULL,
	"image" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "reward_pictures" ADD CONSTRAINT "reward_pictures_mem_no_members_mem_no_fk" FOREIGN KEY ("mem_no") REFERENCES "public"."members"("mem_no") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "reward_pictures_member_idx" ON "reward_pictures" USING btree ("mem_no","created_at","picture_no");
