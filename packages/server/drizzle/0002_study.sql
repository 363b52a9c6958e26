CREATE TABLE "attendance" (
	"mem_no" text NOT NULL,
	"day" text NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	CONSTRAINT "attendance_mem_no_day_pk" PRIMARY KEY("mem_no","day")
);
--> statement-breakpoint
CREATE TABLE "board_posts" (
	"board_no" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"mem_no" text NOT NULL,
	"cont_tp" text,
	"title" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"checked" boolean DEFAULT false NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portfolios" (
	"ptflo_no" serial PRIMARY KEY NOT NULL,
	"mem_no" text NOT NULL,
	"course" text NOT NULL,
	"step" integer NOT NULL,
	"week" integer NOT NULL,
	"day" integer NOT NULL,
	"unit" integer NOT NULL,
	"file_name" text NOT NULL,
	"stored" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_manuals" (
	"course" text NOT NULL,
	"step" integer NOT NULL,
	"week" integer NOT NULL,
	"title" text NOT NULL,
	"body" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_manuals_course_step_week_pk" PRIMARY KEY("course","step","week")
);
--> statement-breakpoint
CREATE TABLE "study_progress" (
	"mem_no" text NOT NULL,
	"course" text NOT NULL,
	"step" integer NOT NULL,
	"week" integer NOT NULL,
	"day" integer NOT NULL,
	"unit" integer NOT NULL,
	"prgss_data" text DEFAULT '{"progresses":[]}' NOT NULL,
	"rate" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "study_progress_mem_no_course_step_week_day_unit_pk" PRIMARY KEY("mem_no","course","step","week","day","unit")
);
--> statement-breakpoint
CREATE TABLE "video_tickets" (
	"ticket" text PRIMARY KEY NOT NULL,
	"mem_no" text NOT NULL,
	"path" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_mem_no_members_mem_no_fk" FOREIGN KEY ("mem_no") REFERENCES "public"."members"("mem_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_posts" ADD CONSTRAINT "board_posts_mem_no_members_mem_no_fk" FOREIGN KEY ("mem_no") REFERENCES "public"."members"("mem_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolios" ADD CONSTRAINT "portfolios_mem_no_members_mem_no_fk" FOREIGN KEY ("mem_no") REFERENCES "public"."members"("mem_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_progress" ADD CONSTRAINT "study_progress_mem_no_members_mem_no_fk" FOREIGN KEY ("mem_no") REFERENCES "public"."members"("mem_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_tickets" ADD CONSTRAINT "video_tickets_mem_no_members_mem_no_fk" FOREIGN KEY ("mem_no") REFERENCES "public"."members"("mem_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "board_posts_member_idx" ON "board_posts" USING btree ("kind","mem_no","board_no");--> statement-breakpoint
CREATE INDEX "portfolios_member_idx" ON "portfolios" USING btree ("mem_no","created_at");--> statement-breakpoint
CREATE INDEX "study_progress_recent_idx" ON "study_progress" USING btree ("mem_no","updated_at");