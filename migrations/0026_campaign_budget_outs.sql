CREATE TABLE `campaign_budget_outs` (
	`profile_id` integer NOT NULL,
	`campaign_id` text NOT NULL,
	`date` text NOT NULL,
	`hour` integer NOT NULL,
	PRIMARY KEY(`profile_id`, `campaign_id`, `date`),
	FOREIGN KEY (`profile_id`) REFERENCES `amazon_profiles`(`id`) ON UPDATE no action ON DELETE no action
);
