ALTER TABLE `events` ADD `end_datetime` integer;--> statement-breakpoint
ALTER TABLE `unclaimed_events` ADD `end_datetime` integer;