CREATE TABLE `mfa_challenges` (
	`id` text PRIMARY KEY NOT NULL,
	`factor_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`verified_at` integer,
	FOREIGN KEY (`factor_id`) REFERENCES `mfa_factors`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `mfa_challenges_factor_idx` ON `mfa_challenges` (`factor_id`);--> statement-breakpoint
CREATE TABLE `mfa_factors` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`factor_type` text DEFAULT 'totp' NOT NULL,
	`friendly_name` text,
	`secret` text NOT NULL,
	`status` text DEFAULT 'unverified' NOT NULL,
	`last_used_step` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `mfa_factors_user_idx` ON `mfa_factors` (`user_id`);--> statement-breakpoint
CREATE TABLE `profiles` (
	`id` text PRIMARY KEY NOT NULL,
	`role` text DEFAULT 'other' NOT NULL,
	`full_name` text,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `rate_limit_buckets` (
	`key` text PRIMARY KEY NOT NULL,
	`count` integer NOT NULL,
	`reset_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `refresh_tokens` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`family_id` text NOT NULL,
	`token_hash` text NOT NULL,
	`parent_id` text,
	`replaced_by` text,
	`aal` text DEFAULT 'aal1' NOT NULL,
	`created_at` integer NOT NULL,
	`used_at` integer,
	`revoked_at` integer,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `refresh_tokens_hash_uq` ON `refresh_tokens` (`token_hash`);--> statement-breakpoint
CREATE INDEX `refresh_tokens_family_idx` ON `refresh_tokens` (`family_id`);--> statement-breakpoint
CREATE INDEX `refresh_tokens_user_idx` ON `refresh_tokens` (`user_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`session_version` integer DEFAULT 1 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_uq` ON `users` (`email`);--> statement-breakpoint
CREATE TABLE `lenders` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`logo_url` text,
	`type` text DEFAULT 'a_lender' NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`display_order` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`deleted_at` integer
);
--> statement-breakpoint
CREATE INDEX `lenders_active_order_idx` ON `lenders` (`is_active`,`display_order`);--> statement-breakpoint
CREATE TABLE `mortgage_rates` (
	`id` text PRIMARY KEY NOT NULL,
	`province` text NOT NULL,
	`term` text NOT NULL,
	`rate_type` text NOT NULL,
	`mortgage_type` text NOT NULL,
	`posted_rate` real NOT NULL,
	`our_rate` real NOT NULL,
	`source_url` text NOT NULL,
	`scraped_at` integer NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`deleted_at` integer
);
--> statement-breakpoint
CREATE INDEX `mortgage_rates_province_active_scraped_idx` ON `mortgage_rates` (`province`,`is_active`,`scraped_at`);--> statement-breakpoint
CREATE INDEX `mortgage_rates_active_scraped_idx` ON `mortgage_rates` (`is_active`,`scraped_at`);--> statement-breakpoint
CREATE INDEX `mortgage_rates_active_our_rate_idx` ON `mortgage_rates` (`is_active`,`our_rate`);--> statement-breakpoint
CREATE TABLE `rate_refresh_runs` (
	`id` text PRIMARY KEY NOT NULL,
	`trigger` text NOT NULL,
	`started_at` integer NOT NULL,
	`finished_at` integer,
	`success` integer DEFAULT false NOT NULL,
	`outcome` text,
	`message` text DEFAULT '' NOT NULL,
	`rates_date` text,
	`rates_count` integer DEFAULT 0 NOT NULL,
	`details` text
);
--> statement-breakpoint
CREATE INDEX `rate_refresh_runs_started_idx` ON `rate_refresh_runs` (`started_at`);--> statement-breakpoint
CREATE TABLE `agent_documents` (
	`id` text PRIMARY KEY NOT NULL,
	`agent_id` text NOT NULL,
	`name` text NOT NULL,
	`file_key` text NOT NULL,
	`file_size` integer NOT NULL,
	`mime_type` text NOT NULL,
	`type` text DEFAULT 'other' NOT NULL,
	`uploaded_at` integer NOT NULL,
	`deleted_at` integer,
	FOREIGN KEY (`agent_id`) REFERENCES `agents`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `agent_documents_agent_idx` ON `agent_documents` (`agent_id`,`uploaded_at`);--> statement-breakpoint
CREATE TABLE `agents` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text,
	`bio` text,
	`calendly_link` text,
	`crm_email` text,
	`social_links` text DEFAULT '{}' NOT NULL,
	`application_links` text DEFAULT '{}' NOT NULL,
	`seo_settings` text DEFAULT '{}' NOT NULL,
	`contact_details` text DEFAULT '{}' NOT NULL,
	`profile_slug` text,
	`headshot_url` text,
	`banner_image_url` text,
	`custom_background_image` text,
	`agent_logo_url` text,
	`badge1_url` text,
	`badge2_url` text,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`deleted_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `agents_user_uq` ON `agents` (`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `agents_slug_uq` ON `agents` (`profile_slug`);--> statement-breakpoint
CREATE INDEX `agents_active_name_idx` ON `agents` (`is_active`,`name`);--> statement-breakpoint
CREATE TABLE `analytics_events` (
	`id` text PRIMARY KEY NOT NULL,
	`agent_id` text,
	`event_type` text NOT NULL,
	`path` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`agent_id`) REFERENCES `agents`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `analytics_events_agent_type_created_idx` ON `analytics_events` (`agent_id`,`event_type`,`created_at`);--> statement-breakpoint
CREATE INDEX `analytics_events_type_created_idx` ON `analytics_events` (`event_type`,`created_at`);--> statement-breakpoint
CREATE TABLE `testimonials` (
	`id` text PRIMARY KEY NOT NULL,
	`agent_id` text,
	`admin_id` text,
	`client_name` text NOT NULL,
	`content` text NOT NULL,
	`rating` integer NOT NULL,
	`is_approved` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`deleted_at` integer,
	FOREIGN KEY (`agent_id`) REFERENCES `agents`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`admin_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `testimonials_approved_admin_created_idx` ON `testimonials` (`is_approved`,`admin_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `testimonials_agent_approved_created_idx` ON `testimonials` (`agent_id`,`is_approved`,`created_at`);--> statement-breakpoint
CREATE TABLE `blog_posts` (
	`id` text PRIMARY KEY NOT NULL,
	`agent_id` text,
	`title` text NOT NULL,
	`slug` text NOT NULL,
	`excerpt` text,
	`content` text NOT NULL,
	`featured_image_url` text,
	`is_published` integer DEFAULT false NOT NULL,
	`published_at` integer,
	`seo_settings` text DEFAULT '{}' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`deleted_at` integer,
	FOREIGN KEY (`agent_id`) REFERENCES `agents`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `blog_posts_slug_uq` ON `blog_posts` (`slug`);--> statement-breakpoint
CREATE INDEX `blog_posts_published_idx` ON `blog_posts` (`is_published`,`published_at`);--> statement-breakpoint
CREATE INDEX `blog_posts_agent_idx` ON `blog_posts` (`agent_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `mortgage_services` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`content` text,
	`image_url` text,
	`features` text DEFAULT '[]' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`deleted_at` integer
);
--> statement-breakpoint
CREATE INDEX `mortgage_services_created_idx` ON `mortgage_services` (`created_at`);--> statement-breakpoint
CREATE TABLE `news_feed_config` (
	`id` text PRIMARY KEY NOT NULL,
	`app_id` text NOT NULL,
	`app_key` text NOT NULL,
	`access_token` text NOT NULL,
	`user_id` text NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `products` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`image_url` text,
	`price` real,
	`content` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`deleted_at` integer
);
--> statement-breakpoint
CREATE INDEX `products_created_idx` ON `products` (`created_at`);--> statement-breakpoint
CREATE TABLE `leads` (
	`id` text PRIMARY KEY NOT NULL,
	`agent_id` text,
	`client_name` text NOT NULL,
	`client_email` text NOT NULL,
	`client_phone` text,
	`type` text NOT NULL,
	`source` text NOT NULL,
	`status` text DEFAULT 'new' NOT NULL,
	`message` text,
	`notes` text,
	`metadata` text DEFAULT '{}' NOT NULL,
	`consent_version` text,
	`consent_at` integer,
	`submission_kind` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`deleted_at` integer,
	FOREIGN KEY (`agent_id`) REFERENCES `agents`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `leads_created_idx` ON `leads` (`created_at`);--> statement-breakpoint
CREATE INDEX `leads_agent_updated_idx` ON `leads` (`agent_id`,`updated_at`);--> statement-breakpoint
CREATE INDEX `leads_type_created_idx` ON `leads` (`type`,`created_at`);--> statement-breakpoint
CREATE TABLE `sync_mutations` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`status` integer NOT NULL,
	`result` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sync_mutations_user_idx` ON `sync_mutations` (`user_id`,`created_at`);