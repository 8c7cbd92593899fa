CREATE TABLE `competitors` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`advertised_sku_id` integer NOT NULL,
	`competitor_name` text NOT NULL,
	`is_advertised` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`advertised_sku_id`) REFERENCES `advertised_skus`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `competitors_sku` ON `competitors` (`advertised_sku_id`);--> statement-breakpoint
CREATE TABLE `sku_campaigns` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`profile_id` integer NOT NULL,
	`advertised_sku_id` integer NOT NULL,
	`role` text NOT NULL,
	`competitor_id` integer,
	`campaign_id` text NOT NULL,
	`ad_group_id` text,
	`ad_id` text,
	`is_complete` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`profile_id`) REFERENCES `amazon_profiles`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`advertised_sku_id`) REFERENCES `advertised_skus`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`competitor_id`) REFERENCES `competitors`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sku_campaigns_profile_campaign` ON `sku_campaigns` (`profile_id`,`campaign_id`);--> statement-breakpoint
CREATE INDEX `sku_campaigns_sku` ON `sku_campaigns` (`advertised_sku_id`);