ALTER TABLE `automation_changes` ADD `actor_user_id` text REFERENCES users(id) ON UPDATE no action ON DELETE set null;--> statement-breakpoint
ALTER TABLE `automation_changes` ADD `actor_name` text;--> statement-breakpoint
CREATE INDEX `automation_changes_actor_time` ON `automation_changes` (`profile_id`,`actor_user_id`,`planned_at`);--> statement-breakpoint
-- Hand-written (drizzle-kit leaves ON DELETE out of an added column, and writes no data): until now an
-- organisation had one person, the user who connected its account, so every earlier seller's or
-- widget's change was theirs.
UPDATE `automation_changes` SET
  `actor_user_id` = (SELECT a.`user_id` FROM `amazon_profiles` p JOIN `amazon_accounts` a ON a.`token_id` = p.`token_id` WHERE p.`id` = `automation_changes`.`profile_id`),
  `actor_name` = (SELECT u.`name` FROM `amazon_profiles` p JOIN `amazon_accounts` a ON a.`token_id` = p.`token_id` JOIN `users` u ON u.`id` = a.`user_id` WHERE p.`id` = `automation_changes`.`profile_id`)
WHERE `actor` <> 'AUTOMATION';
