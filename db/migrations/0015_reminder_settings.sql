ALTER TABLE `push_subscriptions` ADD `digest` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `push_subscriptions` ADD `before` integer DEFAULT true NOT NULL;