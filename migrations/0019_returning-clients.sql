CREATE TABLE `lead_inquiries` (
	`id` text PRIMARY KEY NOT NULL,
	`lead_id` text NOT NULL,
	`submission_hash` text,
	`submission_kind` text,
	`type` text NOT NULL,
	`source` text NOT NULL,
	`client_name` text NOT NULL,
	`client_email` text NOT NULL,
	`client_phone` text,
	`agent_id` text,
	`message` text,
	`metadata` text DEFAULT '{}' NOT NULL,
	`consent_version` text,
	`consent_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `lead_inquiries_lead_created_idx` ON `lead_inquiries` (`lead_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `leads` ADD `email_key` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `phone_key` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `returning_at` integer;--> statement-breakpoint
CREATE INDEX `leads_email_key_idx` ON `leads` (`email_key`,`created_at`);--> statement-breakpoint
CREATE INDEX `leads_phone_key_idx` ON `leads` (`phone_key`,`created_at`);--> statement-breakpoint
CREATE INDEX `leads_returning_created_idx` ON `leads` (`returning_at`,`created_at`);--> statement-breakpoint
-- The keys of the leads already stored (shared/leads/contact-keys.ts says the rule).
UPDATE `leads` SET `email_key` = lower(trim(`client_email`)) WHERE trim(`client_email`) <> '' AND lower(trim(`client_email`)) <> 'no-reply@demo.brokerage.test';--> statement-breakpoint
UPDATE `leads` SET `phone_key` = replace(replace(replace(replace(replace(replace(replace(`client_phone`, ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '+', ''), '/', '') WHERE `client_phone` IS NOT NULL;--> statement-breakpoint
UPDATE `leads` SET `phone_key` = substr(`phone_key`, 2) WHERE length(`phone_key`) = 11 AND `phone_key` LIKE '1%';--> statement-breakpoint
UPDATE `leads` SET `phone_key` = NULL WHERE `phone_key` GLOB '*[^0-9]*' OR length(`phone_key`) < 7;
