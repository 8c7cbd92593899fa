CREATE TABLE `stream_ad_conversions` (
	`profile_id` integer NOT NULL,
	`ad_id` text NOT NULL,
	`hour_start` text NOT NULL,
	`orders` integer NOT NULL,
	`sales_cents` integer NOT NULL,
	`units` integer NOT NULL,
	PRIMARY KEY(`profile_id`, `ad_id`, `hour_start`),
	FOREIGN KEY (`profile_id`) REFERENCES `amazon_profiles`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `stream_ad_traffic` (
	`profile_id` integer NOT NULL,
	`ad_id` text NOT NULL,
	`hour_start` text NOT NULL,
	`impressions` integer NOT NULL,
	`clicks` integer NOT NULL,
	`cost_cents` integer NOT NULL,
	PRIMARY KEY(`profile_id`, `ad_id`, `hour_start`),
	FOREIGN KEY (`profile_id`) REFERENCES `amazon_profiles`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `stream_subscriptions` (
	`profile_id` integer NOT NULL,
	`data_set_id` text NOT NULL,
	`subscription_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`profile_id`, `data_set_id`),
	FOREIGN KEY (`profile_id`) REFERENCES `amazon_profiles`(`id`) ON UPDATE no action ON DELETE no action
);
