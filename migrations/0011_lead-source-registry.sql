-- Custom migration (drizzle-kit generate --custom): the lead-source registry
-- (shared/leads/sources.ts, docs/decisions/100-lead-source-registry.md). drizzle-kit sees no
-- change (the column's enum is TypeScript only), so the data update lives here; keep this file
-- when migrations are regenerated.
--
-- A source stored in another case than its registry id is settled onto the id: 'Website' (the
-- application form's old spelling) becomes 'website', the become-a-broker form's source, and so
-- does any other case variant of an id. Like every write to a lead (leadStamp in
-- worker/domain/leads.ts), a changed row's version and updated_at move on, so agents' devices
-- pull the corrected row with their next delta.
UPDATE `leads`
SET `source` = 'mortgage_calculator',
	`version` = `version` + 1,
	`updated_at` = max(CAST(unixepoch('subsec') * 1000 AS INTEGER), coalesce((SELECT max(`updated_at`) FROM `leads`), 0) + 1)
WHERE lower(`source`) = 'mortgage_calculator' AND `source` <> 'mortgage_calculator';
--> statement-breakpoint
UPDATE `leads`
SET `source` = 'AI Chatbot',
	`version` = `version` + 1,
	`updated_at` = max(CAST(unixepoch('subsec') * 1000 AS INTEGER), coalesce((SELECT max(`updated_at`) FROM `leads`), 0) + 1)
WHERE lower(`source`) = 'ai chatbot' AND `source` <> 'AI Chatbot';
--> statement-breakpoint
UPDATE `leads`
SET `source` = 'contact_form',
	`version` = `version` + 1,
	`updated_at` = max(CAST(unixepoch('subsec') * 1000 AS INTEGER), coalesce((SELECT max(`updated_at`) FROM `leads`), 0) + 1)
WHERE lower(`source`) = 'contact_form' AND `source` <> 'contact_form';
--> statement-breakpoint
UPDATE `leads`
SET `source` = 'website',
	`version` = `version` + 1,
	`updated_at` = max(CAST(unixepoch('subsec') * 1000 AS INTEGER), coalesce((SELECT max(`updated_at`) FROM `leads`), 0) + 1)
WHERE lower(`source`) = 'website' AND `source` <> 'website';
--> statement-breakpoint
UPDATE `leads`
SET `source` = 'newsletter',
	`version` = `version` + 1,
	`updated_at` = max(CAST(unixepoch('subsec') * 1000 AS INTEGER), coalesce((SELECT max(`updated_at`) FROM `leads`), 0) + 1)
WHERE lower(`source`) = 'newsletter' AND `source` <> 'newsletter';
--> statement-breakpoint
UPDATE `leads`
SET `source` = 'affordability_calculator',
	`version` = `version` + 1,
	`updated_at` = max(CAST(unixepoch('subsec') * 1000 AS INTEGER), coalesce((SELECT max(`updated_at`) FROM `leads`), 0) + 1)
WHERE lower(`source`) = 'affordability_calculator' AND `source` <> 'affordability_calculator';
--> statement-breakpoint
UPDATE `leads`
SET `source` = 'Manual',
	`version` = `version` + 1,
	`updated_at` = max(CAST(unixepoch('subsec') * 1000 AS INTEGER), coalesce((SELECT max(`updated_at`) FROM `leads`), 0) + 1)
WHERE lower(`source`) = 'manual' AND `source` <> 'Manual';
