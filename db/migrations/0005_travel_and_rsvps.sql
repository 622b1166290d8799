CREATE TABLE `event_rsvp_settings` (
	`event_id` integer PRIMARY KEY NOT NULL,
	`project_id` integer NOT NULL,
	`asks` integer DEFAULT false NOT NULL,
	`plus_ones_allowed` integer DEFAULT false NOT NULL,
	`plus_ones_max` integer DEFAULT 0 NOT NULL,
	`rsvp_by` integer,
	`updated_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `event_rsvp_settings_project_idx` ON `event_rsvp_settings` (`project_id`);--> statement-breakpoint
CREATE TABLE `rsvp_answers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`event_id` integer NOT NULL,
	`project_id` integer NOT NULL,
	`guest_name` text NOT NULL,
	`guest_key` text NOT NULL,
	`status` text NOT NULL,
	`plus_ones` integer DEFAULT 0 NOT NULL,
	`note` text,
	`session_id` text,
	`by_admin` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`session_id`) REFERENCES `sessions`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `rsvp_answers_event_guest_idx` ON `rsvp_answers` (`event_id`,`guest_key`);--> statement-breakpoint
CREATE INDEX `rsvp_answers_project_guest_idx` ON `rsvp_answers` (`project_id`,`guest_key`);--> statement-breakpoint
CREATE INDEX `rsvp_answers_session_idx` ON `rsvp_answers` (`session_id`);--> statement-breakpoint
CREATE TABLE `travel_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`project_id` integer NOT NULL,
	`guest_name` text NOT NULL,
	`guest_key` text NOT NULL,
	`kind` text NOT NULL,
	`local_time` text NOT NULL,
	`time_zone` text NOT NULL,
	`instant` integer NOT NULL,
	`place` text NOT NULL,
	`place_code` text,
	`transport_number` text,
	`from_place` text,
	`seats_free` integer,
	`note` text,
	`session_id` text,
	`by_admin` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`session_id`) REFERENCES `sessions`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `travel_entries_project_instant_idx` ON `travel_entries` (`project_id`,`instant`);--> statement-breakpoint
CREATE INDEX `travel_entries_project_guest_idx` ON `travel_entries` (`project_id`,`guest_key`);--> statement-breakpoint
CREATE INDEX `travel_entries_session_idx` ON `travel_entries` (`session_id`);--> statement-breakpoint
ALTER TABLE `projects` ADD `guests_see_travel` integer DEFAULT true NOT NULL;