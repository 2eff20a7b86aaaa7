CREATE TABLE `lead_partner_posts` (
	`lead_id` text PRIMARY KEY NOT NULL,
	`state` text NOT NULL,
	`http_status` integer,
	`detail` text,
	`created_at` integer NOT NULL,
	`finished_at` integer,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `newsletter_subscribers` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`lead_id` text,
	`unsubscribe_token` text NOT NULL,
	`consent_version` text NOT NULL,
	`consent_at` integer NOT NULL,
	`subscribed_at` integer NOT NULL,
	`unsubscribed_at` integer,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscribers_email_idx` ON `newsletter_subscribers` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscribers_token_idx` ON `newsletter_subscribers` (`unsubscribe_token`);