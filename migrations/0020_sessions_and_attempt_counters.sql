CREATE TABLE `attempt_counters` (
	`key` text PRIMARY KEY NOT NULL,
	`window_started_at` integer NOT NULL,
	`attempts` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `attempt_counters_window_started_at` ON `attempt_counters` (`window_started_at`);--> statement-breakpoint
DROP TABLE `sign_in_failures`;--> statement-breakpoint
ALTER TABLE `users` ADD `sessions_valid_after` integer;