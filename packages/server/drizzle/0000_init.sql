CREATE TABLE "auth_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"mem_no" text PRIMARY KEY NOT NULL,
	"login_id" text NOT NULL,
	"name" text NOT NULL,
	"gender" text NOT NULL,
	"birth" text NOT NULL,
	"password_hash" text NOT NULL,
	"guide_fee" integer DEFAULT 0 NOT NULL,
	"rnl_yn" text DEFAULT '' NOT NULL,
	"school" text DEFAULT '' NOT NULL,
	"grade" text DEFAULT '' NOT NULL,
	"mem_tp" text DEFAULT 'Z' NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"mem_no" text NOT NULL,
	"prod_cd" text NOT NULL,
	"real_prod_cd" text NOT NULL,
	"prod_nm" text NOT NULL,
	"mem_tp" text NOT NULL,
	"mem_tp_label" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_links" (
	"audience" text NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_links_audience_key_pk" PRIMARY KEY("audience","key")
);
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_mem_no_members_mem_no_fk" FOREIGN KEY ("mem_no") REFERENCES "public"."members"("mem_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "members_login_id_key" ON "members" USING btree ("login_id");--> statement-breakpoint
CREATE INDEX "members_name_birth_idx" ON "members" USING btree ("name","birth");--> statement-breakpoint
CREATE INDEX "products_mem_no_idx" ON "products" USING btree ("mem_no");