CREATE TABLE `rate_sources` (
	`id` text PRIMARY KEY NOT NULL,
	`position` integer NOT NULL,
	`url` text NOT NULL,
	`parser` text NOT NULL,
	`options` text NOT NULL,
	`updated_at` integer NOT NULL,
	`updated_by` text
);
--> statement-breakpoint
CREATE INDEX `mortgage_rates_series_idx` ON `mortgage_rates` (`province`,`term`,`rate_type`,`mortgage_type`,`scraped_at`);--> statement-breakpoint
CREATE INDEX `mortgage_rates_scraped_idx` ON `mortgage_rates` (`scraped_at`);