CREATE TABLE `sku_hourly_figures` (
	`profile_id` integer NOT NULL,
	`sku` text NOT NULL,
	`hour_start` text NOT NULL,
	`impressions` integer NOT NULL,
	`clicks` integer NOT NULL,
	`cost_cents` integer NOT NULL,
	`orders` integer NOT NULL,
	`sales_cents` integer NOT NULL,
	`units` integer NOT NULL,
	PRIMARY KEY(`profile_id`, `sku`, `hour_start`),
	FOREIGN KEY (`profile_id`) REFERENCES `amazon_profiles`(`id`) ON UPDATE no action ON DELETE no action
);
