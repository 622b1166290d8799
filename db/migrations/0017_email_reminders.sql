CREATE TABLE `calendar_invitations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`subscription_id` integer NOT NULL,
	`event_id` integer NOT NULL,
	`fingerprint` text NOT NULL,
	`sequence` integer NOT NULL,
	`cancelled` integer DEFAULT false NOT NULL,
	`starts_at` integer NOT NULL,
	`last` text NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`subscription_id`) REFERENCES `push_subscriptions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `calendar_invitations_subscription_event_idx` ON `calendar_invitations` (`subscription_id`,`event_id`);--> statement-breakpoint
ALTER TABLE `push_subscriptions` ADD `channel` text DEFAULT 'push' NOT NULL;--> statement-breakpoint
ALTER TABLE `push_subscriptions` ADD `confirm_token_hash` text;--> statement-breakpoint
ALTER TABLE `push_subscriptions` ADD `confirm_sent_at` integer;--> statement-breakpoint
ALTER TABLE `push_subscriptions` ADD `confirmed_at` integer;--> statement-breakpoint
ALTER TABLE `push_subscriptions` ADD `invitations` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `push_subscriptions_confirm_idx` ON `push_subscriptions` (`confirm_token_hash`);