ALTER TABLE "users" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notify_pending_posts" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notify_subscription_expiry" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notify_printing_orders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "password_resets" ADD COLUMN "kind" text DEFAULT 'reset' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "expiry_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "qr_codes" ADD COLUMN "cover_key" text;--> statement-breakpoint
ALTER TABLE "qr_codes" ADD COLUMN "pending_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "albums" ADD COLUMN "cover_key" text;--> statement-breakpoint
CREATE INDEX "posts_created_idx" ON "posts" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_kind_check" CHECK ("password_resets"."kind" in ('reset', 'invitation'));