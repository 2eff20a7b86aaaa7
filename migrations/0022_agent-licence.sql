ALTER TABLE `agents` ADD `licensed_name` text;--> statement-breakpoint
ALTER TABLE `agents` ADD `licence_number` text;--> statement-breakpoint
ALTER TABLE `agents` ADD `licence_title` text;