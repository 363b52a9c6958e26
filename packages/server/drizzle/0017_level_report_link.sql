ALTER TABLE "test_attempts" ADD COLUMN "share_cd" text;--> statement-breakpoint
CREATE UNIQUE INDEX "test_attempts_share_cd_idx" ON "test_attempts" USING btree ("share_cd");