ALTER TABLE `email_login_tokens` ADD `return_to` text;--> statement-breakpoint
ALTER TABLE `projects` ADD `creator_session_id` text REFERENCES sessions(id) ON DELETE SET NULL;--> statement-breakpoint
CREATE INDEX `projects_creator_session_idx` ON `projects` (`creator_session_id`);
