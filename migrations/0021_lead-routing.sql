CREATE TABLE `lead_routing` (
	`id` integer PRIMARY KEY NOT NULL,
	`rule` text DEFAULT 'triage' NOT NULL,
	`round_robin_next` integer DEFAULT 0 NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `agents` ADD `accepts_new_leads` integer DEFAULT true NOT NULL;