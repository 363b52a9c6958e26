CREATE TABLE "qr_answer_sheets" (
	"course" text NOT NULL,
	"step" integer NOT NULL,
	"week" integer NOT NULL,
	"sheet_type" text NOT NULL,
	"file" text NOT NULL,
	CONSTRAINT "qr_answer_sheets_course_sheet_type_step_week_pk" PRIMARY KEY("course","sheet_type","step","week")
);
