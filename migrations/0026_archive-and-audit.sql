CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` integer NOT NULL,
	`actor_user_id` text,
	`actor_name` text NOT NULL,
	`kind` text NOT NULL,
	`target_id` text NOT NULL,
	`label` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `audit_log_at_idx` ON `audit_log` (`at`);--> statement-breakpoint
CREATE INDEX `audit_log_kind_at_idx` ON `audit_log` (`kind`,`at`);--> statement-breakpoint
CREATE INDEX `audit_log_actor_at_idx` ON `audit_log` (`actor_user_id`,`at`);--> statement-breakpoint
ALTER TABLE `leads` ADD `archived_by` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `retain_until` integer;--> statement-breakpoint
ALTER TABLE `leads` ADD `legal_hold_at` integer;--> statement-breakpoint
CREATE INDEX `leads_archived_idx` ON `leads` (`deleted_at`,`created_at`);--> statement-breakpoint
CREATE INDEX `leads_retain_until_idx` ON `leads` (`retain_until`);--> statement-breakpoint
-- The audit log is append-only: the database itself refuses to change or remove a row.
CREATE TRIGGER `audit_log_no_update` BEFORE UPDATE ON `audit_log`
BEGIN
	SELECT RAISE(ABORT, 'audit_log is append-only');
END;--> statement-breakpoint
CREATE TRIGGER `audit_log_no_delete` BEFORE DELETE ON `audit_log`
BEGIN
	SELECT RAISE(ABORT, 'audit_log is append-only');
END;--> statement-breakpoint
-- Leads deleted before the archive existed are archived now: kept for the default six years
-- from their deletion.
UPDATE `leads` SET `retain_until` = CAST(strftime('%s', `deleted_at` / 1000, 'unixepoch', '+6 years') AS INTEGER) * 1000
WHERE `deleted_at` IS NOT NULL AND `retain_until` IS NULL;
