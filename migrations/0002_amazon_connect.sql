CREATE TABLE `oauth_states` (
	`state` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`redirect_uri` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
ALTER TABLE `amazon_accounts` ADD `amazon_user_id` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `amazon_accounts` ADD `access_token_ciphertext` text;--> statement-breakpoint
ALTER TABLE `amazon_accounts` ADD `access_token_expires_at` integer;--> statement-breakpoint
-- SQLite cannot add a column with a non-constant default; existing rows start at 0.
ALTER TABLE `amazon_accounts` ADD `updated_at` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `amazon_accounts_user_amazon_user` ON `amazon_accounts` (`user_id`,`amazon_user_id`);--> statement-breakpoint
ALTER TABLE `amazon_profiles` ADD `account_id` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `amazon_profiles` ADD `marketplace_string_id` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `amazon_profiles_token_profile` ON `amazon_profiles` (`token_id`,`amazon_profile_id`);