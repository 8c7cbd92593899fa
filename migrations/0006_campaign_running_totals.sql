CREATE TABLE `campaign_running_totals` (
	`profile_id` integer NOT NULL,
	`campaign_id` text NOT NULL,
	`date` text NOT NULL,
	`impressions` integer NOT NULL,
	`clicks` integer NOT NULL,
	`cost_cents` integer NOT NULL,
	`orders` integer NOT NULL,
	`sales_cents` integer NOT NULL,
	`units` integer NOT NULL,
	PRIMARY KEY(`profile_id`, `campaign_id`, `date`),
	FOREIGN KEY (`profile_id`) REFERENCES `amazon_profiles`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
-- Backfill from the figures synced so far; the sync keeps it current from here on.
INSERT INTO `campaign_running_totals` (`profile_id`, `campaign_id`, `date`, `impressions`, `clicks`, `cost_cents`, `orders`, `sales_cents`, `units`)
SELECT `profile_id`, `campaign_id`, `date`,
	sum(sum(`impressions`)) OVER w, sum(sum(`clicks`)) OVER w, sum(sum(`cost_cents`)) OVER w,
	sum(sum(`orders`)) OVER w, sum(sum(`sales_cents`)) OVER w, sum(sum(`units`)) OVER w
FROM `daily_metrics` WHERE `grain` = 'CAMPAIGN_PLACEMENT'
GROUP BY `profile_id`, `campaign_id`, `date`
WINDOW w AS (PARTITION BY `profile_id`, `campaign_id` ORDER BY `date`);
