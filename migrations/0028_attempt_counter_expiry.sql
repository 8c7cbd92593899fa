DROP INDEX `attempt_counters_window_started_at`;--> statement-breakpoint
ALTER TABLE `attempt_counters` ADD `expires_at` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `attempt_counters_expires_at` ON `attempt_counters` (`expires_at`);--> statement-breakpoint
-- The counters already running keep their own window: the hourly mail and sign-up limits' an hour, the sign-in limits' 15 minutes.
UPDATE `attempt_counters` SET `expires_at` = `window_started_at` + (CASE WHEN `key` LIKE 'sign-up-ip:%' OR `key` LIKE 'mail-%' THEN 3600000 ELSE 900000 END);
