CREATE TABLE "invitation_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"invitation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"attending" boolean NOT NULL,
	"guest_count" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitation_messages_name_check" CHECK (char_length("invitation_messages"."name") between 1 and 50),
	CONSTRAINT "invitation_messages_message_check" CHECK (char_length("invitation_messages"."message") <= 150),
	CONSTRAINT "invitation_messages_guest_count_check" CHECK ("invitation_messages"."guest_count" between 0 and 20)
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"hash" text NOT NULL,
	"title" text NOT NULL,
	"couple_names" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"timezone" text DEFAULT 'Europe/Istanbul' NOT NULL,
	"venue_name" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"map_url" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"theme" text DEFAULT 'classic' NOT NULL,
	"theme_color" text NOT NULL,
	"qr_code_id" uuid,
	"rsvp_enabled" boolean DEFAULT true NOT NULL,
	"rsvp_deadline" timestamp with time zone,
	"max_guests_per_reply" integer DEFAULT 5 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"cover_key" text,
	"cover_thumb_key" text,
	"reply_mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitations_max_guests_check" CHECK ("invitations"."max_guests_per_reply" between 1 and 20),
	CONSTRAINT "invitations_theme_color_check" CHECK ("invitations"."theme_color" ~ '^#[0-9a-fA-F]{6}$')
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notify_invitation_replies" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "invitation_messages" ADD CONSTRAINT "invitation_messages_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_qr_code_id_qr_codes_id_fk" FOREIGN KEY ("qr_code_id") REFERENCES "public"."qr_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitation_messages_invitation_created_idx" ON "invitation_messages" USING btree ("invitation_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invitation_messages_public_idx" ON "invitation_messages" USING btree ("invitation_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_hash_key" ON "invitations" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "invitations_owner_idx" ON "invitations" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "invitations_qr_code_idx" ON "invitations" USING btree ("qr_code_id");