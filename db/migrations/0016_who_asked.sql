ALTER TABLE `project_grants` ADD `who_asked_at` integer;--> statement-breakpoint
-- A browser that came in by the shared code while the itinerary had a guest list was asked then.
UPDATE `project_grants` SET `who_asked_at` = `created_at`
WHERE `role` = 'viewer' AND (`identity` IS NOT NULL OR EXISTS (
  SELECT 1 FROM `guests` WHERE `guests`.`project_id` = `project_grants`.`project_id` AND `guests`.`created_at` <= `project_grants`.`created_at`
));
