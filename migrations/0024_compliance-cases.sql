CREATE TABLE `compliance_case_events` (
	`id` text PRIMARY KEY NOT NULL,
	`case_id` text NOT NULL,
	`at` integer NOT NULL,
	`actor_id` text,
	`actor_name` text,
	`action` text NOT NULL,
	`from_status` text,
	`to_status` text,
	`detail` text,
	FOREIGN KEY (`case_id`) REFERENCES `compliance_cases`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `compliance_case_events_case_idx` ON `compliance_case_events` (`case_id`,`at`);--> statement-breakpoint
CREATE TABLE `compliance_cases` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`status` text DEFAULT 'received' NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text,
	`agent_id` text,
	`details` text NOT NULL,
	`submission_hash` text NOT NULL,
	`received_at` integer NOT NULL,
	`acknowledge_by` text,
	`resolve_by` text NOT NULL,
	`response` text,
	`responded_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	FOREIGN KEY (`agent_id`) REFERENCES `agents`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `compliance_cases_kind_received_idx` ON `compliance_cases` (`kind`,`received_at`);--> statement-breakpoint
CREATE INDEX `compliance_cases_email_idx` ON `compliance_cases` (`email`);--> statement-breakpoint
CREATE TRIGGER `compliance_case_events_no_update` BEFORE UPDATE ON `compliance_case_events` BEGIN
  SELECT RAISE(ABORT, 'compliance_case_events is append-only');
END;
