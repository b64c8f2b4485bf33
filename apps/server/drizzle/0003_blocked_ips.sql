CREATE TABLE "blocked_ips" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid,
	"ip" "cidr" NOT NULL,
	"reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocked_ips_owner_ip_key" UNIQUE NULLS NOT DISTINCT("owner_id","ip"),
	CONSTRAINT "blocked_ips_reason_check" CHECK (char_length("blocked_ips"."reason") <= 200)
);
--> statement-breakpoint
ALTER TABLE "blocked_ips" ADD CONSTRAINT "blocked_ips_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocked_ips" ADD CONSTRAINT "blocked_ips_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blocked_ips_ip_idx" ON "blocked_ips" USING gist ("ip" inet_ops);