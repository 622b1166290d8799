ALTER TABLE `projects` ADD `reminders_digest` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `projects` ADD `reminders_digest_at` text DEFAULT '18:00' NOT NULL;--> statement-breakpoint
ALTER TABLE `projects` ADD `reminders_before` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `projects` ADD `reminders_before_minutes` integer DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE `push_subscriptions` ADD `kinds_chosen` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `push_subscriptions` ADD `digest_at` text;--> statement-breakpoint
ALTER TABLE `push_subscriptions` ADD `before_minutes` integer;--> statement-breakpoint
-- A device that turned a kind off had chosen what it gets; the others follow the itinerary's defaults.
UPDATE `push_subscriptions` SET `kinds_chosen` = true WHERE `digest` = false OR `before` = false;
