-- Issue 34: the organisation owns the seller's world (docs/teams.md). Every user already owns one
-- organisation (services/users/users.ts makes it at sign-up); one is made for any user who would not,
-- then every row below takes its user's own organisation (the oldest they own). SQLite cannot add a
-- NOT NULL column with a foreign key, so the four tables are rebuilt: their rows copied aside, the
-- table dropped and made again under its own name, the rows put back (each row put back under the
-- table's name satisfies the children its drop orphaned, so the foreign keys, deferred to the end of
-- the migration, hold; a copy renamed into place would not count: D1 checks them at the end).
PRAGMA defer_foreign_keys = on;--> statement-breakpoint
INSERT INTO `organisations` (`id`, `name`, `slug`)
	SELECT 'org-' || `id`, `name` || '''s organisation', 'seller-' || `id` FROM `users`
	WHERE `id` NOT IN (SELECT `user_id` FROM `memberships` WHERE `role` = 'owner');--> statement-breakpoint
INSERT INTO `memberships` (`user_id`, `organisation_id`, `role`)
	SELECT `id`, 'org-' || `id`, 'owner' FROM `users`
	WHERE `id` NOT IN (SELECT `user_id` FROM `memberships` WHERE `role` = 'owner');--> statement-breakpoint
UPDATE `memberships` SET `role` = 'manager' WHERE `role` = 'member';--> statement-breakpoint
CREATE TABLE `__old_amazon_accounts` AS SELECT * FROM `amazon_accounts`;--> statement-breakpoint
CREATE TABLE `__old_amazon_accounts_seq` AS SELECT `seq` FROM `sqlite_sequence` WHERE `name` = 'amazon_accounts';--> statement-breakpoint
DROP TABLE `amazon_accounts`;--> statement-breakpoint
CREATE TABLE `amazon_accounts` (
	`token_id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`organisation_id` text NOT NULL,
	`user_id` text NOT NULL,
	`amazon_user_id` text DEFAULT '' NOT NULL,
	`profile_name` text NOT NULL,
	`profile_email` text NOT NULL,
	`state` text DEFAULT 'VALID' NOT NULL,
	`refresh_token_ciphertext` text NOT NULL,
	`access_token_ciphertext` text,
	`access_token_expires_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`organisation_id`) REFERENCES `organisations`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);--> statement-breakpoint
INSERT INTO `amazon_accounts` (`token_id`, `organisation_id`, `user_id`, `amazon_user_id`, `profile_name`, `profile_email`, `state`, `refresh_token_ciphertext`, `access_token_ciphertext`, `access_token_expires_at`, `created_at`, `updated_at`)
	SELECT a.`token_id`, (SELECT `organisation_id` FROM `memberships` m WHERE m.`user_id` = a.`user_id` AND m.`role` = 'owner' ORDER BY m.`created_at`, m.`rowid` LIMIT 1), a.`user_id`, a.`amazon_user_id`, a.`profile_name`, a.`profile_email`, a.`state`, a.`refresh_token_ciphertext`, a.`access_token_ciphertext`, a.`access_token_expires_at`, a.`created_at`, a.`updated_at`
	FROM `__old_amazon_accounts` a;--> statement-breakpoint
DROP TABLE `__old_amazon_accounts`;--> statement-breakpoint
-- Account ids are never given twice (a deleted account's id stays unused), as before the rebuild.
CREATE TABLE `__new_amazon_accounts_seq` AS SELECT max(`seq`) AS `seq` FROM (SELECT `seq` FROM `__old_amazon_accounts_seq` UNION ALL SELECT max(`token_id`) FROM `amazon_accounts`);--> statement-breakpoint
DELETE FROM `sqlite_sequence` WHERE `name` = 'amazon_accounts';--> statement-breakpoint
INSERT INTO `sqlite_sequence` (`name`, `seq`) SELECT 'amazon_accounts', `seq` FROM `__new_amazon_accounts_seq` WHERE `seq` IS NOT NULL;--> statement-breakpoint
DROP TABLE `__new_amazon_accounts_seq`;--> statement-breakpoint
DROP TABLE `__old_amazon_accounts_seq`;--> statement-breakpoint
CREATE INDEX `amazon_accounts_user` ON `amazon_accounts` (`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `amazon_accounts_user_amazon_user` ON `amazon_accounts` (`user_id`,`amazon_user_id`);--> statement-breakpoint
CREATE INDEX `amazon_accounts_organisation` ON `amazon_accounts` (`organisation_id`);--> statement-breakpoint
CREATE TABLE `__old_chats` AS SELECT * FROM `chats`;--> statement-breakpoint
DROP TABLE `chats`;--> statement-breakpoint
CREATE TABLE `chats` (
	`id` text PRIMARY KEY NOT NULL,
	`organisation_id` text NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`organisation_id`) REFERENCES `organisations`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);--> statement-breakpoint
INSERT INTO `chats` (`id`, `organisation_id`, `user_id`, `created_at`)
	SELECT c.`id`, (SELECT `organisation_id` FROM `memberships` m WHERE m.`user_id` = c.`user_id` AND m.`role` = 'owner' ORDER BY m.`created_at`, m.`rowid` LIMIT 1), c.`user_id`, c.`created_at`
	FROM `__old_chats` c;--> statement-breakpoint
DROP TABLE `__old_chats`;--> statement-breakpoint
CREATE UNIQUE INDEX `chats_organisation_id_unique` ON `chats` (`organisation_id`);--> statement-breakpoint
CREATE TABLE `__old_billing_customers` AS SELECT * FROM `billing_customers`;--> statement-breakpoint
DROP TABLE `billing_customers`;--> statement-breakpoint
CREATE TABLE `billing_customers` (
	`user_id` text PRIMARY KEY NOT NULL,
	`organisation_id` text NOT NULL,
	`stripe_customer_id` text NOT NULL,
	`promotion_code_id` text,
	`promotion_code` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`organisation_id`) REFERENCES `organisations`(`id`) ON UPDATE no action ON DELETE no action
);--> statement-breakpoint
INSERT INTO `billing_customers` (`user_id`, `organisation_id`, `stripe_customer_id`, `promotion_code_id`, `promotion_code`, `created_at`, `updated_at`)
	SELECT b.`user_id`, (SELECT `organisation_id` FROM `memberships` m WHERE m.`user_id` = b.`user_id` AND m.`role` = 'owner' ORDER BY m.`created_at`, m.`rowid` LIMIT 1), b.`stripe_customer_id`, b.`promotion_code_id`, b.`promotion_code`, b.`created_at`, b.`updated_at`
	FROM `__old_billing_customers` b;--> statement-breakpoint
DROP TABLE `__old_billing_customers`;--> statement-breakpoint
CREATE UNIQUE INDEX `billing_customers_stripe_customer_id_unique` ON `billing_customers` (`stripe_customer_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `billing_customers_organisation_id_unique` ON `billing_customers` (`organisation_id`);--> statement-breakpoint
CREATE TABLE `__old_billing_subscriptions` AS SELECT * FROM `billing_subscriptions`;--> statement-breakpoint
DROP TABLE `billing_subscriptions`;--> statement-breakpoint
CREATE TABLE `billing_subscriptions` (
	`stripe_subscription_id` text PRIMARY KEY NOT NULL,
	`organisation_id` text NOT NULL,
	`user_id` text NOT NULL,
	`stripe_customer_id` text NOT NULL,
	`plan` text,
	`status` text NOT NULL,
	`item_id` text,
	`current_period_end` integer,
	`cancel_at_period_end` integer DEFAULT false NOT NULL,
	`promotion_code_id` text,
	`stripe_created_at` integer NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`organisation_id`) REFERENCES `organisations`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);--> statement-breakpoint
INSERT INTO `billing_subscriptions` (`stripe_subscription_id`, `organisation_id`, `user_id`, `stripe_customer_id`, `plan`, `status`, `item_id`, `current_period_end`, `cancel_at_period_end`, `promotion_code_id`, `stripe_created_at`, `updated_at`)
	SELECT s.`stripe_subscription_id`, (SELECT `organisation_id` FROM `memberships` m WHERE m.`user_id` = s.`user_id` AND m.`role` = 'owner' ORDER BY m.`created_at`, m.`rowid` LIMIT 1), s.`user_id`, s.`stripe_customer_id`, s.`plan`, s.`status`, s.`item_id`, s.`current_period_end`, s.`cancel_at_period_end`, s.`promotion_code_id`, s.`stripe_created_at`, s.`updated_at`
	FROM `__old_billing_subscriptions` s;--> statement-breakpoint
DROP TABLE `__old_billing_subscriptions`;--> statement-breakpoint
CREATE INDEX `billing_subscriptions_user` ON `billing_subscriptions` (`user_id`);--> statement-breakpoint
CREATE INDEX `billing_subscriptions_organisation` ON `billing_subscriptions` (`organisation_id`);--> statement-breakpoint
ALTER TABLE `oauth_states` ADD `organisation_id` text REFERENCES organisations(id);--> statement-breakpoint
UPDATE `oauth_states` SET `organisation_id` = (SELECT `organisation_id` FROM `memberships` m WHERE m.`user_id` = `oauth_states`.`user_id` AND m.`role` = 'owner' ORDER BY m.`created_at`, m.`rowid` LIMIT 1);
