CREATE TABLE `mail_recipients` (
	`address` text PRIMARY KEY NOT NULL,
	`unsubscribe_token` text NOT NULL,
	`unsubscribed_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `mail_recipients_unsubscribe_token_unique` ON `mail_recipients` (`unsubscribe_token`);--> statement-breakpoint
ALTER TABLE `calendar_feeds` ADD `created_by_admin` integer DEFAULT false NOT NULL;