CREATE TABLE "print_categories" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "print_designs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"category_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"width_mm" numeric(6, 2) NOT NULL,
	"height_mm" numeric(6, 2) NOT NULL,
	"bleed_mm" numeric(6, 2) DEFAULT 3 NOT NULL,
	"qr_box" jsonb NOT NULL,
	"text_boxes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"unit_price" integer NOT NULL,
	"min_quantity" integer DEFAULT 1 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"images" jsonb,
	"preview_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "print_designs_unit_price_check" CHECK ("print_designs"."unit_price" >= 1),
	CONSTRAINT "print_designs_min_quantity_check" CHECK ("print_designs"."min_quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "print_orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"design_id" uuid NOT NULL,
	"qr_code_id" uuid,
	"qr_hash" text NOT NULL,
	"qr_title" text NOT NULL,
	"template" jsonb NOT NULL,
	"texts" jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"total" integer NOT NULL,
	"currency" text DEFAULT 'TRY' NOT NULL,
	"shipping" jsonb NOT NULL,
	"status" text NOT NULL,
	"carrier" text,
	"tracking_number" text,
	"history" jsonb NOT NULL,
	"bill_id" uuid,
	"print_file_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "print_orders_status_check" CHECK ("print_orders"."status" in ('pending', 'confirmed', 'printing', 'shipped', 'delivered', 'cancelled')),
	CONSTRAINT "print_orders_quantity_check" CHECK ("print_orders"."quantity" >= 1),
	CONSTRAINT "print_orders_total_check" CHECK ("print_orders"."total" = "print_orders"."quantity" * "print_orders"."unit_price")
);
--> statement-breakpoint
ALTER TABLE "print_designs" ADD CONSTRAINT "print_designs_category_id_print_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."print_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_orders" ADD CONSTRAINT "print_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_orders" ADD CONSTRAINT "print_orders_design_id_print_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."print_designs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_orders" ADD CONSTRAINT "print_orders_qr_code_id_qr_codes_id_fk" FOREIGN KEY ("qr_code_id") REFERENCES "public"."qr_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_orders" ADD CONSTRAINT "print_orders_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "print_categories_sort_idx" ON "print_categories" USING btree ("sort_order","name");--> statement-breakpoint
CREATE INDEX "print_designs_category_idx" ON "print_designs" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "print_orders_user_created_idx" ON "print_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "print_orders_status_created_idx" ON "print_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "print_orders_created_idx" ON "print_orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "print_orders_design_idx" ON "print_orders" USING btree ("design_id");--> statement-breakpoint
CREATE INDEX "print_orders_qr_code_idx" ON "print_orders" USING btree ("qr_code_id");--> statement-breakpoint
CREATE UNIQUE INDEX "print_orders_bill_key" ON "print_orders" USING btree ("bill_id");