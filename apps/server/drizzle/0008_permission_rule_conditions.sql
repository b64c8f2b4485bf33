DROP INDEX "permissions_action_subject_key";--> statement-breakpoint
CREATE UNIQUE INDEX "permissions_rule_key" ON "permissions" USING btree ("action","subject",coalesce("conditions", '{}'::jsonb));