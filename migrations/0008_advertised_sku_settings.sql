ALTER TABLE `advertised_skus` ADD `target_acos` real;--> statement-breakpoint
ALTER TABLE `advertised_skus` ADD `target_roas` real;--> statement-breakpoint
ALTER TABLE `advertised_skus` ADD `seasonality` text;--> statement-breakpoint
ALTER TABLE `advertised_skus` ADD `negative_optimization` text;--> statement-breakpoint
ALTER TABLE `advertised_skus` ADD `search_term_expansion` text;--> statement-breakpoint
ALTER TABLE `advertised_skus` ADD `target_bid_expansion` text;