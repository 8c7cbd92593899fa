ALTER TABLE `automation_changes` ADD `actor` text DEFAULT 'AUTOMATION' NOT NULL;--> statement-breakpoint
ALTER TABLE `automation_changes` ADD `batch_id` text;