CREATE TABLE `managed_campaigns` (
	`profile_id` integer NOT NULL,
	`campaign_id` text NOT NULL,
	`source` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`profile_id`, `campaign_id`),
	FOREIGN KEY (`profile_id`) REFERENCES `amazon_profiles`(`id`) ON UPDATE no action ON DELETE no action
);
