CREATE TABLE "level_candidates" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"school" text NOT NULL,
	"grade" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_answers" (
	"tst_cd" text NOT NULL,
	"questn_seq" integer NOT NULL,
	"answrs" jsonb NOT NULL,
	"rev" integer NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	"correct" boolean,
	CONSTRAINT "test_answers_tst_cd_questn_seq_pk" PRIMARY KEY("tst_cd","questn_seq")
);
--> statement-breakpoint
CREATE TABLE "test_attempts" (
	"tst_cd" text PRIMARY KEY NOT NULL,
	"questn_cd" text NOT NULL,
	"owner" text NOT NULL,
	"slot" text NOT NULL,
	"quiz" boolean DEFAULT false NOT NULL,
	"source_tst_cd" text,
	"question_seqs" jsonb NOT NULL,
	"minutes" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'taking' NOT NULL,
	"submitted_at" timestamp with time zone,
	"score" integer,
	"late" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_papers" (
	"questn_cd" text PRIMARY KEY NOT NULL,
	"tst_tp" text NOT NULL,
	"course" text,
	"step" integer,
	"week" integer,
	"lvt_grd" integer,
	"title" text NOT NULL,
	"minutes" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_questions" (
	"questn_cd" text NOT NULL,
	"seq" integer NOT NULL,
	"body" jsonb NOT NULL,
	CONSTRAINT "test_questions_questn_cd_seq_pk" PRIMARY KEY("questn_cd","seq")
);
--> statement-breakpoint
ALTER TABLE "test_answers" ADD CONSTRAINT "test_answers_tst_cd_test_attempts_tst_cd_fk" FOREIGN KEY ("tst_cd") REFERENCES "public"."test_attempts"("tst_cd") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_attempts" ADD CONSTRAINT "test_attempts_questn_cd_test_papers_questn_cd_fk" FOREIGN KEY ("questn_cd") REFERENCES "public"."test_papers"("questn_cd") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_questions" ADD CONSTRAINT "test_questions_questn_cd_test_papers_questn_cd_fk" FOREIGN KEY ("questn_cd") REFERENCES "public"."test_papers"("questn_cd") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "test_attempts_open_key" ON "test_attempts" USING btree ("owner","slot") WHERE status = 'taking';--> statement-breakpoint
CREATE INDEX "test_attempts_owner_slot_idx" ON "test_attempts" USING btree ("owner","slot","submitted_at");