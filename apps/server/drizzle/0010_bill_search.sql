-- The staff's bill search (docs/decisions/036): trigram matching for ilike '%…%', on one column.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "bills" SET "search_text" = concat_ws(' ', "bills"."number", coalesce("bills"."buyer"->>'fullName', "bills"."buyer"->>'companyName'), "users"."full_name", "users"."email") FROM "users" WHERE "users"."id" = "bills"."user_id";--> statement-breakpoint
CREATE INDEX "bills_search_trgm_idx" ON "bills" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);
