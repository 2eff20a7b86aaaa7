CREATE TABLE `job_runs` (
	`id` text PRIMARY KEY NOT NULL,
	`job` text NOT NULL,
	`trigger` text NOT NULL,
	`schedule` text,
	`started_at` integer NOT NULL,
	`finished_at` integer,
	`outcome` text DEFAULT 'running' NOT NULL,
	`counts` text NOT NULL,
	`summary` text
);
--> statement-breakpoint
CREATE INDEX `job_runs_job_started_idx` ON `job_runs` (`job`,`started_at`);