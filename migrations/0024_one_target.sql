-- One target per SKU (issue 29 item 2): target ACOS and target ROAS are one goal, ACOS = 100 / ROAS.
-- Rows saved before could hold two different values; which was saved last is unknown, and the
-- automation has been bidding toward the target ACOS (it won), so the ACOS stays in force and the
-- ROAS is set from it. A row with only a ROAS gets its ACOS.
UPDATE `advertised_skus` SET `target_roas` = 100.0 / `target_acos` WHERE `target_acos` > 0;
--> statement-breakpoint
UPDATE `advertised_skus` SET `target_acos` = 100.0 / `target_roas` WHERE (`target_acos` IS NULL OR `target_acos` <= 0) AND `target_roas` > 0;
