ALTER TABLE `sp_keywords` ADD `created_at` text;--> statement-breakpoint
ALTER TABLE `sp_targets` ADD `created_at` text;