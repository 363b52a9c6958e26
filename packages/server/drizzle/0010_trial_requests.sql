CREATE TABLE "trial_requests" (
	"request_no" serial PRIMARY KEY NOT NULL,
	"child_grade" text NOT NULL,
	"parent_name" text NOT NULL,
	"phone" text NOT NULL,
	"branch_cd" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trial_requests" ADD CONSTRAINT "trial_requests_branch_cd_branches_branch_cd_fk" FOREIGN KEY ("branch_cd") REFERENCES "public"."branches"("branch_cd") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "trial_requests_branch_idx" ON "trial_requests" USING btree ("branch_cd","created_at");
