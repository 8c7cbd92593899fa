ALTER TABLE `daily_metrics` ADD `pulled_at` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `search_term_metrics` ADD `pulled_at` integer DEFAULT 0 NOT NULL;