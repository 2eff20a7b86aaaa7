CREATE TABLE `renewal_reminders` (
	`id` text PRIMARY KEY NOT NULL,
	`subscription_id` text NOT NULL,
	`maturity_date` text NOT NULL,
	`last_sent_days` integer,
	`last_sent_at` integer,
	`claimed_until` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`subscription_id`) REFERENCES `push_subscriptions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `renewal_reminders_subscription_idx` ON `renewal_reminders` (`subscription_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `renewal_reminders_maturity_idx` ON `renewal_reminders` (`maturity_date`);