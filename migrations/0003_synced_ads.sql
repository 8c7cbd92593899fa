CREATE TABLE `daily_metrics` (
	`profile_id` integer NOT NULL,
	`grain` text NOT NULL,
	`entity_id` text NOT NULL,
	`campaign_id` text NOT NULL,
	`date` text NOT NULL,
	`placement` text NOT NULL,
	`impressions` integer NOT NULL,
	`clicks` integer NOT NULL,
	`cost_cents` integer NOT NULL,
	`orders` integer NOT NULL,
	`sales_cents` integer NOT NULL,
	`units` integer NOT NULL,
	PRIMARY KEY(`profile_id`, `grain`, `entity_id`, `date`, `placement`),
	FOREIGN KEY (`profile_id`) REFERENCES `amazon_profiles`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `daily_metrics_campaign_date` ON `daily_metrics` (`profile_id`,`campaign_id`,`date`);--> statement-breakpoint
CREATE TABLE `search_term_metrics` (
	`profile_id` integer NOT NULL,
	`date` text NOT NULL,
	`campaign_id` text NOT NULL,
	`ad_group_id` text NOT NULL,
	`targeting_id` text NOT NULL,
	`search_term` text NOT NULL,
	`impressions` integer NOT NULL,
	`clicks` integer NOT NULL,
	`cost_cents` integer NOT NULL,
	`orders` integer NOT NULL,
	`sales_cents` integer NOT NULL,
	`units` integer NOT NULL,
	PRIMARY KEY(`profile_id`, `date`, `ad_group_id`, `targeting_id`, `search_term`),
	FOREIGN KEY (`profile_id`) REFERENCES `amazon_profiles`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `search_term_metrics_campaign` ON `search_term_metrics` (`profile_id`,`campaign_id`,`date`);--> statement-breakpoint
CREATE TABLE `sp_ad_groups` (
	`profile_id` integer NOT NULL,
	`ad_group_id` text NOT NULL,
	`campaign_id` text NOT NULL,
	`name` text NOT NULL,
	`state` text NOT NULL,
	`default_bid_cents` integer NOT NULL,
	`synced_at` integer NOT NULL,
	PRIMARY KEY(`profile_id`, `ad_group_id`),
	FOREIGN KEY (`profile_id`) REFERENCES `amazon_profiles`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `sp_campaigns` (
	`profile_id` integer NOT NULL,
	`campaign_id` text NOT NULL,
	`name` text NOT NULL,
	`state` text NOT NULL,
	`targeting_type` text NOT NULL,
	`budget_cents` integer NOT NULL,
	`start_date` text,
	`end_date` text,
	`bidding_strategy` text,
	`placement_bidding` text,
	`serving_status` text,
	`synced_at` integer NOT NULL,
	PRIMARY KEY(`profile_id`, `campaign_id`),
	FOREIGN KEY (`profile_id`) REFERENCES `amazon_profiles`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `sp_keywords` (
	`profile_id` integer NOT NULL,
	`keyword_id` text NOT NULL,
	`kind` text NOT NULL,
	`campaign_id` text NOT NULL,
	`ad_group_id` text,
	`keyword_text` text NOT NULL,
	`match_type` text NOT NULL,
	`state` text NOT NULL,
	`bid_cents` integer,
	`synced_at` integer NOT NULL,
	PRIMARY KEY(`profile_id`, `kind`, `keyword_id`),
	FOREIGN KEY (`profile_id`) REFERENCES `amazon_profiles`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `sp_keywords_campaign` ON `sp_keywords` (`profile_id`,`campaign_id`);--> statement-breakpoint
CREATE TABLE `sp_product_ads` (
	`profile_id` integer NOT NULL,
	`ad_id` text NOT NULL,
	`campaign_id` text NOT NULL,
	`ad_group_id` text NOT NULL,
	`sku` text,
	`asin` text,
	`state` text NOT NULL,
	`synced_at` integer NOT NULL,
	PRIMARY KEY(`profile_id`, `ad_id`),
	FOREIGN KEY (`profile_id`) REFERENCES `amazon_profiles`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `sp_product_ads_campaign` ON `sp_product_ads` (`profile_id`,`campaign_id`);--> statement-breakpoint
CREATE TABLE `sp_targets` (
	`profile_id` integer NOT NULL,
	`target_id` text NOT NULL,
	`kind` text NOT NULL,
	`campaign_id` text NOT NULL,
	`ad_group_id` text,
	`expression_type` text,
	`expression` text NOT NULL,
	`state` text NOT NULL,
	`bid_cents` integer,
	`synced_at` integer NOT NULL,
	PRIMARY KEY(`profile_id`, `kind`, `target_id`),
	FOREIGN KEY (`profile_id`) REFERENCES `amazon_profiles`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `sp_targets_campaign` ON `sp_targets` (`profile_id`,`campaign_id`);--> statement-breakpoint
CREATE TABLE `sync_status` (
	`profile_id` integer PRIMARY KEY NOT NULL,
	`state` text NOT NULL,
	`phase` text,
	`progress` integer DEFAULT 0 NOT NULL,
	`last_started_at` integer,
	`last_succeeded_at` integer,
	`last_error` text,
	FOREIGN KEY (`profile_id`) REFERENCES `amazon_profiles`(`id`) ON UPDATE no action ON DELETE no action
);
