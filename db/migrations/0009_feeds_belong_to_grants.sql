ALTER TABLE `calendar_feeds` ADD `session_id` text REFERENCES sessions(id) ON DELETE cascade;--> statement-breakpoint
CREATE INDEX `calendar_feeds_session_idx` ON `calendar_feeds` (`session_id`,`project_id`);
