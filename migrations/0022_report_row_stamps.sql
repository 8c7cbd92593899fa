ALTER TABLE `daily_metrics` ADD `pulled_at` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `daily_metrics_grain_date` ON `daily_metrics` (`profile_id`,`grain`,`date`);--> statement-breakpoint
ALTER TABLE `search_term_metrics` ADD `pulled_at` integer DEFAULT 0 NOT NULL;