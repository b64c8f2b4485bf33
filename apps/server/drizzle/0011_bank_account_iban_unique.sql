-- An IBAN is saved once. Rows saved twice before this index keep their oldest copy (bills never
-- point at an account: the pay page lists the active ones, so nothing else refers to the copies).
DELETE FROM "bank_accounts" AS "later" USING "bank_accounts" AS "earlier"
  WHERE "later"."iban" = "earlier"."iban"
    AND ("later"."created_at", "later"."id") > ("earlier"."created_at", "earlier"."id");
--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_iban_key" ON "bank_accounts" USING btree ("iban");
