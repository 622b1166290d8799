CREATE TABLE `invite_mail_stops` (
	`project_id` integer NOT NULL,
	`address` text NOT NULL,
	`token` text NOT NULL,
	`stopped_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`project_id`, `address`),
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invite_mail_stops_token_unique` ON `invite_mail_stops` (`token`);