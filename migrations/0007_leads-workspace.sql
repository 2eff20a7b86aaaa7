CREATE TABLE `lead_activities` (
	`id` text PRIMARY KEY NOT NULL,
	`lead_id` text NOT NULL,
	`kind` text NOT NULL,
	`actor_user_id` text,
	`actor_name` text,
	`from_value` text,
	`to_value` text,
	`from_label` text,
	`to_label` text,
	`note` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `lead_activities_lead_created_idx` ON `lead_activities` (`lead_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `lead_departures` (
	`agent_id` text NOT NULL,
	`lead_id` text NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`agent_id`, `lead_id`),
	FOREIGN KEY (`agent_id`) REFERENCES `agents`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `lead_departures_agent_updated_idx` ON `lead_departures` (`agent_id`,`updated_at`,`lead_id`);--> statement-breakpoint
ALTER TABLE `leads` ADD `next_follow_up_on` text;--> statement-breakpoint
CREATE INDEX `leads_status_created_idx` ON `leads` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `leads_source_created_idx` ON `leads` (`source`,`created_at`);--> statement-breakpoint
CREATE INDEX `leads_agent_created_idx` ON `leads` (`agent_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `leads_follow_up_idx` ON `leads` (`next_follow_up_on`,`created_at`);--> statement-breakpoint
CREATE INDEX `leads_client_name_idx` ON `leads` (`client_name`,`id`);