CREATE TABLE "review_cards" (
	"card_no" serial PRIMARY KEY NOT NULL,
	"mem_no" text NOT NULL,
	"card_key" text NOT NULL,
	"kind" text NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"elapsed_days" integer NOT NULL,
	"scheduled_days" integer NOT NULL,
	"learning_steps" integer NOT NULL,
	"reps" integer NOT NULL,
	"lapses" integer NOT NULL,
	"state" integer NOT NULL,
	"last_review" timestamp with time zone,
	"last_correct" boolean,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_log" (
	"log_no" serial PRIMARY KEY NOT NULL,
	"mem_no" text NOT NULL,
	"card_no" integer NOT NULL,
	"day" text NOT NULL,
	"correct" boolean NOT NULL,
	"rating" integer NOT NULL,
	"answered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_mem_no_members_mem_no_fk" FOREIGN KEY ("mem_no") REFERENCES "public"."members"("mem_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_log" ADD CONSTRAINT "review_log_mem_no_members_mem_no_fk" FOREIGN KEY ("mem_no") REFERENCES "public"."members"("mem_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_log" ADD CONSTRAINT "review_log_card_no_review_cards_card_no_fk" FOREIGN KEY ("card_no") REFERENCES "public"."review_cards"("card_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_cards_member_key_idx" ON "review_cards" USING btree ("mem_no","card_key");--> statement-breakpoint
CREATE INDEX "review_cards_member_due_idx" ON "review_cards" USING btree ("mem_no","due");--> statement-breakpoint
CREATE INDEX "review_log_member_day_idx" ON "review_log" USING btree ("mem_no","day");