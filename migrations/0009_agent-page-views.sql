CREATE TABLE `agent_page_view_sessions` (
	`agent_id` text NOT NULL,
	`session_id` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`agent_id`) REFERENCES `agents`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `agent_page_view_sessions_uq` ON `agent_page_view_sessions` (`agent_id`,`session_id`);