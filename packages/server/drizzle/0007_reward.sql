CREATE TABLE "reward_lands" (
	"land_cd" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"image" text NOT NULL,
	"ord" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_items" (
	"item_id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"category" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price" integer NOT NULL,
	"image" text NOT NULL,
	"land_cd" text,
	"ord" integer NOT NULL,
	"lvl" integer NOT NULL,
	"top" integer NOT NULL,
	"left" integer NOT NULL,
	"width" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reward_items" ADD CONSTRAINT "reward_items_land_cd_reward_lands_land_cd_fk" FOREIGN KEY ("land_cd") REFERENCES "public"."reward_lands"("land_cd") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "reward_items_code_idx" ON "reward_items" USING btree ("code");
--> statement-breakpoint
CREATE INDEX "reward_items_category_idx" ON "reward_items" USING btree ("category","ord");
--> statement-breakpoint
CREATE TABLE "reward_pets" (
	"mem_no" text PRIMARY KEY NOT NULL,
	"item_id" integer,
	"dpy_data" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reward_pets" ADD CONSTRAINT "reward_pets_mem_no_members_mem_no_fk" FOREIGN KEY ("mem_no") REFERENCES "public"."members"("mem_no") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reward_pets" ADD CONSTRAINT "reward_pets_item_id_reward_items_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."reward_items"("item_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "reward_ledger" (
	"trans_no" serial PRIMARY KEY NOT NULL,
	"mem_no" text NOT NULL,
	"source" text NOT NULL,
	"source_key" text NOT NULL,
	"description" text NOT NULL,
	"point" integer NOT NULL,
	"day" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reward_ledger" ADD CONSTRAINT "reward_ledger_mem_no_members_mem_no_fk" FOREIGN KEY ("mem_no") REFERENCES "public"."members"("mem_no") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "reward_ledger_event_idx" ON "reward_ledger" USING btree ("mem_no","source","source_key");
--> statement-breakpoint
CREATE INDEX "reward_ledger_member_idx" ON "reward_ledger" USING btree ("mem_no","created_at");
--> statement-breakpoint
CREATE TABLE "reward_inventory" (
	"mem_no" text NOT NULL,
	"item_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"bought_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reward_inventory_mem_no_item_id_pk" PRIMARY KEY("mem_no","item_id")
);
--> statement-breakpoint
ALTER TABLE "reward_inventory" ADD CONSTRAINT "reward_inventory_mem_no_members_mem_no_fk" FOREIGN KEY ("mem_no") REFERENCES "public"."members"("mem_no") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reward_inventory" ADD CONSTRAINT "reward_inventory_item_id_reward_items_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."reward_items"("item_id") ON DELETE no action ON UPDATE no action;
