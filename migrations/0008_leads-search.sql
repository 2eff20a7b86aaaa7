-- Custom migration (drizzle-kit generate --custom): the admin leads search index
-- (docs/decisions/044-leads-workspace.md). drizzle-kit cannot describe a virtual table or a
-- trigger, so they live here and NOT in worker/db/schema; keep this file when migrations are
-- regenerated.
--
-- lead_search: an FTS5 trigram index over each lead's name, email and phone digits, so a
-- search for any part of them ('tremb', 'gmail', '5550123') is an index lookup, accents
-- folded ('amelie' finds 'Amélie'). lead_search_rows gives every lead a stable integer rowid
-- (an INTEGER PRIMARY KEY survives VACUUM; the leads table's implicit rowid does not).
-- Triggers keep both in step with every write to leads, whatever code path makes it.
CREATE TABLE `lead_search_rows` (
	`rowid` integer PRIMARY KEY,
	`lead_id` text NOT NULL UNIQUE
);
--> statement-breakpoint
CREATE VIRTUAL TABLE `lead_search` USING fts5(name, email, phone, tokenize = 'trigram remove_diacritics 1');
--> statement-breakpoint
INSERT INTO `lead_search_rows` (`lead_id`) SELECT `id` FROM `leads`;
--> statement-breakpoint
INSERT INTO `lead_search` (`rowid`, `name`, `email`, `phone`)
SELECT r.`rowid`, l.`client_name`, l.`client_email`,
	replace(replace(replace(replace(replace(replace(coalesce(l.`client_phone`, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '+', '')
FROM `leads` l JOIN `lead_search_rows` r ON r.`lead_id` = l.`id`;
--> statement-breakpoint
CREATE TRIGGER `leads_search_ai` AFTER INSERT ON `leads` BEGIN
	INSERT INTO `lead_search_rows` (`lead_id`) VALUES (new.`id`);
	INSERT INTO `lead_search` (`rowid`, `name`, `email`, `phone`) VALUES (
		(SELECT `rowid` FROM `lead_search_rows` WHERE `lead_id` = new.`id`),
		new.`client_name`, new.`client_email`,
		replace(replace(replace(replace(replace(replace(coalesce(new.`client_phone`, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '+', '')
	);
END;
--> statement-breakpoint
CREATE TRIGGER `leads_search_au` AFTER UPDATE OF `client_name`, `client_email`, `client_phone` ON `leads` BEGIN
	UPDATE `lead_search` SET
		`name` = new.`client_name`,
		`email` = new.`client_email`,
		`phone` = replace(replace(replace(replace(replace(replace(coalesce(new.`client_phone`, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '+', '')
	WHERE `rowid` = (SELECT `rowid` FROM `lead_search_rows` WHERE `lead_id` = new.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `leads_search_ad` AFTER DELETE ON `leads` BEGIN
	DELETE FROM `lead_search` WHERE `rowid` = (SELECT `rowid` FROM `lead_search_rows` WHERE `lead_id` = old.`id`);
	DELETE FROM `lead_search_rows` WHERE `lead_id` = old.`id`;
END;
