CREATE TABLE `advertised_skus` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`profile_id` integer NOT NULL,
	`sku` text NOT NULL,
	`asin` text NOT NULL,
	`title` text,
	`brand` text,
	`thumbnail` text,
	`image_url` text,
	`price_cents` integer,
	`currency` text,
	`category` text,
	`max_daily_budget_cents` integer NOT NULL,
	`bid_min_cents` integer NOT NULL,
	`bid_max_cents` integer NOT NULL,
	`is_advertised` integer DEFAULT false NOT NULL,
	`is_brand_advertised` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`profile_id`) REFERENCES `amazon_profiles`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `advertised_skus_profile_sku` ON `advertised_skus` (`profile_id`,`sku`);--> statement-breakpoint
ALTER TABLE `managed_campaigns` ADD `advertised_sku_id` integer REFERENCES advertised_skus(id);