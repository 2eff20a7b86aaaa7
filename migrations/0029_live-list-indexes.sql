DROP INDEX `leads_archived_idx`;--> statement-breakpoint
CREATE INDEX `leads_live_status_idx` ON `leads` (`deleted_at`,`status`,`created_at`,`id`,`deal_amount`);--> statement-breakpoint
CREATE INDEX `leads_archived_idx` ON `leads` (`deleted_at`,`created_at`,`id`);