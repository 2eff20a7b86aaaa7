ALTER TABLE `lead_routing` ADD `not_contacted_minutes` integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE `leads` ADD `first_contact_at` integer;--> statement-breakpoint
CREATE INDEX `leads_first_contact_idx` ON `leads` (`first_contact_at`,`created_at`);--> statement-breakpoint
-- A lead's first contact is set by the timeline entry that makes it: a note, a quick action's
-- contact, or a stage move to Contacted or further (not Lost). In the same statement as the
-- entry, and only while empty: the first one written wins, whoever wrote it.
CREATE TRIGGER `leads_first_contact_ai` AFTER INSERT ON `lead_activities`
WHEN new.`kind` IN ('note', 'contact')
	OR (new.`kind` = 'status' AND new.`to_value` IN ('contacted', 'application', 'submitted', 'approved', 'funded'))
BEGIN
	UPDATE `leads` SET `first_contact_at` = new.`created_at`
	WHERE `id` = new.`lead_id` AND `first_contact_at` IS NULL;
END;--> statement-breakpoint
-- Leads that already have such entries take the earliest (stages before the pipeline included:
-- 'qualified' was the stage after Contacted).
UPDATE `leads` SET `first_contact_at` = (
	SELECT min(a.`created_at`) FROM `lead_activities` a
	WHERE a.`lead_id` = `leads`.`id` AND (a.`kind` IN ('note', 'contact')
		OR (a.`kind` = 'status' AND a.`to_value` IN ('contacted', 'qualified', 'application', 'submitted', 'approved', 'funded')))
)
WHERE `first_contact_at` IS NULL;
