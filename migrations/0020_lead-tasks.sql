CREATE TABLE `lead_tasks` (
	`id` text PRIMARY KEY NOT NULL,
	`lead_id` text NOT NULL,
	`title` text NOT NULL,
	`due_on` text NOT NULL,
	`due_time` text,
	`assignee_agent_id` text,
	`created_by_user_id` text,
	`created_by_name` text,
	`created_at` integer NOT NULL,
	`done_at` integer,
	`done_by_user_id` text,
	`done_by_name` text,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`assignee_agent_id`) REFERENCES `agents`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`done_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `lead_tasks_lead_due_idx` ON `lead_tasks` (`lead_id`,`due_on`);--> statement-breakpoint
-- Each lead's follow-up day becomes its first task, for the lead's agent (a random UUID v4 id).
INSERT INTO `lead_tasks` (`id`, `lead_id`, `title`, `due_on`, `assignee_agent_id`, `created_at`)
SELECT lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2)
    || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6))),
  `id`, 'Follow up', `next_follow_up_on`, `agent_id`, `updated_at`
FROM `leads` WHERE `next_follow_up_on` IS NOT NULL;
