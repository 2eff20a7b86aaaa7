CREATE TABLE `push_subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`secret_hash` text NOT NULL,
	`endpoint` text NOT NULL,
	`p256dh` text NOT NULL,
	`auth` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `push_subscriptions_endpoint_idx` ON `push_subscriptions` (`endpoint`);--> statement-breakpoint
CREATE TABLE `rate_alerts` (
	`id` text PRIMARY KEY NOT NULL,
	`subscription_id` text NOT NULL,
	`province` text NOT NULL,
	`term` text NOT NULL,
	`rate_type` text NOT NULL,
	`mortgage_type` text NOT NULL,
	`kind` text NOT NULL,
	`target_rate` real,
	`baseline_rate` real,
	`state` text DEFAULT 'watching' NOT NULL,
	`last_sent_at` integer,
	`last_sent_rate` real,
	`claimed_until` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`subscription_id`) REFERENCES `push_subscriptions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `rate_alerts_product_idx` ON `rate_alerts` (`province`,`term`,`rate_type`,`mortgage_type`);--> statement-breakpoint
CREATE INDEX `rate_alerts_subscription_idx` ON `rate_alerts` (`subscription_id`,`created_at`);