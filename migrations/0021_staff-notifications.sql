CREATE TABLE `staff_notifications` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`lead_id` text NOT NULL,
	`cause_key` text NOT NULL,
	`title` text NOT NULL,
	`body` text NOT NULL,
	`url` text NOT NULL,
	`read_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`deleted_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `staff_notifications_cause_idx` ON `staff_notifications` (`user_id`,`cause_key`);--> statement-breakpoint
CREATE INDEX `staff_notifications_user_created_idx` ON `staff_notifications` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `staff_notifications_user_updated_idx` ON `staff_notifications` (`user_id`,`updated_at`);--> statement-breakpoint
CREATE TABLE `staff_push_deliveries` (
	`notification_id` text NOT NULL,
	`subscription_id` text NOT NULL,
	`sent_at` integer,
	`attempts` integer DEFAULT 0 NOT NULL,
	`claimed_until` integer,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`notification_id`, `subscription_id`),
	FOREIGN KEY (`notification_id`) REFERENCES `staff_notifications`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`subscription_id`) REFERENCES `staff_push_subscriptions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `staff_push_deliveries_unsent_idx` ON `staff_push_deliveries` (`sent_at`,`created_at`);--> statement-breakpoint
CREATE INDEX `staff_push_deliveries_subscription_idx` ON `staff_push_deliveries` (`subscription_id`);--> statement-breakpoint
CREATE TABLE `staff_push_subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`session_id` text NOT NULL,
	`endpoint` text NOT NULL,
	`p256dh` text NOT NULL,
	`auth` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `staff_push_subscriptions_endpoint_idx` ON `staff_push_subscriptions` (`endpoint`);--> statement-breakpoint
CREATE INDEX `staff_push_subscriptions_user_idx` ON `staff_push_subscriptions` (`user_id`);