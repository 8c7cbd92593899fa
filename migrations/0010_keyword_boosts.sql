CREATE TABLE `keyword_boosts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`profile_id` integer NOT NULL,
	`advertised_sku_id` integer NOT NULL,
	`keyword_id` text NOT NULL,
	`boost_max_bid_cents` integer NOT NULL,
	`base_bid_cents` integer NOT NULL,
	`started_at` integer NOT NULL,
	`stopped_at` integer,
	FOREIGN KEY (`profile_id`) REFERENCES `amazon_profiles`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`advertised_sku_id`) REFERENCES `advertised_skus`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `keyword_boosts_keyword` ON `keyword_boosts` (`profile_id`,`keyword_id`);--> statement-breakpoint
CREATE TABLE `keyword_options` (
	`profile_id` integer NOT NULL,
	`keyword_id` text NOT NULL,
	`organic_search_optimization` integer DEFAULT false NOT NULL,
	PRIMARY KEY(`profile_id`, `keyword_id`),
	FOREIGN KEY (`profile_id`) REFERENCES `amazon_profiles`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `target_options` (
	`profile_id` integer NOT NULL,
	`target_id` text NOT NULL,
	`campaign_id` text NOT NULL,
	`increase_product_pages_placement` integer DEFAULT false NOT NULL,
	`increase_top_of_search_placement` integer DEFAULT false NOT NULL,
	PRIMARY KEY(`profile_id`, `target_id`),
	FOREIGN KEY (`profile_id`) REFERENCES `amazon_profiles`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `target_options_campaign` ON `target_options` (`profile_id`,`campaign_id`);