ALTER TABLE `automation_leases` ADD `plan_run_key` text;--> statement-breakpoint
ALTER TABLE `automation_leases` ADD `plan_after_sku_id` integer;