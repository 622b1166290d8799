ALTER TABLE `rsvp_answers` ADD `held_until` integer;--> statement-breakpoint
ALTER TABLE `rsvp_answers` ADD `held_for_user_id` text REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
CREATE INDEX `rsvp_answers_held_for_user_idx` ON `rsvp_answers` (`held_for_user_id`);--> statement-breakpoint
ALTER TABLE `travel_entries` ADD `held_until` integer;--> statement-breakpoint
ALTER TABLE `travel_entries` ADD `held_for_user_id` text REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
CREATE INDEX `travel_entries_held_for_user_idx` ON `travel_entries` (`held_for_user_id`);