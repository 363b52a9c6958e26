CREATE TABLE "buddy_growth" (
	"growth_no" serial PRIMARY KEY NOT NULL,
	"mem_no" text NOT NULL,
	"source" text NOT NULL,
	"source_key" text NOT NULL,
	"points" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reward_pets" ADD COLUMN "seen_stage" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "buddy_growth" ADD CONSTRAINT "buddy_growth_mem_no_members_mem_no_fk" FOREIGN KEY ("mem_no") REFERENCES "public"."members"("mem_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "buddy_growth_event_idx" ON "buddy_growth" USING btree ("mem_no","source","source_key");