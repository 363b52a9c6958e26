CREATE TABLE "game_results" (
	"result_no" serial PRIMARY KEY NOT NULL,
	"mem_no" text NOT NULL,
	"round_id" text NOT NULL,
	"game_tp" text NOT NULL,
	"week_start" text NOT NULL,
	"correct" integer NOT NULL,
	"typed" integer NOT NULL,
	"ms" integer NOT NULL,
	"cpm" integer NOT NULL,
	"accuracy" integer NOT NULL,
	"score" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_results" ADD CONSTRAINT "game_results_mem_no_members_mem_no_fk" FOREIGN KEY ("mem_no") REFERENCES "public"."members"("mem_no") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "game_results_week_idx" ON "game_results" USING btree ("game_tp","week_start","score");
--> statement-breakpoint
CREATE INDEX "game_results_member_idx" ON "game_results" USING btree ("mem_no","game_tp","week_start");
--> statement-breakpoint
CREATE UNIQUE INDEX "game_results_round_idx" ON "game_results" USING btree ("mem_no","round_id");
