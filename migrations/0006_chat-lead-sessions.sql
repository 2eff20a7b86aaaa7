CREATE TABLE `chat_lead_sessions` (
	`session_id` text PRIMARY KEY NOT NULL,
	`lead_id` text NOT NULL,
	`last_interaction` integer NOT NULL,
	`updated_at` integer NOT NULL
);
