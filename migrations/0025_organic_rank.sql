CREATE TABLE `organic_rank_checks` (
	`profile_id` integer NOT NULL,
	`asin` text NOT NULL,
	`keyword_text` text NOT NULL,
	`local_date` text NOT NULL,
	`status` text NOT NULL,
	`position` integer,
	`organic_results_read` integer,
	`cause` text,
	`detail` text,
	`calls` integer DEFAULT 0 NOT NULL,
	`checked_at` integer NOT NULL,
	PRIMARY KEY(`profile_id`, `asin`, `keyword_text`, `local_date`),
	FOREIGN KEY (`profile_id`) REFERENCES `amazon_profiles`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
ALTER TABLE `automation_rule_runs` ADD `last_note` text;