CREATE TABLE `consent_records` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`email` text NOT NULL,
	`lead_id` text,
	`subscriber_id` text,
	`purpose` text NOT NULL,
	`action` text NOT NULL,
	`text_version` text,
	`at` integer NOT NULL,
	`recorded_at` integer NOT NULL,
	`page` text,
	`form` text,
	`method` text NOT NULL,
	`actor_user_id` text,
	`backfilled` integer DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `consent_records_key_idx` ON `consent_records` (`key`);--> statement-breakpoint
CREATE INDEX `consent_records_email_at_idx` ON `consent_records` (`email`,`at`);--> statement-breakpoint
CREATE TABLE `consent_texts` (
	`version` text PRIMARY KEY NOT NULL,
	`purpose` text NOT NULL,
	`text` text NOT NULL
);
--> statement-breakpoint
-- Consent records are append-only: the database itself refuses to change or remove one.
CREATE TRIGGER `consent_records_no_update` BEFORE UPDATE ON `consent_records`
BEGIN
	SELECT RAISE(ABORT, 'consent_records is append-only');
END;--> statement-breakpoint
CREATE TRIGGER `consent_records_no_delete` BEFORE DELETE ON `consent_records`
BEGIN
	SELECT RAISE(ABORT, 'consent_records is append-only');
END;--> statement-breakpoint
-- The exact words of the consent texts in use, by version.
INSERT INTO `consent_texts` (`version`, `purpose`, `text`) VALUES
	('contact-2026-11', 'marketing-email', 'I consent to receive communications from Mortgage Alliance, its affiliates and authorized agents. I understand I can withdraw my consent at any time by unsubscribing.'),
	('newsletter-2026-11', 'newsletter', 'Yes, send me the Lakeshore Mortgage Group newsletter by email. I can unsubscribe at any time with the link in every issue.');
--> statement-breakpoint
-- Backfill: the consents kept so far as columns become records, marked as backfilled, under the
-- keys the application uses, so a replay of an old submission records nothing twice.
INSERT OR IGNORE INTO `consent_records` (`key`, `email`, `lead_id`, `purpose`, `action`, `text_version`, `at`, `recorded_at`, `page`, `form`, `method`, `backfilled`)
SELECT 'lead:' || `id` || ':' || CASE WHEN coalesce(`submission_kind`, `source`) = 'newsletter' THEN 'newsletter' ELSE 'marketing-email' END,
	lower(trim(`client_email`)), `id`,
	CASE WHEN coalesce(`submission_kind`, `source`) = 'newsletter' THEN 'newsletter' ELSE 'marketing-email' END,
	'granted', `consent_version`, coalesce(`consent_at`, `created_at`), `created_at`,
	json_extract(`metadata`, '$.context.page'), coalesce(`submission_kind`, `source`), 'web-form', 1
FROM `leads`
WHERE `consent_version` IS NOT NULL;
--> statement-breakpoint
INSERT OR IGNORE INTO `consent_records` (`key`, `email`, `lead_id`, `purpose`, `action`, `text_version`, `at`, `recorded_at`, `page`, `form`, `method`, `backfilled`)
SELECT 'lead:' || `id` || ':' || CASE WHEN coalesce(`submission_kind`, `source`) = 'newsletter' THEN 'newsletter' ELSE 'marketing-email' END,
	lower(trim(`client_email`)), `lead_id`,
	CASE WHEN coalesce(`submission_kind`, `source`) = 'newsletter' THEN 'newsletter' ELSE 'marketing-email' END,
	'granted', `consent_version`, coalesce(`consent_at`, `created_at`), `created_at`,
	json_extract(`metadata`, '$.context.page'), coalesce(`submission_kind`, `source`), 'web-form', 1
FROM `lead_inquiries`
WHERE `consent_version` IS NOT NULL;
--> statement-breakpoint
INSERT OR IGNORE INTO `consent_records` (`key`, `email`, `lead_id`, `subscriber_id`, `purpose`, `action`, `text_version`, `at`, `recorded_at`, `form`, `method`, `backfilled`)
SELECT CASE WHEN `lead_id` IS NOT NULL THEN 'lead:' || `lead_id` || ':newsletter' ELSE 'subscriber:' || `id` || ':' || `consent_at` END,
	`email`, `lead_id`, `id`, 'newsletter', 'granted', `consent_version`, `consent_at`, `subscribed_at`, 'newsletter', 'web-form', 1
FROM `newsletter_subscribers`;
--> statement-breakpoint
INSERT OR IGNORE INTO `consent_records` (`key`, `email`, `lead_id`, `subscriber_id`, `purpose`, `action`, `at`, `recorded_at`, `form`, `method`, `backfilled`)
SELECT 'unsubscribe:' || `id` || ':' || `unsubscribed_at`, `email`, `lead_id`, `id`, 'newsletter', 'withdrawn', `unsubscribed_at`, `unsubscribed_at`, 'newsletter', 'unsubscribe-link', 1
FROM `newsletter_subscribers`
WHERE `unsubscribed_at` IS NOT NULL;
