CREATE TABLE "qr_codes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"customer_id" uuid,
	"hash" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"event_date" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"uploads_enabled" boolean DEFAULT true NOT NULL,
	"approval_required" boolean DEFAULT false NOT NULL,
	"allow_guest_download" boolean DEFAULT false NOT NULL,
	"theme_color" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qr_codes_title_check" CHECK (char_length("qr_codes"."title") between 1 and 100),
	CONSTRAINT "qr_codes_theme_color_check" CHECK ("qr_codes"."theme_color" ~ '^#[0-9a-fA-F]{6}$')
);
--> statement-breakpoint
CREATE TABLE "albums" (
	"id" uuid PRIMARY KEY NOT NULL,
	"qr_code_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"password_hash" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"uploads_enabled" boolean DEFAULT true NOT NULL,
	"approval_required" boolean,
	"upload_limit" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "albums_name_check" CHECK (char_length("albums"."name") between 1 and 50),
	CONSTRAINT "albums_upload_limit_check" CHECK ("albums"."upload_limit" > 0)
);
--> statement-breakpoint
ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "albums" ADD CONSTRAINT "albums_qr_code_id_qr_codes_id_fk" FOREIGN KEY ("qr_code_id") REFERENCES "public"."qr_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "qr_codes_hash_key" ON "qr_codes" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "qr_codes_owner_idx" ON "qr_codes" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "qr_codes_customer_idx" ON "qr_codes" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "albums_qr_code_sort_idx" ON "albums" USING btree ("qr_code_id","sort_order");