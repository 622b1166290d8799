CREATE TABLE `outbox_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`project_id` integer NOT NULL,
	`kind` text NOT NULL,
	`recipient` text NOT NULL,
	`dedupe_key` text NOT NULL,
	`payload` text NOT NULL,
	`due_at` integer NOT NULL,
	`state` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`lease_owner` text,
	`lease_until` integer,
	`last_error` text,
	`sent_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `outbox_messages_dedupe_key_unique` ON `outbox_messages` (`dedupe_key`);--> statement-breakpoint
CREATE INDEX `outbox_messages_due_idx` ON `outbox_messages` (`state`,`due_at`);--> statement-breakpoint
CREATE INDEX `outbox_messages_recipient_idx` ON `outbox_messages` (`recipient`);