CREATE TABLE `guest_group_members` (
	`group_id` integer NOT NULL,
	`guest_id` integer NOT NULL,
	PRIMARY KEY(`group_id`, `guest_id`),
	FOREIGN KEY (`group_id`) REFERENCES `guest_groups`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`guest_id`) REFERENCES `guests`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `guest_group_members_guest_idx` ON `guest_group_members` (`guest_id`);--> statement-breakpoint
CREATE TABLE `guest_groups` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`project_id` integer NOT NULL,
	`name` text NOT NULL,
	`group_key` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `guest_groups_project_key_idx` ON `guest_groups` (`project_id`,`group_key`);--> statement-breakpoint
CREATE TABLE `guests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`project_id` integer NOT NULL,
	`name` text NOT NULL,
	`guest_key` text NOT NULL,
	`email` text,
	`invite_token_hash` text,
	`invite_issued_at` integer,
	`first_opened_at` integer,
	`last_opened_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `guests_project_key_idx` ON `guests` (`project_id`,`guest_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `guests_invite_token_idx` ON `guests` (`invite_token_hash`);--> statement-breakpoint
ALTER TABLE `events` ADD `visibility` text DEFAULT 'everyone' NOT NULL;--> statement-breakpoint
ALTER TABLE `project_grants` ADD `guest_id` integer REFERENCES guests(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `project_grants` ADD `identity` text;--> statement-breakpoint
CREATE INDEX `project_grants_guest_idx` ON `project_grants` (`guest_id`);--> statement-breakpoint
ALTER TABLE `projects` ADD `public_version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `projects` ADD `shared_code_on` integer DEFAULT true NOT NULL;--> statement-breakpoint
UPDATE `projects` SET `public_version` = `version`;