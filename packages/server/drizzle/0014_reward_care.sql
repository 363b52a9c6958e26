CREATE TABLE "reward_care" (
	"care_no" serial PRIMARY KEY NOT NULL,
	"mem_no" text NOT NULL,
	"action" text NOT NULL,
	"care_key" text NOT NULL,
	"item_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reward_care" ADD CONSTRAINT "reward_care_mem_no_members_mem_no_fk" FOREIGN KEY ("mem_no") REFERENCES "public"."members"("mem_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_care" ADD CONSTRAINT "reward_care_item_id_reward_items_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."reward_items"("item_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reward_care_event_idx" ON "reward_care" USING btree ("mem_no","action","care_key");