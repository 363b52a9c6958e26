CREATE TABLE "study_served" (
	"mem_no" text NOT NULL,
	"course" text NOT NULL,
	"step" integer NOT NULL,
	"week" integer NOT NULL,
	"day" text NOT NULL,
	"served_at" timestamp with time zone NOT NULL,
	CONSTRAINT "study_served_mem_no_course_step_week_day_pk" PRIMARY KEY("mem_no","course","step","week","day")
);
--> statement-breakpoint
ALTER TABLE "study_served" ADD CONSTRAINT "study_served_mem_no_members_mem_no_fk" FOREIGN KEY ("mem_no") REFERENCES "public"."members"("mem_no") ON DELETE cascade ON UPDATE no action;
