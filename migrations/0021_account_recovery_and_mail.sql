CREATE TABLE `account_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`purpose` text NOT NULL,
	`email` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `account_tokens_user` ON `account_tokens` (`user_id`,`purpose`);--> statement-breakpoint
ALTER TABLE `support_tickets` ADD `support_mailed_at` integer;--> statement-breakpoint
ALTER TABLE `support_tickets` ADD `acknowledged_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `email_verified_at` integer;