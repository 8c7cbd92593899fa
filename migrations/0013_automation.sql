CREATE TABLE `automation_changes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`profile_id` integer NOT NULL,
	`advertised_sku_id` integer NOT NULL,
	`campaign_id` text NOT NULL,
	`run_key` text NOT NULL,
	`change_key` text NOT NULL,
	`rule` text NOT NULL,
	`kind` text NOT NULL,
	`entity_type` text NOT NULL,
	`entity_id` text,
	`action` text NOT NULL,
	`reason` text NOT NULL,
	`status` text NOT NULL,
	`error` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`undoes_change_id` integer,
	`planned_at` integer NOT NULL,
	`applied_at` integer,
	FOREIGN KEY (`profile_id`) REFERENCES `amazon_profiles`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`advertised_sku_id`) REFERENCES `advertised_skus`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `automation_changes_run_change` ON `automation_changes` (`profile_id`,`run_key`,`change_key`);--> statement-breakpoint
CREATE INDEX `automation_changes_profile_time` ON `automation_changes` (`profile_id`,`planned_at`);--> statement-breakpoint
CREATE INDEX `automation_changes_sku_time` ON `automation_changes` (`advertised_sku_id`,`planned_at`);--> statement-breakpoint
CREATE INDEX `automation_changes_campaign_time` ON `automation_changes` (`profile_id`,`campaign_id`,`planned_at`);--> statement-breakpoint
CREATE INDEX `automation_changes_status` ON `automation_changes` (`profile_id`,`status`);--> statement-breakpoint
CREATE TABLE `automation_holds` (
	`profile_id` integer NOT NULL,
	`entity_id` text NOT NULL,
	`until` integer NOT NULL,
	PRIMARY KEY(`profile_id`, `entity_id`),
	FOREIGN KEY (`profile_id`) REFERENCES `amazon_profiles`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `automation_leases` (
	`profile_id` integer PRIMARY KEY NOT NULL,
	`holder` text,
	`expires_at` integer,
	`last_run_key` text,
	`last_run_at` integer,
	FOREIGN KEY (`profile_id`) REFERENCES `amazon_profiles`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `automation_rule_runs` (
	`advertised_sku_id` integer NOT NULL,
	`rule` text NOT NULL,
	`last_run_at` integer NOT NULL,
	PRIMARY KEY(`advertised_sku_id`, `rule`),
	FOREIGN KEY (`advertised_sku_id`) REFERENCES `advertised_skus`(`id`) ON UPDATE no action ON DELETE no action
);
