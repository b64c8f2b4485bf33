CREATE TABLE "posts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"album_id" uuid NOT NULL,
	"qr_code_id" uuid NOT NULL,
	"guest_name" text NOT NULL,
	"message" text,
	"status" text NOT NULL,
	"ip" "inet",
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"moderated_by" uuid,
	"moderated_at" timestamp with time zone,
	CONSTRAINT "posts_status_check" CHECK ("posts"."status" in ('pending', 'published', 'rejected')),
	CONSTRAINT "posts_guest_name_check" CHECK (char_length("posts"."guest_name") between 1 and 50),
	CONSTRAINT "posts_message_check" CHECK (char_length("posts"."message") <= 150)
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" uuid PRIMARY KEY NOT NULL,
	"post_id" uuid NOT NULL,
	"album_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"original_filename" text,
	"mime" text NOT NULL,
	"bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"original_key" text NOT NULL,
	"preview_key" text,
	"thumb_key" text,
	"poster_key" text,
	"playback_key" text,
	"width" integer,
	"height" integer,
	"duration" real,
	"taken_at" timestamp with time zone,
	"status" text DEFAULT 'processing' NOT NULL,
	"note" text,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_kind_check" CHECK ("media"."kind" in ('photo', 'video')),
	CONSTRAINT "media_status_check" CHECK ("media"."status" in ('processing', 'ready', 'failed')),
	CONSTRAINT "media_bytes_check" CHECK ("media"."bytes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_album_id_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."albums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_qr_code_id_qr_codes_id_fk" FOREIGN KEY ("qr_code_id") REFERENCES "public"."qr_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_moderated_by_users_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_album_id_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."albums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posts_album_status_created_idx" ON "posts" USING btree ("album_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_qr_code_status_created_idx" ON "posts" USING btree ("qr_code_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_ip_idx" ON "posts" USING btree ("ip");--> statement-breakpoint
CREATE INDEX "media_post_idx" ON "media" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "media_album_idx" ON "media" USING btree ("album_id");--> statement-breakpoint
CREATE INDEX "media_processing_idx" ON "media" USING btree ("created_at") WHERE "media"."status" = 'processing';