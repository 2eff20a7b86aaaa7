CREATE TABLE `news_articles` (
	`id` text PRIMARY KEY NOT NULL,
	`link` text NOT NULL,
	`title_key` text NOT NULL,
	`title` text NOT NULL,
	`summary` text DEFAULT '' NOT NULL,
	`image` text,
	`author` text,
	`categories` text DEFAULT '[]' NOT NULL,
	`published` integer NOT NULL,
	`og_image` text,
	`og_description` text,
	`enriched_at` integer,
	`source` text NOT NULL,
	`fetched_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `news_articles_link_uq` ON `news_articles` (`link`);--> statement-breakpoint
CREATE UNIQUE INDEX `news_articles_title_key_uq` ON `news_articles` (`title_key`);--> statement-breakpoint
CREATE INDEX `news_articles_published_idx` ON `news_articles` (`published`,`id`);--> statement-breakpoint
CREATE INDEX `news_articles_enrich_idx` ON `news_articles` (`enriched_at`,`published`);--> statement-breakpoint
CREATE TABLE `news_feeds` (
	`id` text PRIMARY KEY NOT NULL,
	`position` integer NOT NULL,
	`url` text NOT NULL,
	`name` text,
	`updated_at` integer NOT NULL,
	`updated_by` text
);
--> statement-breakpoint
CREATE TABLE `news_oauth_states` (
	`state_hash` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`session_id` text NOT NULL,
	`app_id` text,
	`app_key` text,
	`redirect_uri` text NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `news_oauth_states_expires_idx` ON `news_oauth_states` (`expires_at`);--> statement-breakpoint
CREATE TABLE `news_refresh_runs` (
	`id` text PRIMARY KEY NOT NULL,
	`trigger` text NOT NULL,
	`started_at` integer NOT NULL,
	`finished_at` integer,
	`success` integer DEFAULT false NOT NULL,
	`outcome` text NOT NULL,
	`message` text DEFAULT '' NOT NULL,
	`articles_count` integer DEFAULT 0 NOT NULL,
	`new_count` integer DEFAULT 0 NOT NULL,
	`details` text,
	`actor_id` text
);
--> statement-breakpoint
CREATE INDEX `news_refresh_runs_started_idx` ON `news_refresh_runs` (`started_at`);--> statement-breakpoint
ALTER TABLE `news_feed_config` ADD `refresh_token` text;--> statement-breakpoint
ALTER TABLE `news_feed_config` ADD `token_expires_at` integer;--> statement-breakpoint
ALTER TABLE `news_feed_config` ADD `test_status` text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE `news_feed_config` ADD `test_message` text;--> statement-breakpoint
ALTER TABLE `news_feed_config` ADD `tested_at` integer;--> statement-breakpoint
ALTER TABLE `news_feed_config` ADD `updated_by` text;