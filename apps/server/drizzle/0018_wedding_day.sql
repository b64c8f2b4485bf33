ALTER TABLE "blocked_ips" DROP CONSTRAINT "blocked_ips_owner_ip_key";--> statement-breakpoint
ALTER TABLE "blocked_ips" ALTER COLUMN "ip" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "qr_codes" ADD COLUMN "guest_delete_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "qr_codes" ADD COLUMN "slideshow_token" text;--> statement-breakpoint
ALTER TABLE "qr_codes" ADD COLUMN "slideshow_interval" integer DEFAULT 8 NOT NULL;--> statement-breakpoint
ALTER TABLE "qr_codes" ADD COLUMN "slideshow_include_videos" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "qr_codes" ADD COLUMN "slideshow_show_names" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "qr_codes" ADD COLUMN "slideshow_include_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "albums" ADD COLUMN "visibility" text DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "albums" ADD COLUMN "reveal_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blocked_ips" ADD COLUMN "guest_key_hash" text;--> statement-breakpoint
ALTER TABLE "blocked_ips" ADD COLUMN "guest_name" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "guest_key_hash" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "hidden_by_block_id" uuid;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "status_before_block" text;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_hidden_by_block_id_blocked_ips_id_fk" FOREIGN KEY ("hidden_by_block_id") REFERENCES "public"."blocked_ips"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "qr_codes_slideshow_token_key" ON "qr_codes" USING btree ("slideshow_token");--> statement-breakpoint
CREATE UNIQUE INDEX "blocked_ips_owner_ip_key" ON "blocked_ips" USING btree (coalesce("owner_id", '00000000-0000-0000-0000-000000000000'::uuid),"ip") WHERE "blocked_ips"."ip" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "blocked_ips_owner_guest_key" ON "blocked_ips" USING btree (coalesce("owner_id", '00000000-0000-0000-0000-000000000000'::uuid),"guest_key_hash") WHERE "blocked_ips"."guest_key_hash" is not null;--> statement-breakpoint
CREATE INDEX "blocked_ips_guest_key_idx" ON "blocked_ips" USING btree ("guest_key_hash");--> statement-breakpoint
CREATE INDEX "posts_qr_code_guest_key_idx" ON "posts" USING btree ("qr_code_id","guest_key_hash");--> statement-breakpoint
CREATE INDEX "posts_hidden_by_block_idx" ON "posts" USING btree ("hidden_by_block_id");--> statement-breakpoint
CREATE INDEX "media_album_sha256_idx" ON "media" USING btree ("album_id","sha256");--> statement-breakpoint
ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_slideshow_interval_check" CHECK ("qr_codes"."slideshow_interval" between 3 and 60);--> statement-breakpoint
ALTER TABLE "albums" ADD CONSTRAINT "albums_visibility_check" CHECK ("albums"."visibility" in ('public', 'after_reveal', 'owner_only'));--> statement-breakpoint
ALTER TABLE "blocked_ips" ADD CONSTRAINT "blocked_ips_target_check" CHECK (("blocked_ips"."ip" is null) <> ("blocked_ips"."guest_key_hash" is null));