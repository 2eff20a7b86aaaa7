CREATE TABLE `lead_routing` (
	`id` integer PRIMARY KEY NOT NULL,
	`rule` text DEFAULT 'triage' NOT NULL,
	`round_robin_next` integer DEFAULT 0 NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `mail_log` (
	`id` text PRIMARY KEY NOT NULL,
	`idempotency_key` text NOT NULL,
	`kind` text NOT NULL,
	`to` text NOT NULL,
	`subject` text NOT NULL,
	`lead_id` text,
	`state` text DEFAULT 'queued' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`sent_at` integer,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `mail_log_idempotency_uq` ON `mail_log` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `mail_log_created_idx` ON `mail_log` (`created_at`);--> statement-breakpoint
CREATE INDEX `mail_log_state_created_idx` ON `mail_log` (`state`,`created_at`);--> statement-breakpoint
ALTER TABLE `agents` ADD `email_new_leads` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `agents` ADD `accepts_new_leads` integer DEFAULT true NOT NULL;