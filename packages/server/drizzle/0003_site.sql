CREATE TABLE "branches" (
	"branch_cd" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sales_office_cd" text NOT NULL,
	"address" text NOT NULL,
	"address_detail" text DEFAULT '' NOT NULL,
	"phone" text NOT NULL,
	"hours" text DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_awards" (
	"award_no" serial PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"title" text NOT NULL,
	"issuer" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_banners" (
	"banner_no" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"image_url" text NOT NULL,
	"image_alt" text NOT NULL,
	"link_url" text NOT NULL,
	"link_label" text NOT NULL,
	"on_pc" boolean DEFAULT true NOT NULL,
	"on_mobile" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_popups" (
	"popup_no" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"image_url" text,
	"image_alt" text DEFAULT '' NOT NULL,
	"link_url" text,
	"link_label" text DEFAULT '' NOT NULL,
	"on_pc" boolean DEFAULT true NOT NULL,
	"on_mobile" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_promotions" (
	"promotion_no" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"image_url" text NOT NULL,
	"image_alt" text NOT NULL,
	"link_url" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_offices" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_faqs" (
	"faq_no" serial PRIMARY KEY NOT NULL,
	"faq_tp" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_notices" (
	"board_no" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_sales_office_cd_sales_offices_code_fk" FOREIGN KEY ("sales_office_cd") REFERENCES "public"."sales_offices"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "branches_list_idx" ON "branches" USING btree ("sales_office_cd","name","branch_cd");--> statement-breakpoint
CREATE INDEX "home_awards_list_idx" ON "home_awards" USING btree ("sort_order","award_no");--> statement-breakpoint
CREATE INDEX "home_banners_showing_idx" ON "home_banners" USING btree ("starts_at","ends_at");--> statement-breakpoint
CREATE INDEX "home_popups_showing_idx" ON "home_popups" USING btree ("starts_at","ends_at");--> statement-breakpoint
CREATE INDEX "home_promotions_list_idx" ON "home_promotions" USING btree ("sort_order","promotion_no");--> statement-breakpoint
CREATE INDEX "site_faqs_list_idx" ON "site_faqs" USING btree ("faq_tp","sort_order","faq_no");--> statement-breakpoint
CREATE INDEX "site_notices_list_idx" ON "site_notices" USING btree ("pinned" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"board_no" DESC NULLS FIRST);