CREATE TABLE "library_items" (
	"lib_no" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"lib_tp" text NOT NULL,
	"sort_order" integer NOT NULL,
	"title" text NOT NULL,
	"title_ko" text NOT NULL,
	"summary" text NOT NULL,
	"thumbnail" text,
	"std_course" text,
	"std_step" integer,
	"std_week" integer,
	"audio" text,
	"duration_ms" integer NOT NULL,
	"slides" jsonb NOT NULL,
	"worksheet" text,
	"answer" text,
	CONSTRAINT "library_items_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE INDEX "library_items_list_idx" ON "library_items" USING btree ("kind","lib_tp","sort_order","lib_no");
