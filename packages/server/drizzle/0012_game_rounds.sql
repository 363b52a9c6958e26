CREATE TABLE "game_rounds" (
	"round_id" text PRIMARY KEY NOT NULL,
	"mem_no" text NOT NULL,
	"game_tp" text NOT NULL,
	"prompts" jsonb NOT NULL,
	"issued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_mem_no_members_mem_no_fk" FOREIGN KEY ("mem_no") REFERENCES "public"."members"("mem_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_rounds_member_idx" ON "game_rounds" USING btree ("mem_no","issued_at");