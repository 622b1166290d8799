import { $n as Columns, An as lt, Bn as applyMixins, Ci as database_client_exports, Cn as gt, Dn as isNotNull, En as inArray, Fn as notExists, Ft as tzParseTimezone, Gn as mapResultRow, Gr as EXAMPLE_IMAGES_PATH, Hn as getTableLikeName, In as notIlike, It as newDateUTC, Jn as Param, Jt as accessAttempts, Kn as mapUpdateSet, Ln as notInArray, Mn as ne, Mt as formatInTimeZone, Nn as not, Nt as toDate, On as isNull, Ot as randomString, Pn as notBetween, Pt as tzPattern, Qn as sql, Rn as notLike, Sn as exists, Sr as databaseConfig, Tn as ilike, Un as haveSameKeys, Vn as getTableColumns, Wn as isConfig, Wr as EXAMPLE_ACCESS_CODE, Xn as View, Yn as SQL, Zn as fillPlaceholders, _n as asc, ar as WithSubquery, bn as between, cr as is, er as Table, gn as SQLiteColumn, hn as SQLiteTable, hr as MESSAGES, ir as Subquery, jn as lte, kn as like, nr as getTableUniqueName, or as Column, qn as orderSelectedFields, rr as ViewBaseConfig, sn as schema_exports, sr as entityKind, tr as getTableName, vn as desc, wi as isFileUrl, wn as gte, xn as eq, yn as and, zn as or, zt as cleanName } from "./schemas_BP9cnbZP.mjs";
import { encodeHexLowerCase } from "@oslojs/encoding";
import { AsyncLocalStorage } from "node:async_hooks";
import { createClient } from "@libsql/client";
import { sha256 } from "@oslojs/crypto/sha2";
// db/migrations/0000_init.sql?raw
var _0000_init_default = "CREATE TABLE `access_attempts` (\n	`key` text PRIMARY KEY NOT NULL,\n	`count` integer DEFAULT 0 NOT NULL,\n	`window_start` integer NOT NULL,\n	`strikes` integer DEFAULT 0 NOT NULL,\n	`locked_until` integer,\n	`updated_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL\n);\n--> statement-breakpoint\nCREATE TABLE `calendar_feeds` (\n	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,\n	`project_id` integer NOT NULL,\n	`secret` text NOT NULL,\n	`person` text,\n	`revoked_at` integer,\n	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,\n	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade\n);\n--> statement-breakpoint\nCREATE UNIQUE INDEX `calendar_feeds_secret_unique` ON `calendar_feeds` (`secret`);--> statement-breakpoint\nCREATE INDEX `calendar_feeds_project_idx` ON `calendar_feeds` (`project_id`);--> statement-breakpoint\nCREATE TABLE `coupons` (\n	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,\n	`code` text NOT NULL,\n	`percent_off` integer,\n	`amount_off` integer,\n	`max_redemptions` integer,\n	`times_redeemed` integer DEFAULT 0 NOT NULL,\n	`expires_at` integer,\n	`active` integer DEFAULT true NOT NULL,\n	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL\n);\n--> statement-breakpoint\nCREATE UNIQUE INDEX `coupons_code_unique` ON `coupons` (`code`);--> statement-breakpoint\nCREATE TABLE `email_login_tokens` (\n	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,\n	`token_hash` text NOT NULL,\n	`email` text NOT NULL,\n	`expires_at` integer NOT NULL,\n	`used_at` integer,\n	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL\n);\n--> statement-breakpoint\nCREATE UNIQUE INDEX `email_login_tokens_token_hash_unique` ON `email_login_tokens` (`token_hash`);--> statement-breakpoint\nCREATE INDEX `email_login_tokens_email_idx` ON `email_login_tokens` (`email`,`created_at`);--> statement-breakpoint\nCREATE TABLE `events` (\n	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,\n	`project_id` integer NOT NULL,\n	`title` text NOT NULL,\n	`description` text,\n	`datetime` integer NOT NULL,\n	`location` text,\n	`latitude` real,\n	`longitude` real,\n	`attendees` text,\n	`vibe` text,\n	`event_type` text,\n	`private_notes` text,\n	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,\n	`updated_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,\n	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade\n);\n--> statement-breakpoint\nCREATE INDEX `events_project_datetime_idx` ON `events` (`project_id`,`datetime`);--> statement-breakpoint\nCREATE TABLE `faqs` (\n	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,\n	`project_id` integer NOT NULL,\n	`question` text NOT NULL,\n	`answer` text NOT NULL,\n	`order` integer DEFAULT 0 NOT NULL,\n	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,\n	`updated_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,\n	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade\n);\n--> statement-breakpoint\nCREATE INDEX `faqs_project_order_idx` ON `faqs` (`project_id`,`order`);--> statement-breakpoint\nCREATE TABLE `feedback` (\n	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,\n	`project_id` integer,\n	`user_type` text NOT NULL,\n	`feedback_text` text NOT NULL,\n	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,\n	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE set null\n);\n--> statement-breakpoint\nCREATE TABLE `oauth_accounts` (\n	`provider` text NOT NULL,\n	`provider_user_id` text NOT NULL,\n	`user_id` text NOT NULL,\n	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,\n	PRIMARY KEY(`provider`, `provider_user_id`),\n	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade\n);\n--> statement-breakpoint\nCREATE TABLE `payments` (\n	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,\n	`project_id` integer,\n	`user_id` text,\n	`stripe_payment_intent_id` text,\n	`amount` integer NOT NULL,\n	`original_amount` integer DEFAULT 300 NOT NULL,\n	`currency` text DEFAULT 'usd' NOT NULL,\n	`status` text NOT NULL,\n	`payment_method_type` text DEFAULT 'card' NOT NULL,\n	`receipt_url` text,\n	`coupon_code` text,\n	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,\n	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE set null,\n	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null\n);\n--> statement-breakpoint\nCREATE UNIQUE INDEX `payments_stripe_payment_intent_id_unique` ON `payments` (`stripe_payment_intent_id`);--> statement-breakpoint\nCREATE INDEX `payments_project_idx` ON `payments` (`project_id`);--> statement-breakpoint\nCREATE TABLE `project_grants` (\n	`session_id` text NOT NULL,\n	`project_id` integer NOT NULL,\n	`role` text NOT NULL,\n	`email` text,\n	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,\n	PRIMARY KEY(`session_id`, `project_id`),\n	FOREIGN KEY (`session_id`) REFERENCES `sessions`(`id`) ON UPDATE no action ON DELETE cascade,\n	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade\n);\n--> statement-breakpoint\nCREATE INDEX `project_grants_project_idx` ON `project_grants` (`project_id`);--> statement-breakpoint\nCREATE TABLE `projects` (\n	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,\n	`project_id` text NOT NULL,\n	`name` text NOT NULL,\n	`custom_title` text,\n	`owner_name` text,\n	`owner_email` text,\n	`owner_user_id` text,\n	`group_size` integer DEFAULT 1 NOT NULL,\n	`is_paid` integer DEFAULT false NOT NULL,\n	`is_example` integer DEFAULT false NOT NULL,\n	`admin_code` text NOT NULL,\n	`access_code` text NOT NULL,\n	`custom_colors` text DEFAULT '{\"primary\":\"#9333ea\",\"secondary\":\"#ec4899\",\"accent\":\"#10b981\"}' NOT NULL,\n	`selected_font` text DEFAULT 'normal' NOT NULL,\n	`title_font` text DEFAULT 'inherit' NOT NULL,\n	`title_changes_used` integer DEFAULT 0 NOT NULL,\n	`selected_background` text DEFAULT 'default' NOT NULL,\n	`custom_background_color` text DEFAULT '#f8f9fa' NOT NULL,\n	`border_style` text DEFAULT 'rounded' NOT NULL,\n	`header_image` text,\n	`header_images` text DEFAULT '[]' NOT NULL,\n	`custom_links` text DEFAULT '[]' NOT NULL,\n	`show_countdown` integer DEFAULT true NOT NULL,\n	`show_creator_name` integer DEFAULT true NOT NULL,\n	`show_map_tab` integer DEFAULT false NOT NULL,\n	`time_zone` text DEFAULT 'America/New_York' NOT NULL,\n	`version` integer DEFAULT 1 NOT NULL,\n	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,\n	`updated_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,\n	FOREIGN KEY (`owner_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null\n);\n--> statement-breakpoint\nCREATE UNIQUE INDEX `projects_project_id_idx` ON `projects` (`project_id`);--> statement-breakpoint\nCREATE INDEX `projects_owner_user_idx` ON `projects` (`owner_user_id`);--> statement-breakpoint\nCREATE TABLE `sessions` (\n	`id` text PRIMARY KEY NOT NULL,\n	`secret_hash` text NOT NULL,\n	`user_id` text,\n	`current_project_id` integer,\n	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,\n	`last_verified_at` integer NOT NULL,\n	`expires_at` integer NOT NULL,\n	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,\n	FOREIGN KEY (`current_project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE set null\n);\n--> statement-breakpoint\nCREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint\nCREATE INDEX `sessions_expires_idx` ON `sessions` (`expires_at`);--> statement-breakpoint\nCREATE TABLE `stripe_events` (\n	`id` text PRIMARY KEY NOT NULL,\n	`type` text NOT NULL,\n	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL\n);\n--> statement-breakpoint\nCREATE TABLE `unclaimed_events` (\n	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,\n	`user_id` text NOT NULL,\n	`title` text NOT NULL,\n	`description` text,\n	`datetime` integer,\n	`location` text,\n	`latitude` real,\n	`longitude` real,\n	`attendees` text,\n	`vibe` text,\n	`event_type` text,\n	`private_notes` text,\n	`needs_review` integer DEFAULT false NOT NULL,\n	`cancelled` integer DEFAULT false NOT NULL,\n	`reservation_key` text,\n	`source_message_id` text,\n	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,\n	`updated_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,\n	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade\n);\n--> statement-breakpoint\nCREATE INDEX `unclaimed_events_user_idx` ON `unclaimed_events` (`user_id`,`created_at`);--> statement-breakpoint\nCREATE UNIQUE INDEX `unclaimed_events_reservation_idx` ON `unclaimed_events` (`user_id`,`reservation_key`);--> statement-breakpoint\nCREATE TABLE `users` (\n	`id` text PRIMARY KEY NOT NULL,\n	`email` text NOT NULL,\n	`first_name` text,\n	`last_name` text,\n	`profile_image_url` text,\n	`forwarding_token` text,\n	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,\n	`updated_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL\n);\n--> statement-breakpoint\nCREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint\nCREATE UNIQUE INDEX `users_forwarding_token_unique` ON `users` (`forwarding_token`);";
// db/migrations/0001_project_payment_intent.sql?raw
var _0001_project_payment_intent_default = "ALTER TABLE `projects` ADD `stripe_payment_intent_id` text;";
// db/migrations/0002_sign_in_links.sql?raw
var _0002_sign_in_links_default = "ALTER TABLE `email_login_tokens` ADD `return_to` text;--> statement-breakpoint\nALTER TABLE `projects` ADD `creator_session_id` text REFERENCES sessions(id) ON DELETE SET NULL;--> statement-breakpoint\nCREATE INDEX `projects_creator_session_idx` ON `projects` (`creator_session_id`);\n";
// db/migrations/0003_security_hardening.sql?raw
var _0003_security_hardening_default = "CREATE TABLE `mail_recipients` (\n	`address` text PRIMARY KEY NOT NULL,\n	`unsubscribe_token` text NOT NULL,\n	`unsubscribed_at` integer,\n	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL\n);\n--> statement-breakpoint\nCREATE UNIQUE INDEX `mail_recipients_unsubscribe_token_unique` ON `mail_recipients` (`unsubscribe_token`);--> statement-breakpoint\nALTER TABLE `calendar_feeds` ADD `created_by_admin` integer DEFAULT false NOT NULL;";
// db/migrations/0004_drop_oauth_accounts.sql?raw
var _0004_drop_oauth_accounts_default = "DROP TABLE `oauth_accounts`;";
// db/migrations/0005_travel_and_rsvps.sql?raw
var _0005_travel_and_rsvps_default = "CREATE TABLE `event_rsvp_settings` (\n	`event_id` integer PRIMARY KEY NOT NULL,\n	`project_id` integer NOT NULL,\n	`asks` integer DEFAULT false NOT NULL,\n	`plus_ones_allowed` integer DEFAULT false NOT NULL,\n	`plus_ones_max` integer DEFAULT 0 NOT NULL,\n	`rsvp_by` integer,\n	`updated_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,\n	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade,\n	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade\n);\n--> statement-breakpoint\nCREATE INDEX `event_rsvp_settings_project_idx` ON `event_rsvp_settings` (`project_id`);--> statement-breakpoint\nCREATE TABLE `rsvp_answers` (\n	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,\n	`event_id` integer NOT NULL,\n	`project_id` integer NOT NULL,\n	`guest_name` text NOT NULL,\n	`guest_key` text NOT NULL,\n	`status` text NOT NULL,\n	`plus_ones` integer DEFAULT 0 NOT NULL,\n	`note` text,\n	`session_id` text,\n	`by_admin` integer DEFAULT false NOT NULL,\n	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,\n	`updated_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,\n	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade,\n	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade,\n	FOREIGN KEY (`session_id`) REFERENCES `sessions`(`id`) ON UPDATE no action ON DELETE set null\n);\n--> statement-breakpoint\nCREATE UNIQUE INDEX `rsvp_answers_event_guest_idx` ON `rsvp_answers` (`event_id`,`guest_key`);--> statement-breakpoint\nCREATE INDEX `rsvp_answers_project_guest_idx` ON `rsvp_answers` (`project_id`,`guest_key`);--> statement-breakpoint\nCREATE INDEX `rsvp_answers_session_idx` ON `rsvp_answers` (`session_id`);--> statement-breakpoint\nCREATE TABLE `travel_entries` (\n	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,\n	`project_id` integer NOT NULL,\n	`guest_name` text NOT NULL,\n	`guest_key` text NOT NULL,\n	`kind` text NOT NULL,\n	`local_time` text NOT NULL,\n	`time_zone` text NOT NULL,\n	`instant` integer NOT NULL,\n	`place` text NOT NULL,\n	`place_code` text,\n	`transport_number` text,\n	`from_place` text,\n	`seats_free` integer,\n	`note` text,\n	`session_id` text,\n	`by_admin` integer DEFAULT false NOT NULL,\n	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,\n	`updated_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,\n	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade,\n	FOREIGN KEY (`session_id`) REFERENCES `sessions`(`id`) ON UPDATE no action ON DELETE set null\n);\n--> statement-breakpoint\nCREATE INDEX `travel_entries_project_instant_idx` ON `travel_entries` (`project_id`,`instant`);--> statement-breakpoint\nCREATE INDEX `travel_entries_project_guest_idx` ON `travel_entries` (`project_id`,`guest_key`);--> statement-breakpoint\nCREATE INDEX `travel_entries_session_idx` ON `travel_entries` (`session_id`);--> statement-breakpoint\nALTER TABLE `projects` ADD `guests_see_travel` integer DEFAULT true NOT NULL;";
// db/migrations/0006_unclaimed_journey.sql?raw
var _0006_unclaimed_journey_default = "ALTER TABLE `unclaimed_events` ADD `journey` text;";
// db/migrations/0007_guest_name_keys.sql?raw
var _0007_guest_name_keys_default = "-- Guests' names are kept cleaned and compared by their look-alike key (docs/security.md#look-alike-names).\n-- No SQL can compute that key: the step named below recomputes guest_name and guest_key of every\n-- travel entry and RSVP answer, in the transaction that applies this file (db/index.ts).\n-- data-step: guest-name-keys\n";
// db/migrations/0008_guest_name_holds.sql?raw
var _0008_guest_name_holds_default = "ALTER TABLE `rsvp_answers` ADD `held_until` integer;--> statement-breakpoint\nALTER TABLE `rsvp_answers` ADD `held_for_user_id` text REFERENCES users(id) ON DELETE set null;--> statement-breakpoint\nCREATE INDEX `rsvp_answers_held_for_user_idx` ON `rsvp_answers` (`held_for_user_id`);--> statement-breakpoint\nALTER TABLE `travel_entries` ADD `held_until` integer;--> statement-breakpoint\nALTER TABLE `travel_entries` ADD `held_for_user_id` text REFERENCES users(id) ON DELETE set null;--> statement-breakpoint\nCREATE INDEX `travel_entries_held_for_user_idx` ON `travel_entries` (`held_for_user_id`);";
// db/migrations/0009_feeds_belong_to_grants.sql?raw
var _0009_feeds_belong_to_grants_default = "ALTER TABLE `calendar_feeds` ADD `session_id` text REFERENCES sessions(id) ON DELETE cascade;--> statement-breakpoint\nCREATE INDEX `calendar_feeds_session_idx` ON `calendar_feeds` (`session_id`,`project_id`);\n";
// db/migrations/0010_event_end.sql?raw
var _0010_event_end_default = "ALTER TABLE `events` ADD `end_datetime` integer;--> statement-breakpoint\nALTER TABLE `unclaimed_events` ADD `end_datetime` integer;";
// node_modules/drizzle-orm/logger.js
var ConsoleLogWriter = class {
	static [entityKind] = "ConsoleLogWriter";
	write(message) {
		console.log(message);
	}
};
var DefaultLogger = class {
	static [entityKind] = "DefaultLogger";
	writer;
	constructor(config) {
		this.writer = config?.writer ?? new ConsoleLogWriter();
	}
	logQuery(query, params) {
		const stringifiedParams = params.map((p) => {
			try {
				return JSON.stringify(p);
			} catch {
				return String(p);
			}
		});
		const paramsStr = stringifiedParams.length ? ` -- params: [${stringifiedParams.join(", ")}]` : "";
		this.writer.write(`Query: ${query}${paramsStr}`);
	}
};
var NoopLogger = class {
	static [entityKind] = "NoopLogger";
	logQuery() {}
};
// node_modules/drizzle-orm/pg-core/table.js
var InlineForeignKeys = Symbol.for("drizzle:PgInlineForeignKeys");
var EnableRLS = Symbol.for("drizzle:EnableRLS");
var PgTable = class extends Table {
	static [entityKind] = "PgTable";
	/** @internal */
	static Symbol = Object.assign({}, Table.Symbol, {
		InlineForeignKeys,
		EnableRLS
	});
	/**@internal */
	[InlineForeignKeys] = [];
	/** @internal */
	[EnableRLS] = false;
	/** @internal */
	[Table.Symbol.ExtraConfigBuilder] = void 0;
	/** @internal */
	[Table.Symbol.ExtraConfigColumns] = {};
};
// node_modules/drizzle-orm/pg-core/primary-keys.js
var PrimaryKeyBuilder = class {
	static [entityKind] = "PgPrimaryKeyBuilder";
	/** @internal */
	columns;
	/** @internal */
	name;
	constructor(columns, name) {
		this.columns = columns;
		this.name = name;
	}
	/** @internal */
	build(table) {
		return new PrimaryKey(table, this.columns, this.name);
	}
};
var PrimaryKey = class {
	constructor(table, columns, name) {
		this.table = table;
		this.columns = columns;
		this.name = name;
	}
	static [entityKind] = "PgPrimaryKey";
	columns;
	name;
	getName() {
		return this.name ?? `${this.table[PgTable.Symbol.Name]}_${this.columns.map((column) => column.name).join("_")}_pk`;
	}
};
// node_modules/drizzle-orm/relations.js
var Relation = class {
	constructor(sourceTable, referencedTable, relationName) {
		this.sourceTable = sourceTable;
		this.referencedTable = referencedTable;
		this.relationName = relationName;
		this.referencedTableName = referencedTable[Table.Symbol.Name];
	}
	static [entityKind] = "Relation";
	referencedTableName;
	fieldName;
};
var Relations = class {
	constructor(table, config) {
		this.table = table;
		this.config = config;
	}
	static [entityKind] = "Relations";
};
var One = class One extends Relation {
	constructor(sourceTable, referencedTable, config, isNullable) {
		super(sourceTable, referencedTable, config?.relationName);
		this.config = config;
		this.isNullable = isNullable;
	}
	static [entityKind] = "One";
	withFieldName(fieldName) {
		const relation = new One(this.sourceTable, this.referencedTable, this.config, this.isNullable);
		relation.fieldName = fieldName;
		return relation;
	}
};
var Many = class Many extends Relation {
	constructor(sourceTable, referencedTable, config) {
		super(sourceTable, referencedTable, config?.relationName);
		this.config = config;
	}
	static [entityKind] = "Many";
	withFieldName(fieldName) {
		const relation = new Many(this.sourceTable, this.referencedTable, this.config);
		relation.fieldName = fieldName;
		return relation;
	}
};
function getOperators() {
	return {
		and,
		between,
		eq,
		exists,
		gt,
		gte,
		ilike,
		inArray,
		isNull,
		isNotNull,
		like,
		lt,
		lte,
		ne,
		not,
		notBetween,
		notExists,
		notLike,
		notIlike,
		notInArray,
		or,
		sql
	};
}
function getOrderByOperators() {
	return {
		sql,
		asc,
		desc
	};
}
function extractTablesRelationalConfig(schema, configHelpers) {
	if (Object.keys(schema).length === 1 && "default" in schema && !is(schema["default"], Table)) schema = schema["default"];
	const tableNamesMap = {};
	const relationsBuffer = {};
	const tablesConfig = {};
	for (const [key, value] of Object.entries(schema)) if (is(value, Table)) {
		const dbName = getTableUniqueName(value);
		const bufferedRelations = relationsBuffer[dbName];
		tableNamesMap[dbName] = key;
		tablesConfig[key] = {
			tsName: key,
			dbName: value[Table.Symbol.Name],
			schema: value[Table.Symbol.Schema],
			columns: value[Table.Symbol.Columns],
			relations: bufferedRelations?.relations ?? {},
			primaryKey: bufferedRelations?.primaryKey ?? []
		};
		for (const column of Object.values(value[Table.Symbol.Columns])) if (column.primary) tablesConfig[key].primaryKey.push(column);
		const extraConfig = value[Table.Symbol.ExtraConfigBuilder]?.(value[Table.Symbol.ExtraConfigColumns]);
		if (extraConfig) {
			for (const configEntry of Object.values(extraConfig)) if (is(configEntry, PrimaryKeyBuilder)) tablesConfig[key].primaryKey.push(...configEntry.columns);
		}
	} else if (is(value, Relations)) {
		const dbName = getTableUniqueName(value.table);
		const tableName = tableNamesMap[dbName];
		const relations2 = value.config(configHelpers(value.table));
		let primaryKey;
		for (const [relationName, relation] of Object.entries(relations2)) if (tableName) {
			const tableConfig = tablesConfig[tableName];
			tableConfig.relations[relationName] = relation;
		} else {
			if (!(dbName in relationsBuffer)) relationsBuffer[dbName] = {
				relations: {},
				primaryKey
			};
			relationsBuffer[dbName].relations[relationName] = relation;
		}
	}
	return {
		tables: tablesConfig,
		tableNamesMap
	};
}
function createOne(sourceTable) {
	return function one(table, config) {
		return new One(sourceTable, table, config, config?.fields.reduce((res, f) => res && f.notNull, true) ?? false);
	};
}
function createMany(sourceTable) {
	return function many(referencedTable, config) {
		return new Many(sourceTable, referencedTable, config);
	};
}
function normalizeRelation(schema, tableNamesMap, relation) {
	if (is(relation, One) && relation.config) return {
		fields: relation.config.fields,
		references: relation.config.references
	};
	const referencedTableTsName = tableNamesMap[getTableUniqueName(relation.referencedTable)];
	if (!referencedTableTsName) throw new Error(`Table "${relation.referencedTable[Table.Symbol.Name]}" not found in schema`);
	const referencedTableConfig = schema[referencedTableTsName];
	if (!referencedTableConfig) throw new Error(`Table "${referencedTableTsName}" not found in schema`);
	const sourceTable = relation.sourceTable;
	const sourceTableTsName = tableNamesMap[getTableUniqueName(sourceTable)];
	if (!sourceTableTsName) throw new Error(`Table "${sourceTable[Table.Symbol.Name]}" not found in schema`);
	const reverseRelations = [];
	for (const referencedTableRelation of Object.values(referencedTableConfig.relations)) if (relation.relationName && relation !== referencedTableRelation && referencedTableRelation.relationName === relation.relationName || !relation.relationName && referencedTableRelation.referencedTable === relation.sourceTable) reverseRelations.push(referencedTableRelation);
	if (reverseRelations.length > 1) throw relation.relationName ? /* @__PURE__ */ new Error(`There are multiple relations with name "${relation.relationName}" in table "${referencedTableTsName}"`) : /* @__PURE__ */ new Error(`There are multiple relations between "${referencedTableTsName}" and "${relation.sourceTable[Table.Symbol.Name]}". Please specify relation name`);
	if (reverseRelations[0] && is(reverseRelations[0], One) && reverseRelations[0].config) return {
		fields: reverseRelations[0].config.references,
		references: reverseRelations[0].config.fields
	};
	throw new Error(`There is not enough information to infer relation "${sourceTableTsName}.${relation.fieldName}"`);
}
function createTableRelationsHelpers(sourceTable) {
	return {
		one: createOne(sourceTable),
		many: createMany(sourceTable)
	};
}
function mapRelationalRow(tablesConfig, tableConfig, row, buildQueryResultSelection, mapColumnValue = (value) => value) {
	const result = {};
	for (const [selectionItemIndex, selectionItem] of buildQueryResultSelection.entries()) if (selectionItem.isJson) {
		const relation = tableConfig.relations[selectionItem.tsKey];
		const rawSubRows = row[selectionItemIndex];
		const subRows = typeof rawSubRows === "string" ? JSON.parse(rawSubRows) : rawSubRows;
		result[selectionItem.tsKey] = is(relation, One) ? subRows && mapRelationalRow(tablesConfig, tablesConfig[selectionItem.relationTableTsKey], subRows, selectionItem.selection, mapColumnValue) : subRows.map((subRow) => mapRelationalRow(tablesConfig, tablesConfig[selectionItem.relationTableTsKey], subRow, selectionItem.selection, mapColumnValue));
	} else {
		const value = mapColumnValue(row[selectionItemIndex]);
		const field = selectionItem.field;
		let decoder;
		if (is(field, Column)) decoder = field;
		else if (is(field, SQL)) decoder = field.decoder;
		else decoder = field.sql.decoder;
		result[selectionItem.tsKey] = value === null ? null : decoder.mapFromDriverValue(value);
	}
	return result;
}
// node_modules/drizzle-orm/alias.js
var ColumnAliasProxyHandler = class {
	constructor(table) {
		this.table = table;
	}
	static [entityKind] = "ColumnAliasProxyHandler";
	get(columnObj, prop) {
		if (prop === "table") return this.table;
		return columnObj[prop];
	}
};
var TableAliasProxyHandler = class {
	constructor(alias, replaceOriginalName) {
		this.alias = alias;
		this.replaceOriginalName = replaceOriginalName;
	}
	static [entityKind] = "TableAliasProxyHandler";
	get(target, prop) {
		if (prop === Table.Symbol.IsAlias) return true;
		if (prop === Table.Symbol.Name) return this.alias;
		if (this.replaceOriginalName && prop === Table.Symbol.OriginalName) return this.alias;
		if (prop === ViewBaseConfig) return {
			...target[ViewBaseConfig],
			name: this.alias,
			isAlias: true
		};
		if (prop === Table.Symbol.Columns) {
			const columns = target[Table.Symbol.Columns];
			if (!columns) return columns;
			const proxiedColumns = {};
			Object.keys(columns).map((key) => {
				proxiedColumns[key] = new Proxy(columns[key], new ColumnAliasProxyHandler(new Proxy(target, this)));
			});
			return proxiedColumns;
		}
		const value = target[prop];
		if (is(value, Column)) return new Proxy(value, new ColumnAliasProxyHandler(new Proxy(target, this)));
		return value;
	}
};
function aliasedTable(table, tableAlias) {
	return new Proxy(table, new TableAliasProxyHandler(tableAlias, false));
}
function aliasedTableColumn(column, tableAlias) {
	return new Proxy(column, new ColumnAliasProxyHandler(new Proxy(column.table, new TableAliasProxyHandler(tableAlias, false))));
}
function mapColumnsInAliasedSQLToAlias(query, alias) {
	return new SQL.Aliased(mapColumnsInSQLToAlias(query.sql, alias), query.fieldAlias);
}
function mapColumnsInSQLToAlias(query, alias) {
	return sql.join(query.queryChunks.map((c) => {
		if (is(c, Column)) return aliasedTableColumn(c, alias);
		if (is(c, SQL)) return mapColumnsInSQLToAlias(c, alias);
		if (is(c, SQL.Aliased)) return mapColumnsInAliasedSQLToAlias(c, alias);
		return c;
	}));
}
// node_modules/drizzle-orm/selection-proxy.js
var SelectionProxyHandler = class SelectionProxyHandler {
	static [entityKind] = "SelectionProxyHandler";
	config;
	constructor(config) {
		this.config = { ...config };
	}
	get(subquery, prop) {
		if (prop === "_") return {
			...subquery["_"],
			selectedFields: new Proxy(subquery._.selectedFields, this)
		};
		if (prop === ViewBaseConfig) return {
			...subquery[ViewBaseConfig],
			selectedFields: new Proxy(subquery[ViewBaseConfig].selectedFields, this)
		};
		if (typeof prop === "symbol") return subquery[prop];
		const value = (is(subquery, Subquery) ? subquery._.selectedFields : is(subquery, View) ? subquery[ViewBaseConfig].selectedFields : subquery)[prop];
		if (is(value, SQL.Aliased)) {
			if (this.config.sqlAliasedBehavior === "sql" && !value.isSelectionField) return value.sql;
			const newValue = value.clone();
			newValue.isSelectionField = true;
			return newValue;
		}
		if (is(value, SQL)) {
			if (this.config.sqlBehavior === "sql") return value;
			throw new Error(`You tried to reference "${prop}" field from a subquery, which is a raw SQL field, but it doesn't have an alias declared. Please add an alias to the field using ".as('alias')" method.`);
		}
		if (is(value, Column)) {
			if (this.config.alias) return new Proxy(value, new ColumnAliasProxyHandler(new Proxy(value.table, new TableAliasProxyHandler(this.config.alias, this.config.replaceOriginalName ?? false))));
			return value;
		}
		if (typeof value !== "object" || value === null) return value;
		return new Proxy(value, new SelectionProxyHandler(this.config));
	}
};
// node_modules/drizzle-orm/query-promise.js
var QueryPromise = class {
	static [entityKind] = "QueryPromise";
	[Symbol.toStringTag] = "QueryPromise";
	catch(onRejected) {
		return this.then(void 0, onRejected);
	}
	finally(onFinally) {
		return this.then((value) => {
			onFinally?.();
			return value;
		}, (reason) => {
			onFinally?.();
			throw reason;
		});
	}
	then(onFulfilled, onRejected) {
		return this.execute().then(onFulfilled, onRejected);
	}
};
// node_modules/drizzle-orm/sqlite-core/utils.js
function extractUsedTable(table) {
	if (is(table, SQLiteTable)) return [`${table[Table.Symbol.BaseName]}`];
	if (is(table, Subquery)) return table._.usedTables ?? [];
	if (is(table, SQL)) return table.usedTables ?? [];
	return [];
}
// node_modules/drizzle-orm/sqlite-core/query-builders/delete.js
var SQLiteDeleteBase = class extends QueryPromise {
	constructor(table, session, dialect, withList) {
		super();
		this.table = table;
		this.session = session;
		this.dialect = dialect;
		this.config = {
			table,
			withList
		};
	}
	static [entityKind] = "SQLiteDelete";
	/** @internal */
	config;
	/**
	* Adds a `where` clause to the query.
	*
	* Calling this method will delete only those rows that fulfill a specified condition.
	*
	* See docs: {@link https://orm.drizzle.team/docs/delete}
	*
	* @param where the `where` clause.
	*
	* @example
	* You can use conditional operators and `sql function` to filter the rows to be deleted.
	*
	* ```ts
	* // Delete all cars with green color
	* db.delete(cars).where(eq(cars.color, 'green'));
	* // or
	* db.delete(cars).where(sql`${cars.color} = 'green'`)
	* ```
	*
	* You can logically combine conditional operators with `and()` and `or()` operators:
	*
	* ```ts
	* // Delete all BMW cars with a green color
	* db.delete(cars).where(and(eq(cars.color, 'green'), eq(cars.brand, 'BMW')));
	*
	* // Delete all cars with the green or blue color
	* db.delete(cars).where(or(eq(cars.color, 'green'), eq(cars.color, 'blue')));
	* ```
	*/
	where(where) {
		this.config.where = where;
		return this;
	}
	orderBy(...columns) {
		if (typeof columns[0] === "function") {
			const orderBy = columns[0](new Proxy(this.config.table[Table.Symbol.Columns], new SelectionProxyHandler({
				sqlAliasedBehavior: "alias",
				sqlBehavior: "sql"
			})));
			const orderByArray = Array.isArray(orderBy) ? orderBy : [orderBy];
			this.config.orderBy = orderByArray;
		} else {
			const orderByArray = columns;
			this.config.orderBy = orderByArray;
		}
		return this;
	}
	limit(limit) {
		this.config.limit = limit;
		return this;
	}
	returning(fields = this.table[SQLiteTable.Symbol.Columns]) {
		this.config.returning = orderSelectedFields(fields);
		return this;
	}
	/** @internal */
	getSQL() {
		return this.dialect.buildDeleteQuery(this.config);
	}
	toSQL() {
		const { typings: _typings, ...rest } = this.dialect.sqlToQuery(this.getSQL());
		return rest;
	}
	/** @internal */
	_prepare(isOneTimeQuery = true) {
		return this.session[isOneTimeQuery ? "prepareOneTimeQuery" : "prepareQuery"](this.dialect.sqlToQuery(this.getSQL()), this.config.returning, this.config.returning ? "all" : "run", true, void 0, {
			type: "delete",
			tables: extractUsedTable(this.config.table)
		});
	}
	prepare() {
		return this._prepare(false);
	}
	run = (placeholderValues) => {
		return this._prepare().run(placeholderValues);
	};
	all = (placeholderValues) => {
		return this._prepare().all(placeholderValues);
	};
	get = (placeholderValues) => {
		return this._prepare().get(placeholderValues);
	};
	values = (placeholderValues) => {
		return this._prepare().values(placeholderValues);
	};
	async execute(placeholderValues) {
		return this._prepare().execute(placeholderValues);
	}
	$dynamic() {
		return this;
	}
};
// node_modules/drizzle-orm/casing.js
function toSnakeCase(input) {
	return (input.replace(/['\u2019]/g, "").match(/[\da-z]+|[A-Z]+(?![a-z])|[A-Z][\da-z]+/g) ?? []).map((word) => word.toLowerCase()).join("_");
}
function toCamelCase(input) {
	return (input.replace(/['\u2019]/g, "").match(/[\da-z]+|[A-Z]+(?![a-z])|[A-Z][\da-z]+/g) ?? []).reduce((acc, word, i) => {
		return acc + (i === 0 ? word.toLowerCase() : `${word[0].toUpperCase()}${word.slice(1)}`);
	}, "");
}
function noopCase(input) {
	return input;
}
var CasingCache = class {
	static [entityKind] = "CasingCache";
	/** @internal */
	cache = {};
	cachedTables = {};
	convert;
	constructor(casing) {
		this.convert = casing === "snake_case" ? toSnakeCase : casing === "camelCase" ? toCamelCase : noopCase;
	}
	getColumnCasing(column) {
		if (!column.keyAsName) return column.name;
		const key = `${column.table[Table.Symbol.Schema] ?? "public"}.${column.table[Table.Symbol.OriginalName]}.${column.name}`;
		if (!this.cache[key]) this.cacheTable(column.table);
		return this.cache[key];
	}
	cacheTable(table) {
		const tableKey = `${table[Table.Symbol.Schema] ?? "public"}.${table[Table.Symbol.OriginalName]}`;
		if (!this.cachedTables[tableKey]) {
			for (const column of Object.values(table[Table.Symbol.Columns])) {
				const columnKey = `${tableKey}.${column.name}`;
				this.cache[columnKey] = this.convert(column.name);
			}
			this.cachedTables[tableKey] = true;
		}
	}
	clearCache() {
		this.cache = {};
		this.cachedTables = {};
	}
};
// node_modules/drizzle-orm/errors.js
var DrizzleError = class extends Error {
	static [entityKind] = "DrizzleError";
	constructor({ message, cause }) {
		super(message);
		this.name = "DrizzleError";
		this.cause = cause;
	}
};
var DrizzleQueryError = class DrizzleQueryError extends Error {
	constructor(query, params, cause) {
		super(`Failed query: ${query}
params: ${params}`);
		this.query = query;
		this.params = params;
		this.cause = cause;
		Error.captureStackTrace(this, DrizzleQueryError);
		if (cause) this.cause = cause;
	}
};
var TransactionRollbackError = class extends DrizzleError {
	static [entityKind] = "TransactionRollbackError";
	constructor() {
		super({ message: "Rollback" });
	}
};
// node_modules/drizzle-orm/sqlite-core/view-base.js
var SQLiteViewBase = class extends View {
	static [entityKind] = "SQLiteViewBase";
};
// node_modules/drizzle-orm/sqlite-core/dialect.js
var SQLiteDialect = class {
	static [entityKind] = "SQLiteDialect";
	/** @internal */
	casing;
	constructor(config) {
		this.casing = new CasingCache(config?.casing);
	}
	escapeName(name) {
		return `"${name.replace(/"/g, "\"\"")}"`;
	}
	escapeParam(_num) {
		return "?";
	}
	escapeString(str) {
		return `'${str.replace(/'/g, "''")}'`;
	}
	buildWithCTE(queries) {
		if (!queries?.length) return void 0;
		const withSqlChunks = [sql`with `];
		for (const [i, w] of queries.entries()) {
			withSqlChunks.push(sql`${sql.identifier(w._.alias)} as (${w._.sql})`);
			if (i < queries.length - 1) withSqlChunks.push(sql`, `);
		}
		withSqlChunks.push(sql` `);
		return sql.join(withSqlChunks);
	}
	buildDeleteQuery({ table, where, returning, withList, limit, orderBy }) {
		const withSql = this.buildWithCTE(withList);
		const returningSql = returning ? sql` returning ${this.buildSelection(returning, { isSingleTable: true })}` : void 0;
		const whereSql = where ? sql` where ${where}` : void 0;
		const orderBySql = this.buildOrderBy(orderBy);
		const limitSql = this.buildLimit(limit);
		return sql`${withSql}delete from ${table}${whereSql}${returningSql}${orderBySql}${limitSql}`;
	}
	buildUpdateSet(table, set) {
		const tableColumns = table[Table.Symbol.Columns];
		const columnNames = Object.keys(tableColumns).filter((colName) => set[colName] !== void 0 || tableColumns[colName]?.onUpdateFn !== void 0);
		const setSize = columnNames.length;
		return sql.join(columnNames.flatMap((colName, i) => {
			const col = tableColumns[colName];
			const onUpdateFnResult = col.onUpdateFn?.();
			const value = set[colName] ?? (is(onUpdateFnResult, SQL) ? onUpdateFnResult : sql.param(onUpdateFnResult, col));
			const res = sql`${sql.identifier(this.casing.getColumnCasing(col))} = ${value}`;
			if (i < setSize - 1) return [res, sql.raw(", ")];
			return [res];
		}));
	}
	buildUpdateQuery({ table, set, where, returning, withList, joins, from, limit, orderBy }) {
		const withSql = this.buildWithCTE(withList);
		const setSql = this.buildUpdateSet(table, set);
		const fromSql = from && sql.join([sql.raw(" from "), this.buildFromTable(from)]);
		const joinsSql = this.buildJoins(joins);
		const returningSql = returning ? sql` returning ${this.buildSelection(returning, { isSingleTable: true })}` : void 0;
		const whereSql = where ? sql` where ${where}` : void 0;
		const orderBySql = this.buildOrderBy(orderBy);
		const limitSql = this.buildLimit(limit);
		return sql`${withSql}update ${table} set ${setSql}${fromSql}${joinsSql}${whereSql}${returningSql}${orderBySql}${limitSql}`;
	}
	/**
	* Builds selection SQL with provided fields/expressions
	*
	* Examples:
	*
	* `select <selection> from`
	*
	* `insert ... returning <selection>`
	*
	* If `isSingleTable` is true, then columns won't be prefixed with table name
	*/
	buildSelection(fields, { isSingleTable = false } = {}) {
		const columnsLen = fields.length;
		const chunks = fields.flatMap(({ field }, i) => {
			const chunk = [];
			if (is(field, SQL.Aliased) && field.isSelectionField) chunk.push(sql.identifier(field.fieldAlias));
			else if (is(field, SQL.Aliased) || is(field, SQL)) {
				const query = is(field, SQL.Aliased) ? field.sql : field;
				if (isSingleTable) chunk.push(new SQL(query.queryChunks.map((c) => {
					if (is(c, Column)) return sql.identifier(this.casing.getColumnCasing(c));
					return c;
				})));
				else chunk.push(query);
				if (is(field, SQL.Aliased)) chunk.push(sql` as ${sql.identifier(field.fieldAlias)}`);
			} else if (is(field, Column)) {
				const tableName = field.table[Table.Symbol.Name];
				if (field.columnType === "SQLiteNumericBigInt") {
					if (isSingleTable) chunk.push(sql`cast(${sql.identifier(this.casing.getColumnCasing(field))} as text)`);
					else chunk.push(sql`cast(${sql.identifier(tableName)}.${sql.identifier(this.casing.getColumnCasing(field))} as text)`);
				} else if (isSingleTable) chunk.push(sql.identifier(this.casing.getColumnCasing(field)));
				else chunk.push(sql`${sql.identifier(tableName)}.${sql.identifier(this.casing.getColumnCasing(field))}`);
			} else if (is(field, Subquery)) {
				const entries = Object.entries(field._.selectedFields);
				if (entries.length === 1) {
					const entry = entries[0][1];
					const fieldDecoder = is(entry, SQL) ? entry.decoder : is(entry, Column) ? { mapFromDriverValue: (v) => entry.mapFromDriverValue(v) } : entry.sql.decoder;
					if (fieldDecoder) field._.sql.decoder = fieldDecoder;
				}
				chunk.push(field);
			}
			if (i < columnsLen - 1) chunk.push(sql`, `);
			return chunk;
		});
		return sql.join(chunks);
	}
	buildJoins(joins) {
		if (!joins || joins.length === 0) return;
		const joinsArray = [];
		if (joins) for (const [index, joinMeta] of joins.entries()) {
			if (index === 0) joinsArray.push(sql` `);
			const table = joinMeta.table;
			const onSql = joinMeta.on ? sql` on ${joinMeta.on}` : void 0;
			if (is(table, SQLiteTable)) {
				const tableName = table[SQLiteTable.Symbol.Name];
				const tableSchema = table[SQLiteTable.Symbol.Schema];
				const origTableName = table[SQLiteTable.Symbol.OriginalName];
				const alias = tableName === origTableName ? void 0 : joinMeta.alias;
				joinsArray.push(sql`${sql.raw(joinMeta.joinType)} join ${tableSchema ? sql`${sql.identifier(tableSchema)}.` : void 0}${sql.identifier(origTableName)}${alias && sql` ${sql.identifier(alias)}`}${onSql}`);
			} else joinsArray.push(sql`${sql.raw(joinMeta.joinType)} join ${table}${onSql}`);
			if (index < joins.length - 1) joinsArray.push(sql` `);
		}
		return sql.join(joinsArray);
	}
	buildLimit(limit) {
		return typeof limit === "object" || typeof limit === "number" && limit >= 0 ? sql` limit ${limit}` : void 0;
	}
	buildOrderBy(orderBy) {
		const orderByList = [];
		if (orderBy) for (const [index, orderByValue] of orderBy.entries()) {
			orderByList.push(orderByValue);
			if (index < orderBy.length - 1) orderByList.push(sql`, `);
		}
		return orderByList.length > 0 ? sql` order by ${sql.join(orderByList)}` : void 0;
	}
	buildFromTable(table) {
		if (is(table, Table) && table[Table.Symbol.IsAlias]) return sql`${sql`${sql.identifier(table[Table.Symbol.Schema] ?? "")}.`.if(table[Table.Symbol.Schema])}${sql.identifier(table[Table.Symbol.OriginalName])} ${sql.identifier(table[Table.Symbol.Name])}`;
		return table;
	}
	buildSelectQuery({ withList, fields, fieldsFlat, where, having, table, joins, orderBy, groupBy, limit, offset, distinct, setOperators }) {
		const fieldsList = fieldsFlat ?? orderSelectedFields(fields);
		for (const f of fieldsList) if (is(f.field, Column) && getTableName(f.field.table) !== (is(table, Subquery) ? table._.alias : is(table, SQLiteViewBase) ? table[ViewBaseConfig].name : is(table, SQL) ? void 0 : getTableName(table)) && !((table2) => joins?.some(({ alias }) => alias === (table2[Table.Symbol.IsAlias] ? getTableName(table2) : table2[Table.Symbol.BaseName])))(f.field.table)) {
			const tableName = getTableName(f.field.table);
			throw new Error(`Your "${f.path.join("->")}" field references a column "${tableName}"."${f.field.name}", but the table "${tableName}" is not part of the query! Did you forget to join it?`);
		}
		const isSingleTable = !joins || joins.length === 0;
		const withSql = this.buildWithCTE(withList);
		const distinctSql = distinct ? sql` distinct` : void 0;
		const selection = this.buildSelection(fieldsList, { isSingleTable });
		const tableSql = this.buildFromTable(table);
		const joinsSql = this.buildJoins(joins);
		const whereSql = where ? sql` where ${where}` : void 0;
		const havingSql = having ? sql` having ${having}` : void 0;
		const groupByList = [];
		if (groupBy) for (const [index, groupByValue] of groupBy.entries()) {
			groupByList.push(groupByValue);
			if (index < groupBy.length - 1) groupByList.push(sql`, `);
		}
		const groupBySql = groupByList.length > 0 ? sql` group by ${sql.join(groupByList)}` : void 0;
		const orderBySql = this.buildOrderBy(orderBy);
		const limitSql = this.buildLimit(limit);
		const offsetSql = offset ? sql` offset ${offset}` : void 0;
		const finalQuery = sql`${withSql}select${distinctSql} ${selection} from ${tableSql}${joinsSql}${whereSql}${groupBySql}${havingSql}${orderBySql}${limitSql}${offsetSql}`;
		if (setOperators.length > 0) return this.buildSetOperations(finalQuery, setOperators);
		return finalQuery;
	}
	buildSetOperations(leftSelect, setOperators) {
		const [setOperator, ...rest] = setOperators;
		if (!setOperator) throw new Error("Cannot pass undefined values to any set operator");
		if (rest.length === 0) return this.buildSetOperationQuery({
			leftSelect,
			setOperator
		});
		return this.buildSetOperations(this.buildSetOperationQuery({
			leftSelect,
			setOperator
		}), rest);
	}
	buildSetOperationQuery({ leftSelect, setOperator: { type, isAll, rightSelect, limit, orderBy, offset } }) {
		const leftChunk = sql`${leftSelect.getSQL()} `;
		const rightChunk = sql`${rightSelect.getSQL()}`;
		let orderBySql;
		if (orderBy && orderBy.length > 0) {
			const orderByValues = [];
			for (const singleOrderBy of orderBy) if (is(singleOrderBy, SQLiteColumn)) orderByValues.push(sql.identifier(singleOrderBy.name));
			else if (is(singleOrderBy, SQL)) {
				for (let i = 0; i < singleOrderBy.queryChunks.length; i++) {
					const chunk = singleOrderBy.queryChunks[i];
					if (is(chunk, SQLiteColumn)) singleOrderBy.queryChunks[i] = sql.identifier(this.casing.getColumnCasing(chunk));
				}
				orderByValues.push(sql`${singleOrderBy}`);
			} else orderByValues.push(sql`${singleOrderBy}`);
			orderBySql = sql` order by ${sql.join(orderByValues, sql`, `)}`;
		}
		const limitSql = typeof limit === "object" || typeof limit === "number" && limit >= 0 ? sql` limit ${limit}` : void 0;
		const operatorChunk = sql.raw(`${type} ${isAll ? "all " : ""}`);
		const offsetSql = offset ? sql` offset ${offset}` : void 0;
		return sql`${leftChunk}${operatorChunk}${rightChunk}${orderBySql}${limitSql}${offsetSql}`;
	}
	buildInsertQuery({ table, values: valuesOrSelect, onConflict, returning, withList, select }) {
		const valuesSqlList = [];
		const columns = table[Table.Symbol.Columns];
		const colEntries = Object.entries(columns).filter(([_, col]) => !col.shouldDisableInsert());
		const insertOrder = colEntries.map(([, column]) => sql.identifier(this.casing.getColumnCasing(column)));
		if (select) {
			const select2 = valuesOrSelect;
			if (is(select2, SQL)) valuesSqlList.push(select2);
			else valuesSqlList.push(select2.getSQL());
		} else {
			const values = valuesOrSelect;
			valuesSqlList.push(sql.raw("values "));
			for (const [valueIndex, value] of values.entries()) {
				const valueList = [];
				for (const [fieldName, col] of colEntries) {
					const colValue = value[fieldName];
					if (colValue === void 0 || is(colValue, Param) && colValue.value === void 0) {
						let defaultValue;
						if (col.default !== null && col.default !== void 0) defaultValue = is(col.default, SQL) ? col.default : sql.param(col.default, col);
						else if (col.defaultFn !== void 0) {
							const defaultFnResult = col.defaultFn();
							defaultValue = is(defaultFnResult, SQL) ? defaultFnResult : sql.param(defaultFnResult, col);
						} else if (!col.default && col.onUpdateFn !== void 0) {
							const onUpdateFnResult = col.onUpdateFn();
							defaultValue = is(onUpdateFnResult, SQL) ? onUpdateFnResult : sql.param(onUpdateFnResult, col);
						} else defaultValue = sql`null`;
						valueList.push(defaultValue);
					} else valueList.push(colValue);
				}
				valuesSqlList.push(valueList);
				if (valueIndex < values.length - 1) valuesSqlList.push(sql`, `);
			}
		}
		const withSql = this.buildWithCTE(withList);
		const valuesSql = sql.join(valuesSqlList);
		const returningSql = returning ? sql` returning ${this.buildSelection(returning, { isSingleTable: true })}` : void 0;
		const onConflictSql = onConflict?.length ? sql.join(onConflict) : void 0;
		return sql`${withSql}insert into ${table} ${insertOrder} ${valuesSql}${onConflictSql}${returningSql}`;
	}
	sqlToQuery(sql2, invokeSource) {
		return sql2.toQuery({
			casing: this.casing,
			escapeName: this.escapeName,
			escapeParam: this.escapeParam,
			escapeString: this.escapeString,
			invokeSource
		});
	}
	buildRelationalQuery({ fullSchema, schema, tableNamesMap, table, tableConfig, queryConfig: config, tableAlias, nestedQueryRelation, joinOn }) {
		let selection = [];
		let limit, offset, orderBy = [], where;
		const joins = [];
		if (config === true) selection = Object.entries(tableConfig.columns).map(([key, value]) => ({
			dbKey: value.name,
			tsKey: key,
			field: aliasedTableColumn(value, tableAlias),
			relationTableTsKey: void 0,
			isJson: false,
			selection: []
		}));
		else {
			const aliasedColumns = Object.fromEntries(Object.entries(tableConfig.columns).map(([key, value]) => [key, aliasedTableColumn(value, tableAlias)]));
			if (config.where) {
				const whereSql = typeof config.where === "function" ? config.where(aliasedColumns, getOperators()) : config.where;
				where = whereSql && mapColumnsInSQLToAlias(whereSql, tableAlias);
			}
			const fieldsSelection = [];
			let selectedColumns = [];
			if (config.columns) {
				let isIncludeMode = false;
				for (const [field, value] of Object.entries(config.columns)) {
					if (value === void 0) continue;
					if (field in tableConfig.columns) {
						if (!isIncludeMode && value === true) isIncludeMode = true;
						selectedColumns.push(field);
					}
				}
				if (selectedColumns.length > 0) selectedColumns = isIncludeMode ? selectedColumns.filter((c) => config.columns?.[c] === true) : Object.keys(tableConfig.columns).filter((key) => !selectedColumns.includes(key));
			} else selectedColumns = Object.keys(tableConfig.columns);
			for (const field of selectedColumns) {
				const column = tableConfig.columns[field];
				fieldsSelection.push({
					tsKey: field,
					value: column
				});
			}
			let selectedRelations = [];
			if (config.with) selectedRelations = Object.entries(config.with).filter((entry) => !!entry[1]).map(([tsKey, queryConfig]) => ({
				tsKey,
				queryConfig,
				relation: tableConfig.relations[tsKey]
			}));
			let extras;
			if (config.extras) {
				extras = typeof config.extras === "function" ? config.extras(aliasedColumns, { sql }) : config.extras;
				for (const [tsKey, value] of Object.entries(extras)) fieldsSelection.push({
					tsKey,
					value: mapColumnsInAliasedSQLToAlias(value, tableAlias)
				});
			}
			for (const { tsKey, value } of fieldsSelection) selection.push({
				dbKey: is(value, SQL.Aliased) ? value.fieldAlias : tableConfig.columns[tsKey].name,
				tsKey,
				field: is(value, Column) ? aliasedTableColumn(value, tableAlias) : value,
				relationTableTsKey: void 0,
				isJson: false,
				selection: []
			});
			let orderByOrig = typeof config.orderBy === "function" ? config.orderBy(aliasedColumns, getOrderByOperators()) : config.orderBy ?? [];
			if (!Array.isArray(orderByOrig)) orderByOrig = [orderByOrig];
			orderBy = orderByOrig.map((orderByValue) => {
				if (is(orderByValue, Column)) return aliasedTableColumn(orderByValue, tableAlias);
				return mapColumnsInSQLToAlias(orderByValue, tableAlias);
			});
			limit = config.limit;
			offset = config.offset;
			for (const { tsKey: selectedRelationTsKey, queryConfig: selectedRelationConfigValue, relation } of selectedRelations) {
				const normalizedRelation = normalizeRelation(schema, tableNamesMap, relation);
				const relationTableTsName = tableNamesMap[getTableUniqueName(relation.referencedTable)];
				const relationTableAlias = `${tableAlias}_${selectedRelationTsKey}`;
				const joinOn2 = and(...normalizedRelation.fields.map((field2, i) => eq(aliasedTableColumn(normalizedRelation.references[i], relationTableAlias), aliasedTableColumn(field2, tableAlias))));
				const builtRelation = this.buildRelationalQuery({
					fullSchema,
					schema,
					tableNamesMap,
					table: fullSchema[relationTableTsName],
					tableConfig: schema[relationTableTsName],
					queryConfig: is(relation, One) ? selectedRelationConfigValue === true ? { limit: 1 } : {
						...selectedRelationConfigValue,
						limit: 1
					} : selectedRelationConfigValue,
					tableAlias: relationTableAlias,
					joinOn: joinOn2,
					nestedQueryRelation: relation
				});
				const field = sql`(${builtRelation.sql})`.as(selectedRelationTsKey);
				selection.push({
					dbKey: selectedRelationTsKey,
					tsKey: selectedRelationTsKey,
					field,
					relationTableTsKey: relationTableTsName,
					isJson: true,
					selection: builtRelation.selection
				});
			}
		}
		if (selection.length === 0) throw new DrizzleError({ message: `No fields selected for table "${tableConfig.tsName}" ("${tableAlias}"). You need to have at least one item in "columns", "with" or "extras". If you need to select all columns, omit the "columns" key or set it to undefined.` });
		let result;
		where = and(joinOn, where);
		if (nestedQueryRelation) {
			let field = sql`json_array(${sql.join(selection.map(({ field: field2 }) => is(field2, SQLiteColumn) ? sql.identifier(this.casing.getColumnCasing(field2)) : is(field2, SQL.Aliased) ? field2.sql : field2), sql`, `)})`;
			if (is(nestedQueryRelation, Many)) field = sql`coalesce(json_group_array(${field}), json_array())`;
			const nestedSelection = [{
				dbKey: "data",
				tsKey: "data",
				field: field.as("data"),
				isJson: true,
				relationTableTsKey: tableConfig.tsName,
				selection
			}];
			if (limit !== void 0 || offset !== void 0 || orderBy.length > 0) {
				result = this.buildSelectQuery({
					table: aliasedTable(table, tableAlias),
					fields: {},
					fieldsFlat: [{
						path: [],
						field: sql.raw("*")
					}],
					where,
					limit,
					offset,
					orderBy,
					setOperators: []
				});
				where = void 0;
				limit = void 0;
				offset = void 0;
				orderBy = void 0;
			} else result = aliasedTable(table, tableAlias);
			result = this.buildSelectQuery({
				table: is(result, SQLiteTable) ? result : new Subquery(result, {}, tableAlias),
				fields: {},
				fieldsFlat: nestedSelection.map(({ field: field2 }) => ({
					path: [],
					field: is(field2, Column) ? aliasedTableColumn(field2, tableAlias) : field2
				})),
				joins,
				where,
				limit,
				offset,
				orderBy,
				setOperators: []
			});
		} else result = this.buildSelectQuery({
			table: aliasedTable(table, tableAlias),
			fields: {},
			fieldsFlat: selection.map(({ field }) => ({
				path: [],
				field: is(field, Column) ? aliasedTableColumn(field, tableAlias) : field
			})),
			joins,
			where,
			limit,
			offset,
			orderBy,
			setOperators: []
		});
		return {
			tableTsKey: tableConfig.tsName,
			sql: result,
			selection
		};
	}
};
var SQLiteSyncDialect = class extends SQLiteDialect {
	static [entityKind] = "SQLiteSyncDialect";
	migrate(migrations, session, config) {
		const migrationsTable = config === void 0 ? "__drizzle_migrations" : typeof config === "string" ? "__drizzle_migrations" : config.migrationsTable ?? "__drizzle_migrations";
		const migrationTableCreate = sql`
			CREATE TABLE IF NOT EXISTS ${sql.identifier(migrationsTable)} (
				id SERIAL PRIMARY KEY,
				hash text NOT NULL,
				created_at numeric
			)
		`;
		session.run(migrationTableCreate);
		const lastDbMigration = session.values(sql`SELECT id, hash, created_at FROM ${sql.identifier(migrationsTable)} ORDER BY created_at DESC LIMIT 1`)[0] ?? void 0;
		session.run(sql`BEGIN`);
		try {
			for (const migration of migrations) if (!lastDbMigration || Number(lastDbMigration[2]) < migration.folderMillis) {
				for (const stmt of migration.sql) session.run(sql.raw(stmt));
				session.run(sql`INSERT INTO ${sql.identifier(migrationsTable)} ("hash", "created_at") VALUES(${migration.hash}, ${migration.folderMillis})`);
			}
			session.run(sql`COMMIT`);
		} catch (e) {
			session.run(sql`ROLLBACK`);
			throw e;
		}
	}
};
var SQLiteAsyncDialect = class extends SQLiteDialect {
	static [entityKind] = "SQLiteAsyncDialect";
	async migrate(migrations, session, config) {
		const migrationsTable = config === void 0 ? "__drizzle_migrations" : typeof config === "string" ? "__drizzle_migrations" : config.migrationsTable ?? "__drizzle_migrations";
		const migrationTableCreate = sql`
			CREATE TABLE IF NOT EXISTS ${sql.identifier(migrationsTable)} (
				id SERIAL PRIMARY KEY,
				hash text NOT NULL,
				created_at numeric
			)
		`;
		await session.run(migrationTableCreate);
		const lastDbMigration = (await session.values(sql`SELECT id, hash, created_at FROM ${sql.identifier(migrationsTable)} ORDER BY created_at DESC LIMIT 1`))[0] ?? void 0;
		await session.transaction(async (tx) => {
			for (const migration of migrations) if (!lastDbMigration || Number(lastDbMigration[2]) < migration.folderMillis) {
				for (const stmt of migration.sql) await tx.run(sql.raw(stmt));
				await tx.run(sql`INSERT INTO ${sql.identifier(migrationsTable)} ("hash", "created_at") VALUES(${migration.hash}, ${migration.folderMillis})`);
			}
		});
	}
};
// node_modules/drizzle-orm/query-builders/query-builder.js
var TypedQueryBuilder = class {
	static [entityKind] = "TypedQueryBuilder";
	/** @internal */
	getSelectedFields() {
		return this._.selectedFields;
	}
};
// node_modules/drizzle-orm/sqlite-core/query-builders/select.js
var SQLiteSelectBuilder = class {
	static [entityKind] = "SQLiteSelectBuilder";
	fields;
	session;
	dialect;
	withList;
	distinct;
	constructor(config) {
		this.fields = config.fields;
		this.session = config.session;
		this.dialect = config.dialect;
		this.withList = config.withList;
		this.distinct = config.distinct;
	}
	from(source) {
		const isPartialSelect = !!this.fields;
		let fields;
		if (this.fields) fields = this.fields;
		else if (is(source, Subquery)) fields = Object.fromEntries(Object.keys(source._.selectedFields).map((key) => [key, source[key]]));
		else if (is(source, SQLiteViewBase)) fields = source[ViewBaseConfig].selectedFields;
		else if (is(source, SQL)) fields = {};
		else fields = getTableColumns(source);
		return new SQLiteSelectBase({
			table: source,
			fields,
			isPartialSelect,
			session: this.session,
			dialect: this.dialect,
			withList: this.withList,
			distinct: this.distinct
		});
	}
};
var SQLiteSelectQueryBuilderBase = class extends TypedQueryBuilder {
	static [entityKind] = "SQLiteSelectQueryBuilder";
	_;
	/** @internal */
	config;
	joinsNotNullableMap;
	tableName;
	isPartialSelect;
	session;
	dialect;
	cacheConfig = void 0;
	usedTables = /* @__PURE__ */ new Set();
	constructor({ table, fields, isPartialSelect, session, dialect, withList, distinct }) {
		super();
		this.config = {
			withList,
			table,
			fields: { ...fields },
			distinct,
			setOperators: []
		};
		this.isPartialSelect = isPartialSelect;
		this.session = session;
		this.dialect = dialect;
		this._ = {
			selectedFields: fields,
			config: this.config
		};
		this.tableName = getTableLikeName(table);
		this.joinsNotNullableMap = typeof this.tableName === "string" ? { [this.tableName]: true } : {};
		for (const item of extractUsedTable(table)) this.usedTables.add(item);
	}
	/** @internal */
	getUsedTables() {
		return [...this.usedTables];
	}
	createJoin(joinType) {
		return (table, on) => {
			const baseTableName = this.tableName;
			const tableName = getTableLikeName(table);
			for (const item of extractUsedTable(table)) this.usedTables.add(item);
			if (typeof tableName === "string" && this.config.joins?.some((join) => join.alias === tableName)) throw new Error(`Alias "${tableName}" is already used in this query`);
			if (!this.isPartialSelect) {
				if (Object.keys(this.joinsNotNullableMap).length === 1 && typeof baseTableName === "string") this.config.fields = { [baseTableName]: this.config.fields };
				if (typeof tableName === "string" && !is(table, SQL)) {
					const selection = is(table, Subquery) ? table._.selectedFields : is(table, View) ? table[ViewBaseConfig].selectedFields : table[Table.Symbol.Columns];
					this.config.fields[tableName] = selection;
				}
			}
			if (typeof on === "function") on = on(new Proxy(this.config.fields, new SelectionProxyHandler({
				sqlAliasedBehavior: "sql",
				sqlBehavior: "sql"
			})));
			if (!this.config.joins) this.config.joins = [];
			this.config.joins.push({
				on,
				table,
				joinType,
				alias: tableName
			});
			if (typeof tableName === "string") switch (joinType) {
				case "left":
					this.joinsNotNullableMap[tableName] = false;
					break;
				case "right":
					this.joinsNotNullableMap = Object.fromEntries(Object.entries(this.joinsNotNullableMap).map(([key]) => [key, false]));
					this.joinsNotNullableMap[tableName] = true;
					break;
				case "cross":
				case "inner":
					this.joinsNotNullableMap[tableName] = true;
					break;
				case "full":
					this.joinsNotNullableMap = Object.fromEntries(Object.entries(this.joinsNotNullableMap).map(([key]) => [key, false]));
					this.joinsNotNullableMap[tableName] = false;
			}
			return this;
		};
	}
	/**
	* Executes a `left join` operation by adding another table to the current query.
	*
	* Calling this method associates each row of the table with the corresponding row from the joined table, if a match is found. If no matching row exists, it sets all columns of the joined table to null.
	*
	* See docs: {@link https://orm.drizzle.team/docs/joins#left-join}
	*
	* @param table the table to join.
	* @param on the `on` clause.
	*
	* @example
	*
	* ```ts
	* // Select all users and their pets
	* const usersWithPets: { user: User; pets: Pet | null; }[] = await db.select()
	*   .from(users)
	*   .leftJoin(pets, eq(users.id, pets.ownerId))
	*
	* // Select userId and petId
	* const usersIdsAndPetIds: { userId: number; petId: number | null; }[] = await db.select({
	*   userId: users.id,
	*   petId: pets.id,
	* })
	*   .from(users)
	*   .leftJoin(pets, eq(users.id, pets.ownerId))
	* ```
	*/
	leftJoin = this.createJoin("left");
	/**
	* Executes a `right join` operation by adding another table to the current query.
	*
	* Calling this method associates each row of the joined table with the corresponding row from the main table, if a match is found. If no matching row exists, it sets all columns of the main table to null.
	*
	* See docs: {@link https://orm.drizzle.team/docs/joins#right-join}
	*
	* @param table the table to join.
	* @param on the `on` clause.
	*
	* @example
	*
	* ```ts
	* // Select all users and their pets
	* const usersWithPets: { user: User | null; pets: Pet; }[] = await db.select()
	*   .from(users)
	*   .rightJoin(pets, eq(users.id, pets.ownerId))
	*
	* // Select userId and petId
	* const usersIdsAndPetIds: { userId: number | null; petId: number; }[] = await db.select({
	*   userId: users.id,
	*   petId: pets.id,
	* })
	*   .from(users)
	*   .rightJoin(pets, eq(users.id, pets.ownerId))
	* ```
	*/
	rightJoin = this.createJoin("right");
	/**
	* Executes an `inner join` operation, creating a new table by combining rows from two tables that have matching values.
	*
	* Calling this method retrieves rows that have corresponding entries in both joined tables. Rows without matching entries in either table are excluded, resulting in a table that includes only matching pairs.
	*
	* See docs: {@link https://orm.drizzle.team/docs/joins#inner-join}
	*
	* @param table the table to join.
	* @param on the `on` clause.
	*
	* @example
	*
	* ```ts
	* // Select all users and their pets
	* const usersWithPets: { user: User; pets: Pet; }[] = await db.select()
	*   .from(users)
	*   .innerJoin(pets, eq(users.id, pets.ownerId))
	*
	* // Select userId and petId
	* const usersIdsAndPetIds: { userId: number; petId: number; }[] = await db.select({
	*   userId: users.id,
	*   petId: pets.id,
	* })
	*   .from(users)
	*   .innerJoin(pets, eq(users.id, pets.ownerId))
	* ```
	*/
	innerJoin = this.createJoin("inner");
	/**
	* Executes a `full join` operation by combining rows from two tables into a new table.
	*
	* Calling this method retrieves all rows from both main and joined tables, merging rows with matching values and filling in `null` for non-matching columns.
	*
	* See docs: {@link https://orm.drizzle.team/docs/joins#full-join}
	*
	* @param table the table to join.
	* @param on the `on` clause.
	*
	* @example
	*
	* ```ts
	* // Select all users and their pets
	* const usersWithPets: { user: User | null; pets: Pet | null; }[] = await db.select()
	*   .from(users)
	*   .fullJoin(pets, eq(users.id, pets.ownerId))
	*
	* // Select userId and petId
	* const usersIdsAndPetIds: { userId: number | null; petId: number | null; }[] = await db.select({
	*   userId: users.id,
	*   petId: pets.id,
	* })
	*   .from(users)
	*   .fullJoin(pets, eq(users.id, pets.ownerId))
	* ```
	*/
	fullJoin = this.createJoin("full");
	/**
	* Executes a `cross join` operation by combining rows from two tables into a new table.
	*
	* Calling this method retrieves all rows from both main and joined tables, merging all rows from each table.
	*
	* See docs: {@link https://orm.drizzle.team/docs/joins#cross-join}
	*
	* @param table the table to join.
	*
	* @example
	*
	* ```ts
	* // Select all users, each user with every pet
	* const usersWithPets: { user: User; pets: Pet; }[] = await db.select()
	*   .from(users)
	*   .crossJoin(pets)
	*
	* // Select userId and petId
	* const usersIdsAndPetIds: { userId: number; petId: number; }[] = await db.select({
	*   userId: users.id,
	*   petId: pets.id,
	* })
	*   .from(users)
	*   .crossJoin(pets)
	* ```
	*/
	crossJoin = this.createJoin("cross");
	createSetOperator(type, isAll) {
		return (rightSelection) => {
			const rightSelect = typeof rightSelection === "function" ? rightSelection(getSQLiteSetOperators()) : rightSelection;
			if (!haveSameKeys(this.getSelectedFields(), rightSelect.getSelectedFields())) throw new Error("Set operator error (union / intersect / except): selected fields are not the same or are in a different order");
			this.config.setOperators.push({
				type,
				isAll,
				rightSelect
			});
			return this;
		};
	}
	/**
	* Adds `union` set operator to the query.
	*
	* Calling this method will combine the result sets of the `select` statements and remove any duplicate rows that appear across them.
	*
	* See docs: {@link https://orm.drizzle.team/docs/set-operations#union}
	*
	* @example
	*
	* ```ts
	* // Select all unique names from customers and users tables
	* await db.select({ name: users.name })
	*   .from(users)
	*   .union(
	*     db.select({ name: customers.name }).from(customers)
	*   );
	* // or
	* import { union } from 'drizzle-orm/sqlite-core'
	*
	* await union(
	*   db.select({ name: users.name }).from(users),
	*   db.select({ name: customers.name }).from(customers)
	* );
	* ```
	*/
	union = this.createSetOperator("union", false);
	/**
	* Adds `union all` set operator to the query.
	*
	* Calling this method will combine the result-set of the `select` statements and keep all duplicate rows that appear across them.
	*
	* See docs: {@link https://orm.drizzle.team/docs/set-operations#union-all}
	*
	* @example
	*
	* ```ts
	* // Select all transaction ids from both online and in-store sales
	* await db.select({ transaction: onlineSales.transactionId })
	*   .from(onlineSales)
	*   .unionAll(
	*     db.select({ transaction: inStoreSales.transactionId }).from(inStoreSales)
	*   );
	* // or
	* import { unionAll } from 'drizzle-orm/sqlite-core'
	*
	* await unionAll(
	*   db.select({ transaction: onlineSales.transactionId }).from(onlineSales),
	*   db.select({ transaction: inStoreSales.transactionId }).from(inStoreSales)
	* );
	* ```
	*/
	unionAll = this.createSetOperator("union", true);
	/**
	* Adds `intersect` set operator to the query.
	*
	* Calling this method will retain only the rows that are present in both result sets and eliminate duplicates.
	*
	* See docs: {@link https://orm.drizzle.team/docs/set-operations#intersect}
	*
	* @example
	*
	* ```ts
	* // Select course names that are offered in both departments A and B
	* await db.select({ courseName: depA.courseName })
	*   .from(depA)
	*   .intersect(
	*     db.select({ courseName: depB.courseName }).from(depB)
	*   );
	* // or
	* import { intersect } from 'drizzle-orm/sqlite-core'
	*
	* await intersect(
	*   db.select({ courseName: depA.courseName }).from(depA),
	*   db.select({ courseName: depB.courseName }).from(depB)
	* );
	* ```
	*/
	intersect = this.createSetOperator("intersect", false);
	/**
	* Adds `except` set operator to the query.
	*
	* Calling this method will retrieve all unique rows from the left query, except for the rows that are present in the result set of the right query.
	*
	* See docs: {@link https://orm.drizzle.team/docs/set-operations#except}
	*
	* @example
	*
	* ```ts
	* // Select all courses offered in department A but not in department B
	* await db.select({ courseName: depA.courseName })
	*   .from(depA)
	*   .except(
	*     db.select({ courseName: depB.courseName }).from(depB)
	*   );
	* // or
	* import { except } from 'drizzle-orm/sqlite-core'
	*
	* await except(
	*   db.select({ courseName: depA.courseName }).from(depA),
	*   db.select({ courseName: depB.courseName }).from(depB)
	* );
	* ```
	*/
	except = this.createSetOperator("except", false);
	/** @internal */
	addSetOperators(setOperators) {
		this.config.setOperators.push(...setOperators);
		return this;
	}
	/**
	* Adds a `where` clause to the query.
	*
	* Calling this method will select only those rows that fulfill a specified condition.
	*
	* See docs: {@link https://orm.drizzle.team/docs/select#filtering}
	*
	* @param where the `where` clause.
	*
	* @example
	* You can use conditional operators and `sql function` to filter the rows to be selected.
	*
	* ```ts
	* // Select all cars with green color
	* await db.select().from(cars).where(eq(cars.color, 'green'));
	* // or
	* await db.select().from(cars).where(sql`${cars.color} = 'green'`)
	* ```
	*
	* You can logically combine conditional operators with `and()` and `or()` operators:
	*
	* ```ts
	* // Select all BMW cars with a green color
	* await db.select().from(cars).where(and(eq(cars.color, 'green'), eq(cars.brand, 'BMW')));
	*
	* // Select all cars with the green or blue color
	* await db.select().from(cars).where(or(eq(cars.color, 'green'), eq(cars.color, 'blue')));
	* ```
	*/
	where(where) {
		if (typeof where === "function") where = where(new Proxy(this.config.fields, new SelectionProxyHandler({
			sqlAliasedBehavior: "sql",
			sqlBehavior: "sql"
		})));
		this.config.where = where;
		return this;
	}
	/**
	* Adds a `having` clause to the query.
	*
	* Calling this method will select only those rows that fulfill a specified condition. It is typically used with aggregate functions to filter the aggregated data based on a specified condition.
	*
	* See docs: {@link https://orm.drizzle.team/docs/select#aggregations}
	*
	* @param having the `having` clause.
	*
	* @example
	*
	* ```ts
	* // Select all brands with more than one car
	* await db.select({
	* 	brand: cars.brand,
	* 	count: sql<number>`cast(count(${cars.id}) as int)`,
	* })
	*   .from(cars)
	*   .groupBy(cars.brand)
	*   .having(({ count }) => gt(count, 1));
	* ```
	*/
	having(having) {
		if (typeof having === "function") having = having(new Proxy(this.config.fields, new SelectionProxyHandler({
			sqlAliasedBehavior: "sql",
			sqlBehavior: "sql"
		})));
		this.config.having = having;
		return this;
	}
	groupBy(...columns) {
		if (typeof columns[0] === "function") {
			const groupBy = columns[0](new Proxy(this.config.fields, new SelectionProxyHandler({
				sqlAliasedBehavior: "alias",
				sqlBehavior: "sql"
			})));
			this.config.groupBy = Array.isArray(groupBy) ? groupBy : [groupBy];
		} else this.config.groupBy = columns;
		return this;
	}
	orderBy(...columns) {
		if (typeof columns[0] === "function") {
			const orderBy = columns[0](new Proxy(this.config.fields, new SelectionProxyHandler({
				sqlAliasedBehavior: "alias",
				sqlBehavior: "sql"
			})));
			const orderByArray = Array.isArray(orderBy) ? orderBy : [orderBy];
			if (this.config.setOperators.length > 0) this.config.setOperators.at(-1).orderBy = orderByArray;
			else this.config.orderBy = orderByArray;
		} else {
			const orderByArray = columns;
			if (this.config.setOperators.length > 0) this.config.setOperators.at(-1).orderBy = orderByArray;
			else this.config.orderBy = orderByArray;
		}
		return this;
	}
	/**
	* Adds a `limit` clause to the query.
	*
	* Calling this method will set the maximum number of rows that will be returned by this query.
	*
	* See docs: {@link https://orm.drizzle.team/docs/select#limit--offset}
	*
	* @param limit the `limit` clause.
	*
	* @example
	*
	* ```ts
	* // Get the first 10 people from this query.
	* await db.select().from(people).limit(10);
	* ```
	*/
	limit(limit) {
		if (this.config.setOperators.length > 0) this.config.setOperators.at(-1).limit = limit;
		else this.config.limit = limit;
		return this;
	}
	/**
	* Adds an `offset` clause to the query.
	*
	* Calling this method will skip a number of rows when returning results from this query.
	*
	* See docs: {@link https://orm.drizzle.team/docs/select#limit--offset}
	*
	* @param offset the `offset` clause.
	*
	* @example
	*
	* ```ts
	* // Get the 10th-20th people from this query.
	* await db.select().from(people).offset(10).limit(10);
	* ```
	*/
	offset(offset) {
		if (this.config.setOperators.length > 0) this.config.setOperators.at(-1).offset = offset;
		else this.config.offset = offset;
		return this;
	}
	/** @internal */
	getSQL() {
		return this.dialect.buildSelectQuery(this.config);
	}
	toSQL() {
		const { typings: _typings, ...rest } = this.dialect.sqlToQuery(this.getSQL());
		return rest;
	}
	as(alias) {
		const usedTables = [];
		usedTables.push(...extractUsedTable(this.config.table));
		if (this.config.joins) for (const it of this.config.joins) usedTables.push(...extractUsedTable(it.table));
		return new Proxy(new Subquery(this.getSQL(), this.config.fields, alias, false, [...new Set(usedTables)]), new SelectionProxyHandler({
			alias,
			sqlAliasedBehavior: "alias",
			sqlBehavior: "error"
		}));
	}
	/** @internal */
	getSelectedFields() {
		return new Proxy(this.config.fields, new SelectionProxyHandler({
			alias: this.tableName,
			sqlAliasedBehavior: "alias",
			sqlBehavior: "error"
		}));
	}
	$dynamic() {
		return this;
	}
};
var SQLiteSelectBase = class extends SQLiteSelectQueryBuilderBase {
	static [entityKind] = "SQLiteSelect";
	/** @internal */
	_prepare(isOneTimeQuery = true) {
		if (!this.session) throw new Error("Cannot execute a query on a query builder. Please use a database instance instead.");
		const fieldsList = orderSelectedFields(this.config.fields);
		const query = this.session[isOneTimeQuery ? "prepareOneTimeQuery" : "prepareQuery"](this.dialect.sqlToQuery(this.getSQL()), fieldsList, "all", true, void 0, {
			type: "select",
			tables: [...this.usedTables]
		}, this.cacheConfig);
		query.joinsNotNullableMap = this.joinsNotNullableMap;
		return query;
	}
	$withCache(config) {
		this.cacheConfig = config === void 0 ? {
			config: {},
			enable: true,
			autoInvalidate: true
		} : config === false ? { enable: false } : {
			enable: true,
			autoInvalidate: true,
			...config
		};
		return this;
	}
	prepare() {
		return this._prepare(false);
	}
	run = (placeholderValues) => {
		return this._prepare().run(placeholderValues);
	};
	all = (placeholderValues) => {
		return this._prepare().all(placeholderValues);
	};
	get = (placeholderValues) => {
		return this._prepare().get(placeholderValues);
	};
	values = (placeholderValues) => {
		return this._prepare().values(placeholderValues);
	};
	async execute() {
		return this.all();
	}
};
applyMixins(SQLiteSelectBase, [QueryPromise]);
function createSetOperator(type, isAll) {
	return (leftSelect, rightSelect, ...restSelects) => {
		const setOperators = [rightSelect, ...restSelects].map((select) => ({
			type,
			isAll,
			rightSelect: select
		}));
		for (const setOperator of setOperators) if (!haveSameKeys(leftSelect.getSelectedFields(), setOperator.rightSelect.getSelectedFields())) throw new Error("Set operator error (union / intersect / except): selected fields are not the same or are in a different order");
		return leftSelect.addSetOperators(setOperators);
	};
}
var getSQLiteSetOperators = () => ({
	union,
	unionAll,
	intersect,
	except
});
var union = createSetOperator("union", false);
var unionAll = createSetOperator("union", true);
var intersect = createSetOperator("intersect", false);
var except = createSetOperator("except", false);
// node_modules/drizzle-orm/sqlite-core/query-builders/query-builder.js
var QueryBuilder = class {
	static [entityKind] = "SQLiteQueryBuilder";
	dialect;
	dialectConfig;
	constructor(dialect) {
		this.dialect = is(dialect, SQLiteDialect) ? dialect : void 0;
		this.dialectConfig = is(dialect, SQLiteDialect) ? void 0 : dialect;
	}
	$with = (alias, selection) => {
		const queryBuilder = this;
		const as = (qb) => {
			if (typeof qb === "function") qb = qb(queryBuilder);
			return new Proxy(new WithSubquery(qb.getSQL(), selection ?? ("getSelectedFields" in qb ? qb.getSelectedFields() ?? {} : {}), alias, true), new SelectionProxyHandler({
				alias,
				sqlAliasedBehavior: "alias",
				sqlBehavior: "error"
			}));
		};
		return { as };
	};
	with(...queries) {
		const self = this;
		function select(fields) {
			return new SQLiteSelectBuilder({
				fields: fields ?? void 0,
				session: void 0,
				dialect: self.getDialect(),
				withList: queries
			});
		}
		function selectDistinct(fields) {
			return new SQLiteSelectBuilder({
				fields: fields ?? void 0,
				session: void 0,
				dialect: self.getDialect(),
				withList: queries,
				distinct: true
			});
		}
		return {
			select,
			selectDistinct
		};
	}
	select(fields) {
		return new SQLiteSelectBuilder({
			fields: fields ?? void 0,
			session: void 0,
			dialect: this.getDialect()
		});
	}
	selectDistinct(fields) {
		return new SQLiteSelectBuilder({
			fields: fields ?? void 0,
			session: void 0,
			dialect: this.getDialect(),
			distinct: true
		});
	}
	getDialect() {
		if (!this.dialect) this.dialect = new SQLiteSyncDialect(this.dialectConfig);
		return this.dialect;
	}
};
// node_modules/drizzle-orm/sqlite-core/query-builders/insert.js
var SQLiteInsertBuilder = class {
	constructor(table, session, dialect, withList) {
		this.table = table;
		this.session = session;
		this.dialect = dialect;
		this.withList = withList;
	}
	static [entityKind] = "SQLiteInsertBuilder";
	values(values) {
		values = Array.isArray(values) ? values : [values];
		if (values.length === 0) throw new Error("values() must be called with at least one value");
		const mappedValues = values.map((entry) => {
			const result = {};
			const cols = this.table[Table.Symbol.Columns];
			for (const colKey of Object.keys(entry)) {
				const colValue = entry[colKey];
				result[colKey] = is(colValue, SQL) ? colValue : new Param(colValue, cols[colKey]);
			}
			return result;
		});
		return new SQLiteInsertBase(this.table, mappedValues, this.session, this.dialect, this.withList);
	}
	select(selectQuery) {
		const select = typeof selectQuery === "function" ? selectQuery(new QueryBuilder()) : selectQuery;
		if (!is(select, SQL) && !haveSameKeys(this.table[Columns], select._.selectedFields)) throw new Error("Insert select error: selected fields are not the same or are in a different order compared to the table definition");
		return new SQLiteInsertBase(this.table, select, this.session, this.dialect, this.withList, true);
	}
};
var SQLiteInsertBase = class extends QueryPromise {
	constructor(table, values, session, dialect, withList, select) {
		super();
		this.session = session;
		this.dialect = dialect;
		this.config = {
			table,
			values,
			withList,
			select
		};
	}
	static [entityKind] = "SQLiteInsert";
	/** @internal */
	config;
	returning(fields = this.config.table[SQLiteTable.Symbol.Columns]) {
		this.config.returning = orderSelectedFields(fields);
		return this;
	}
	/**
	* Adds an `on conflict do nothing` clause to the query.
	*
	* Calling this method simply avoids inserting a row as its alternative action.
	*
	* See docs: {@link https://orm.drizzle.team/docs/insert#on-conflict-do-nothing}
	*
	* @param config The `target` and `where` clauses.
	*
	* @example
	* ```ts
	* // Insert one row and cancel the insert if there's a conflict
	* await db.insert(cars)
	*   .values({ id: 1, brand: 'BMW' })
	*   .onConflictDoNothing();
	*
	* // Explicitly specify conflict target
	* await db.insert(cars)
	*   .values({ id: 1, brand: 'BMW' })
	*   .onConflictDoNothing({ target: cars.id });
	* ```
	*/
	onConflictDoNothing(config = {}) {
		if (!this.config.onConflict) this.config.onConflict = [];
		if (config.target === void 0) this.config.onConflict.push(sql` on conflict do nothing`);
		else {
			const targetSql = Array.isArray(config.target) ? sql`${config.target}` : sql`${[config.target]}`;
			const whereSql = config.where ? sql` where ${config.where}` : sql``;
			this.config.onConflict.push(sql` on conflict ${targetSql} do nothing${whereSql}`);
		}
		return this;
	}
	/**
	* Adds an `on conflict do update` clause to the query.
	*
	* Calling this method will update the existing row that conflicts with the row proposed for insertion as its alternative action.
	*
	* See docs: {@link https://orm.drizzle.team/docs/insert#upserts-and-conflicts}
	*
	* @param config The `target`, `set` and `where` clauses.
	*
	* @example
	* ```ts
	* // Update the row if there's a conflict
	* await db.insert(cars)
	*   .values({ id: 1, brand: 'BMW' })
	*   .onConflictDoUpdate({
	*     target: cars.id,
	*     set: { brand: 'Porsche' }
	*   });
	*
	* // Upsert with 'where' clause
	* await db.insert(cars)
	*   .values({ id: 1, brand: 'BMW' })
	*   .onConflictDoUpdate({
	*     target: cars.id,
	*     set: { brand: 'newBMW' },
	*     where: sql`${cars.createdAt} > '2023-01-01'::date`,
	*   });
	* ```
	*/
	onConflictDoUpdate(config) {
		if (config.where && (config.targetWhere || config.setWhere)) throw new Error("You cannot use both \"where\" and \"targetWhere\"/\"setWhere\" at the same time - \"where\" is deprecated, use \"targetWhere\" or \"setWhere\" instead.");
		if (!this.config.onConflict) this.config.onConflict = [];
		const whereSql = config.where ? sql` where ${config.where}` : void 0;
		const targetWhereSql = config.targetWhere ? sql` where ${config.targetWhere}` : void 0;
		const setWhereSql = config.setWhere ? sql` where ${config.setWhere}` : void 0;
		const targetSql = Array.isArray(config.target) ? sql`${config.target}` : sql`${[config.target]}`;
		const setSql = this.dialect.buildUpdateSet(this.config.table, mapUpdateSet(this.config.table, config.set));
		this.config.onConflict.push(sql` on conflict ${targetSql}${targetWhereSql} do update set ${setSql}${whereSql}${setWhereSql}`);
		return this;
	}
	/** @internal */
	getSQL() {
		return this.dialect.buildInsertQuery(this.config);
	}
	toSQL() {
		const { typings: _typings, ...rest } = this.dialect.sqlToQuery(this.getSQL());
		return rest;
	}
	/** @internal */
	_prepare(isOneTimeQuery = true) {
		return this.session[isOneTimeQuery ? "prepareOneTimeQuery" : "prepareQuery"](this.dialect.sqlToQuery(this.getSQL()), this.config.returning, this.config.returning ? "all" : "run", true, void 0, {
			type: "insert",
			tables: extractUsedTable(this.config.table)
		});
	}
	prepare() {
		return this._prepare(false);
	}
	run = (placeholderValues) => {
		return this._prepare().run(placeholderValues);
	};
	all = (placeholderValues) => {
		return this._prepare().all(placeholderValues);
	};
	get = (placeholderValues) => {
		return this._prepare().get(placeholderValues);
	};
	values = (placeholderValues) => {
		return this._prepare().values(placeholderValues);
	};
	async execute() {
		return this.config.returning ? this.all() : this.run();
	}
	$dynamic() {
		return this;
	}
};
// node_modules/drizzle-orm/sqlite-core/query-builders/update.js
var SQLiteUpdateBuilder = class {
	constructor(table, session, dialect, withList) {
		this.table = table;
		this.session = session;
		this.dialect = dialect;
		this.withList = withList;
	}
	static [entityKind] = "SQLiteUpdateBuilder";
	set(values) {
		return new SQLiteUpdateBase(this.table, mapUpdateSet(this.table, values), this.session, this.dialect, this.withList);
	}
};
var SQLiteUpdateBase = class extends QueryPromise {
	constructor(table, set, session, dialect, withList) {
		super();
		this.session = session;
		this.dialect = dialect;
		this.config = {
			set,
			table,
			withList,
			joins: []
		};
	}
	static [entityKind] = "SQLiteUpdate";
	/** @internal */
	config;
	from(source) {
		this.config.from = source;
		return this;
	}
	createJoin(joinType) {
		return (table, on) => {
			const tableName = getTableLikeName(table);
			if (typeof tableName === "string" && this.config.joins.some((join) => join.alias === tableName)) throw new Error(`Alias "${tableName}" is already used in this query`);
			if (typeof on === "function") {
				const from = this.config.from ? is(table, SQLiteTable) ? table[Table.Symbol.Columns] : is(table, Subquery) ? table._.selectedFields : is(table, SQLiteViewBase) ? table[ViewBaseConfig].selectedFields : void 0 : void 0;
				on = on(new Proxy(this.config.table[Table.Symbol.Columns], new SelectionProxyHandler({
					sqlAliasedBehavior: "sql",
					sqlBehavior: "sql"
				})), from && new Proxy(from, new SelectionProxyHandler({
					sqlAliasedBehavior: "sql",
					sqlBehavior: "sql"
				})));
			}
			this.config.joins.push({
				on,
				table,
				joinType,
				alias: tableName
			});
			return this;
		};
	}
	leftJoin = this.createJoin("left");
	rightJoin = this.createJoin("right");
	innerJoin = this.createJoin("inner");
	fullJoin = this.createJoin("full");
	/**
	* Adds a 'where' clause to the query.
	*
	* Calling this method will update only those rows that fulfill a specified condition.
	*
	* See docs: {@link https://orm.drizzle.team/docs/update}
	*
	* @param where the 'where' clause.
	*
	* @example
	* You can use conditional operators and `sql function` to filter the rows to be updated.
	*
	* ```ts
	* // Update all cars with green color
	* db.update(cars).set({ color: 'red' })
	*   .where(eq(cars.color, 'green'));
	* // or
	* db.update(cars).set({ color: 'red' })
	*   .where(sql`${cars.color} = 'green'`)
	* ```
	*
	* You can logically combine conditional operators with `and()` and `or()` operators:
	*
	* ```ts
	* // Update all BMW cars with a green color
	* db.update(cars).set({ color: 'red' })
	*   .where(and(eq(cars.color, 'green'), eq(cars.brand, 'BMW')));
	*
	* // Update all cars with the green or blue color
	* db.update(cars).set({ color: 'red' })
	*   .where(or(eq(cars.color, 'green'), eq(cars.color, 'blue')));
	* ```
	*/
	where(where) {
		this.config.where = where;
		return this;
	}
	orderBy(...columns) {
		if (typeof columns[0] === "function") {
			const orderBy = columns[0](new Proxy(this.config.table[Table.Symbol.Columns], new SelectionProxyHandler({
				sqlAliasedBehavior: "alias",
				sqlBehavior: "sql"
			})));
			const orderByArray = Array.isArray(orderBy) ? orderBy : [orderBy];
			this.config.orderBy = orderByArray;
		} else {
			const orderByArray = columns;
			this.config.orderBy = orderByArray;
		}
		return this;
	}
	limit(limit) {
		this.config.limit = limit;
		return this;
	}
	returning(fields = this.config.table[SQLiteTable.Symbol.Columns]) {
		this.config.returning = orderSelectedFields(fields);
		return this;
	}
	/** @internal */
	getSQL() {
		return this.dialect.buildUpdateQuery(this.config);
	}
	toSQL() {
		const { typings: _typings, ...rest } = this.dialect.sqlToQuery(this.getSQL());
		return rest;
	}
	/** @internal */
	_prepare(isOneTimeQuery = true) {
		return this.session[isOneTimeQuery ? "prepareOneTimeQuery" : "prepareQuery"](this.dialect.sqlToQuery(this.getSQL()), this.config.returning, this.config.returning ? "all" : "run", true, void 0, {
			type: "insert",
			tables: extractUsedTable(this.config.table)
		});
	}
	prepare() {
		return this._prepare(false);
	}
	run = (placeholderValues) => {
		return this._prepare().run(placeholderValues);
	};
	all = (placeholderValues) => {
		return this._prepare().all(placeholderValues);
	};
	get = (placeholderValues) => {
		return this._prepare().get(placeholderValues);
	};
	values = (placeholderValues) => {
		return this._prepare().values(placeholderValues);
	};
	async execute() {
		return this.config.returning ? this.all() : this.run();
	}
	$dynamic() {
		return this;
	}
};
// node_modules/drizzle-orm/sqlite-core/query-builders/count.js
var SQLiteCountBuilder = class SQLiteCountBuilder extends SQL {
	constructor(params) {
		super(SQLiteCountBuilder.buildEmbeddedCount(params.source, params.filters).queryChunks);
		this.params = params;
		this.session = params.session;
		this.sql = SQLiteCountBuilder.buildCount(params.source, params.filters);
	}
	sql;
	static [entityKind] = "SQLiteCountBuilderAsync";
	[Symbol.toStringTag] = "SQLiteCountBuilderAsync";
	session;
	static buildEmbeddedCount(source, filters) {
		return sql`(select count(*) from ${source}${sql.raw(" where ").if(filters)}${filters})`;
	}
	static buildCount(source, filters) {
		return sql`select count(*) from ${source}${sql.raw(" where ").if(filters)}${filters}`;
	}
	then(onfulfilled, onrejected) {
		return Promise.resolve(this.session.count(this.sql)).then(onfulfilled, onrejected);
	}
	catch(onRejected) {
		return this.then(void 0, onRejected);
	}
	finally(onFinally) {
		return this.then((value) => {
			onFinally?.();
			return value;
		}, (reason) => {
			onFinally?.();
			throw reason;
		});
	}
};
// node_modules/drizzle-orm/sqlite-core/query-builders/query.js
var RelationalQueryBuilder = class {
	constructor(mode, fullSchema, schema, tableNamesMap, table, tableConfig, dialect, session) {
		this.mode = mode;
		this.fullSchema = fullSchema;
		this.schema = schema;
		this.tableNamesMap = tableNamesMap;
		this.table = table;
		this.tableConfig = tableConfig;
		this.dialect = dialect;
		this.session = session;
	}
	static [entityKind] = "SQLiteAsyncRelationalQueryBuilder";
	findMany(config) {
		return this.mode === "sync" ? new SQLiteSyncRelationalQuery(this.fullSchema, this.schema, this.tableNamesMap, this.table, this.tableConfig, this.dialect, this.session, config ? config : {}, "many") : new SQLiteRelationalQuery(this.fullSchema, this.schema, this.tableNamesMap, this.table, this.tableConfig, this.dialect, this.session, config ? config : {}, "many");
	}
	findFirst(config) {
		return this.mode === "sync" ? new SQLiteSyncRelationalQuery(this.fullSchema, this.schema, this.tableNamesMap, this.table, this.tableConfig, this.dialect, this.session, config ? {
			...config,
			limit: 1
		} : { limit: 1 }, "first") : new SQLiteRelationalQuery(this.fullSchema, this.schema, this.tableNamesMap, this.table, this.tableConfig, this.dialect, this.session, config ? {
			...config,
			limit: 1
		} : { limit: 1 }, "first");
	}
};
var SQLiteRelationalQuery = class extends QueryPromise {
	constructor(fullSchema, schema, tableNamesMap, table, tableConfig, dialect, session, config, mode) {
		super();
		this.fullSchema = fullSchema;
		this.schema = schema;
		this.tableNamesMap = tableNamesMap;
		this.table = table;
		this.tableConfig = tableConfig;
		this.dialect = dialect;
		this.session = session;
		this.config = config;
		this.mode = mode;
	}
	static [entityKind] = "SQLiteAsyncRelationalQuery";
	/** @internal */
	mode;
	/** @internal */
	getSQL() {
		return this.dialect.buildRelationalQuery({
			fullSchema: this.fullSchema,
			schema: this.schema,
			tableNamesMap: this.tableNamesMap,
			table: this.table,
			tableConfig: this.tableConfig,
			queryConfig: this.config,
			tableAlias: this.tableConfig.tsName
		}).sql;
	}
	/** @internal */
	_prepare(isOneTimeQuery = false) {
		const { query, builtQuery } = this._toSQL();
		return this.session[isOneTimeQuery ? "prepareOneTimeQuery" : "prepareQuery"](builtQuery, void 0, this.mode === "first" ? "get" : "all", true, (rawRows, mapColumnValue) => {
			const rows = rawRows.map((row) => mapRelationalRow(this.schema, this.tableConfig, row, query.selection, mapColumnValue));
			if (this.mode === "first") return rows[0];
			return rows;
		});
	}
	prepare() {
		return this._prepare(false);
	}
	_toSQL() {
		const query = this.dialect.buildRelationalQuery({
			fullSchema: this.fullSchema,
			schema: this.schema,
			tableNamesMap: this.tableNamesMap,
			table: this.table,
			tableConfig: this.tableConfig,
			queryConfig: this.config,
			tableAlias: this.tableConfig.tsName
		});
		return {
			query,
			builtQuery: this.dialect.sqlToQuery(query.sql)
		};
	}
	toSQL() {
		return this._toSQL().builtQuery;
	}
	/** @internal */
	executeRaw() {
		if (this.mode === "first") return this._prepare(false).get();
		return this._prepare(false).all();
	}
	async execute() {
		return this.executeRaw();
	}
};
var SQLiteSyncRelationalQuery = class extends SQLiteRelationalQuery {
	static [entityKind] = "SQLiteSyncRelationalQuery";
	sync() {
		return this.executeRaw();
	}
};
// node_modules/drizzle-orm/sqlite-core/query-builders/raw.js
var SQLiteRaw = class extends QueryPromise {
	constructor(execute, getSQL, action, dialect, mapBatchResult) {
		super();
		this.execute = execute;
		this.getSQL = getSQL;
		this.dialect = dialect;
		this.mapBatchResult = mapBatchResult;
		this.config = { action };
	}
	static [entityKind] = "SQLiteRaw";
	/** @internal */
	config;
	getQuery() {
		return {
			...this.dialect.sqlToQuery(this.getSQL()),
			method: this.config.action
		};
	}
	mapResult(result, isFromBatch) {
		return isFromBatch ? this.mapBatchResult(result) : result;
	}
	_prepare() {
		return this;
	}
	/** @internal */
	isResponseInArrayMode() {
		return false;
	}
};
// node_modules/drizzle-orm/sqlite-core/db.js
var BaseSQLiteDatabase = class {
	constructor(resultKind, dialect, session, schema) {
		this.resultKind = resultKind;
		this.dialect = dialect;
		this.session = session;
		this._ = schema ? {
			schema: schema.schema,
			fullSchema: schema.fullSchema,
			tableNamesMap: schema.tableNamesMap
		} : {
			schema: void 0,
			fullSchema: {},
			tableNamesMap: {}
		};
		this.query = {};
		const query = this.query;
		if (this._.schema) for (const [tableName, columns] of Object.entries(this._.schema)) query[tableName] = new RelationalQueryBuilder(resultKind, schema.fullSchema, this._.schema, this._.tableNamesMap, schema.fullSchema[tableName], columns, dialect, session);
		this.$cache = { invalidate: async (_params) => {} };
	}
	static [entityKind] = "BaseSQLiteDatabase";
	query;
	/**
	* Creates a subquery that defines a temporary named result set as a CTE.
	*
	* It is useful for breaking down complex queries into simpler parts and for reusing the result set in subsequent parts of the query.
	*
	* See docs: {@link https://orm.drizzle.team/docs/select#with-clause}
	*
	* @param alias The alias for the subquery.
	*
	* Failure to provide an alias will result in a DrizzleTypeError, preventing the subquery from being referenced in other queries.
	*
	* @example
	*
	* ```ts
	* // Create a subquery with alias 'sq' and use it in the select query
	* const sq = db.$with('sq').as(db.select().from(users).where(eq(users.id, 42)));
	*
	* const result = await db.with(sq).select().from(sq);
	* ```
	*
	* To select arbitrary SQL values as fields in a CTE and reference them in other CTEs or in the main query, you need to add aliases to them:
	*
	* ```ts
	* // Select an arbitrary SQL value as a field in a CTE and reference it in the main query
	* const sq = db.$with('sq').as(db.select({
	*   name: sql<string>`upper(${users.name})`.as('name'),
	* })
	* .from(users));
	*
	* const result = await db.with(sq).select({ name: sq.name }).from(sq);
	* ```
	*/
	$with = (alias, selection) => {
		const self = this;
		const as = (qb) => {
			if (typeof qb === "function") qb = qb(new QueryBuilder(self.dialect));
			return new Proxy(new WithSubquery(qb.getSQL(), selection ?? ("getSelectedFields" in qb ? qb.getSelectedFields() ?? {} : {}), alias, true), new SelectionProxyHandler({
				alias,
				sqlAliasedBehavior: "alias",
				sqlBehavior: "error"
			}));
		};
		return { as };
	};
	$count(source, filters) {
		return new SQLiteCountBuilder({
			source,
			filters,
			session: this.session
		});
	}
	/**
	* Incorporates a previously defined CTE (using `$with`) into the main query.
	*
	* This method allows the main query to reference a temporary named result set.
	*
	* See docs: {@link https://orm.drizzle.team/docs/select#with-clause}
	*
	* @param queries The CTEs to incorporate into the main query.
	*
	* @example
	*
	* ```ts
	* // Define a subquery 'sq' as a CTE using $with
	* const sq = db.$with('sq').as(db.select().from(users).where(eq(users.id, 42)));
	*
	* // Incorporate the CTE 'sq' into the main query and select from it
	* const result = await db.with(sq).select().from(sq);
	* ```
	*/
	with(...queries) {
		const self = this;
		function select(fields) {
			return new SQLiteSelectBuilder({
				fields: fields ?? void 0,
				session: self.session,
				dialect: self.dialect,
				withList: queries
			});
		}
		function selectDistinct(fields) {
			return new SQLiteSelectBuilder({
				fields: fields ?? void 0,
				session: self.session,
				dialect: self.dialect,
				withList: queries,
				distinct: true
			});
		}
		function update(table) {
			return new SQLiteUpdateBuilder(table, self.session, self.dialect, queries);
		}
		function insert(into) {
			return new SQLiteInsertBuilder(into, self.session, self.dialect, queries);
		}
		function delete_(from) {
			return new SQLiteDeleteBase(from, self.session, self.dialect, queries);
		}
		return {
			select,
			selectDistinct,
			update,
			insert,
			delete: delete_
		};
	}
	select(fields) {
		return new SQLiteSelectBuilder({
			fields: fields ?? void 0,
			session: this.session,
			dialect: this.dialect
		});
	}
	selectDistinct(fields) {
		return new SQLiteSelectBuilder({
			fields: fields ?? void 0,
			session: this.session,
			dialect: this.dialect,
			distinct: true
		});
	}
	/**
	* Creates an update query.
	*
	* Calling this method without `.where()` clause will update all rows in a table. The `.where()` clause specifies which rows should be updated.
	*
	* Use `.set()` method to specify which values to update.
	*
	* See docs: {@link https://orm.drizzle.team/docs/update}
	*
	* @param table The table to update.
	*
	* @example
	*
	* ```ts
	* // Update all rows in the 'cars' table
	* await db.update(cars).set({ color: 'red' });
	*
	* // Update rows with filters and conditions
	* await db.update(cars).set({ color: 'red' }).where(eq(cars.brand, 'BMW'));
	*
	* // Update with returning clause
	* const updatedCar: Car[] = await db.update(cars)
	*   .set({ color: 'red' })
	*   .where(eq(cars.id, 1))
	*   .returning();
	* ```
	*/
	update(table) {
		return new SQLiteUpdateBuilder(table, this.session, this.dialect);
	}
	$cache;
	/**
	* Creates an insert query.
	*
	* Calling this method will create new rows in a table. Use `.values()` method to specify which values to insert.
	*
	* See docs: {@link https://orm.drizzle.team/docs/insert}
	*
	* @param table The table to insert into.
	*
	* @example
	*
	* ```ts
	* // Insert one row
	* await db.insert(cars).values({ brand: 'BMW' });
	*
	* // Insert multiple rows
	* await db.insert(cars).values([{ brand: 'BMW' }, { brand: 'Porsche' }]);
	*
	* // Insert with returning clause
	* const insertedCar: Car[] = await db.insert(cars)
	*   .values({ brand: 'BMW' })
	*   .returning();
	* ```
	*/
	insert(into) {
		return new SQLiteInsertBuilder(into, this.session, this.dialect);
	}
	/**
	* Creates a delete query.
	*
	* Calling this method without `.where()` clause will delete all rows in a table. The `.where()` clause specifies which rows should be deleted.
	*
	* See docs: {@link https://orm.drizzle.team/docs/delete}
	*
	* @param table The table to delete from.
	*
	* @example
	*
	* ```ts
	* // Delete all rows in the 'cars' table
	* await db.delete(cars);
	*
	* // Delete rows with filters and conditions
	* await db.delete(cars).where(eq(cars.color, 'green'));
	*
	* // Delete with returning clause
	* const deletedCar: Car[] = await db.delete(cars)
	*   .where(eq(cars.id, 1))
	*   .returning();
	* ```
	*/
	delete(from) {
		return new SQLiteDeleteBase(from, this.session, this.dialect);
	}
	run(query) {
		const sequel = typeof query === "string" ? sql.raw(query) : query.getSQL();
		if (this.resultKind === "async") return new SQLiteRaw(async () => this.session.run(sequel), () => sequel, "run", this.dialect, this.session.extractRawRunValueFromBatchResult.bind(this.session));
		return this.session.run(sequel);
	}
	all(query) {
		const sequel = typeof query === "string" ? sql.raw(query) : query.getSQL();
		if (this.resultKind === "async") return new SQLiteRaw(async () => this.session.all(sequel), () => sequel, "all", this.dialect, this.session.extractRawAllValueFromBatchResult.bind(this.session));
		return this.session.all(sequel);
	}
	get(query) {
		const sequel = typeof query === "string" ? sql.raw(query) : query.getSQL();
		if (this.resultKind === "async") return new SQLiteRaw(async () => this.session.get(sequel), () => sequel, "get", this.dialect, this.session.extractRawGetValueFromBatchResult.bind(this.session));
		return this.session.get(sequel);
	}
	values(query) {
		const sequel = typeof query === "string" ? sql.raw(query) : query.getSQL();
		if (this.resultKind === "async") return new SQLiteRaw(async () => this.session.values(sequel), () => sequel, "values", this.dialect, this.session.extractRawValuesValueFromBatchResult.bind(this.session));
		return this.session.values(sequel);
	}
	transaction(transaction, config) {
		return this.session.transaction(transaction, config);
	}
};
// node_modules/drizzle-orm/cache/core/cache.js
var Cache = class {
	static [entityKind] = "Cache";
};
var NoopCache = class extends Cache {
	strategy() {
		return "all";
	}
	static [entityKind] = "NoopCache";
	async get(_key) {}
	async put(_hashedQuery, _response, _tables, _config) {}
	async onMutate(_params) {}
};
async function hashQuery(sql, params) {
	const dataToHash = `${sql}-${JSON.stringify(params)}`;
	const data = new TextEncoder().encode(dataToHash);
	const hashBuffer = await crypto.subtle.digest("SHA-256", data);
	return [...new Uint8Array(hashBuffer)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
// node_modules/drizzle-orm/sqlite-core/session.js
var ExecuteResultSync = class extends QueryPromise {
	constructor(resultCb) {
		super();
		this.resultCb = resultCb;
	}
	static [entityKind] = "ExecuteResultSync";
	async execute() {
		return this.resultCb();
	}
	sync() {
		return this.resultCb();
	}
};
var SQLitePreparedQuery = class {
	constructor(mode, executeMethod, query, cache, queryMetadata, cacheConfig) {
		this.mode = mode;
		this.executeMethod = executeMethod;
		this.query = query;
		this.cache = cache;
		this.queryMetadata = queryMetadata;
		this.cacheConfig = cacheConfig;
		if (cache && cache.strategy() === "all" && cacheConfig === void 0) this.cacheConfig = {
			enable: true,
			autoInvalidate: true
		};
		if (!this.cacheConfig?.enable) this.cacheConfig = void 0;
	}
	static [entityKind] = "PreparedQuery";
	/** @internal */
	joinsNotNullableMap;
	/** @internal */
	async queryWithCache(queryString, params, query) {
		if (this.cache === void 0 || is(this.cache, NoopCache) || this.queryMetadata === void 0) try {
			return await query();
		} catch (e) {
			throw new DrizzleQueryError(queryString, params, e);
		}
		if (this.cacheConfig && !this.cacheConfig.enable) try {
			return await query();
		} catch (e) {
			throw new DrizzleQueryError(queryString, params, e);
		}
		if ((this.queryMetadata.type === "insert" || this.queryMetadata.type === "update" || this.queryMetadata.type === "delete") && this.queryMetadata.tables.length > 0) try {
			const [res] = await Promise.all([query(), this.cache.onMutate({ tables: this.queryMetadata.tables })]);
			return res;
		} catch (e) {
			throw new DrizzleQueryError(queryString, params, e);
		}
		if (!this.cacheConfig) try {
			return await query();
		} catch (e) {
			throw new DrizzleQueryError(queryString, params, e);
		}
		if (this.queryMetadata.type === "select") {
			const fromCache = await this.cache.get(this.cacheConfig.tag ?? await hashQuery(queryString, params), this.queryMetadata.tables, this.cacheConfig.tag !== void 0, this.cacheConfig.autoInvalidate);
			if (fromCache === void 0) {
				let result;
				try {
					result = await query();
				} catch (e) {
					throw new DrizzleQueryError(queryString, params, e);
				}
				await this.cache.put(this.cacheConfig.tag ?? await hashQuery(queryString, params), result, this.cacheConfig.autoInvalidate ? this.queryMetadata.tables : [], this.cacheConfig.tag !== void 0, this.cacheConfig.config);
				return result;
			}
			return fromCache;
		}
		try {
			return await query();
		} catch (e) {
			throw new DrizzleQueryError(queryString, params, e);
		}
	}
	getQuery() {
		return this.query;
	}
	mapRunResult(result, _isFromBatch) {
		return result;
	}
	mapAllResult(_result, _isFromBatch) {
		throw new Error("Not implemented");
	}
	mapGetResult(_result, _isFromBatch) {
		throw new Error("Not implemented");
	}
	execute(placeholderValues) {
		if (this.mode === "async") return this[this.executeMethod](placeholderValues);
		return new ExecuteResultSync(() => this[this.executeMethod](placeholderValues));
	}
	mapResult(response, isFromBatch) {
		switch (this.executeMethod) {
			case "run": return this.mapRunResult(response, isFromBatch);
			case "all": return this.mapAllResult(response, isFromBatch);
			case "get": return this.mapGetResult(response, isFromBatch);
		}
	}
};
var SQLiteSession = class {
	constructor(dialect) {
		this.dialect = dialect;
	}
	static [entityKind] = "SQLiteSession";
	prepareOneTimeQuery(query, fields, executeMethod, isResponseInArrayMode, customResultMapper, queryMetadata, cacheConfig) {
		return this.prepareQuery(query, fields, executeMethod, isResponseInArrayMode, customResultMapper, queryMetadata, cacheConfig);
	}
	run(query) {
		const staticQuery = this.dialect.sqlToQuery(query);
		try {
			return this.prepareOneTimeQuery(staticQuery, void 0, "run", false).run();
		} catch (err) {
			throw new DrizzleError({
				cause: err,
				message: `Failed to run the query '${staticQuery.sql}'`
			});
		}
	}
	/** @internal */
	extractRawRunValueFromBatchResult(result) {
		return result;
	}
	all(query) {
		return this.prepareOneTimeQuery(this.dialect.sqlToQuery(query), void 0, "run", false).all();
	}
	/** @internal */
	extractRawAllValueFromBatchResult(_result) {
		throw new Error("Not implemented");
	}
	get(query) {
		return this.prepareOneTimeQuery(this.dialect.sqlToQuery(query), void 0, "run", false).get();
	}
	/** @internal */
	extractRawGetValueFromBatchResult(_result) {
		throw new Error("Not implemented");
	}
	values(query) {
		return this.prepareOneTimeQuery(this.dialect.sqlToQuery(query), void 0, "run", false).values();
	}
	async count(sql) {
		return (await this.values(sql))[0][0];
	}
	/** @internal */
	extractRawValuesValueFromBatchResult(_result) {
		throw new Error("Not implemented");
	}
};
var SQLiteTransaction = class extends BaseSQLiteDatabase {
	constructor(resultType, dialect, session, schema, nestedIndex = 0) {
		super(resultType, dialect, session, schema);
		this.schema = schema;
		this.nestedIndex = nestedIndex;
	}
	static [entityKind] = "SQLiteTransaction";
	rollback() {
		throw new TransactionRollbackError();
	}
};
// node_modules/drizzle-orm/libsql/session.js
var LibSQLSession = class LibSQLSession extends SQLiteSession {
	constructor(client, dialect, schema, options, tx) {
		super(dialect);
		this.client = client;
		this.schema = schema;
		this.options = options;
		this.tx = tx;
		this.logger = options.logger ?? new NoopLogger();
		this.cache = options.cache ?? new NoopCache();
	}
	static [entityKind] = "LibSQLSession";
	logger;
	cache;
	prepareQuery(query, fields, executeMethod, isResponseInArrayMode, customResultMapper, queryMetadata, cacheConfig) {
		return new LibSQLPreparedQuery(this.client, query, this.logger, this.cache, queryMetadata, cacheConfig, fields, this.tx, executeMethod, isResponseInArrayMode, customResultMapper);
	}
	async batch(queries) {
		const preparedQueries = [];
		const builtQueries = [];
		for (const query of queries) {
			const preparedQuery = query._prepare();
			const builtQuery = preparedQuery.getQuery();
			preparedQueries.push(preparedQuery);
			builtQueries.push({
				sql: builtQuery.sql,
				args: builtQuery.params
			});
		}
		return (await this.client.batch(builtQueries)).map((result, i) => preparedQueries[i].mapResult(result, true));
	}
	async migrate(queries) {
		const preparedQueries = [];
		const builtQueries = [];
		for (const query of queries) {
			const preparedQuery = query._prepare();
			const builtQuery = preparedQuery.getQuery();
			preparedQueries.push(preparedQuery);
			builtQueries.push({
				sql: builtQuery.sql,
				args: builtQuery.params
			});
		}
		return (await this.client.migrate(builtQueries)).map((result, i) => preparedQueries[i].mapResult(result, true));
	}
	async transaction(transaction, _config) {
		const libsqlTx = await this.client.transaction();
		const session = new LibSQLSession(this.client, this.dialect, this.schema, this.options, libsqlTx);
		const tx = new LibSQLTransaction("async", this.dialect, session, this.schema);
		try {
			const result = await transaction(tx);
			await libsqlTx.commit();
			return result;
		} catch (err) {
			await libsqlTx.rollback();
			throw err;
		}
	}
	extractRawAllValueFromBatchResult(result) {
		return result.rows;
	}
	extractRawGetValueFromBatchResult(result) {
		return result.rows[0];
	}
	extractRawValuesValueFromBatchResult(result) {
		return result.rows;
	}
};
var LibSQLTransaction = class LibSQLTransaction extends SQLiteTransaction {
	static [entityKind] = "LibSQLTransaction";
	async transaction(transaction) {
		const savepointName = `sp${this.nestedIndex}`;
		const tx = new LibSQLTransaction("async", this.dialect, this.session, this.schema, this.nestedIndex + 1);
		await this.session.run(sql.raw(`savepoint ${savepointName}`));
		try {
			const result = await transaction(tx);
			await this.session.run(sql.raw(`release savepoint ${savepointName}`));
			return result;
		} catch (err) {
			await this.session.run(sql.raw(`rollback to savepoint ${savepointName}`));
			throw err;
		}
	}
};
var LibSQLPreparedQuery = class extends SQLitePreparedQuery {
	constructor(client, query, logger, cache, queryMetadata, cacheConfig, fields, tx, executeMethod, _isResponseInArrayMode, customResultMapper) {
		super("async", executeMethod, query, cache, queryMetadata, cacheConfig);
		this.client = client;
		this.logger = logger;
		this.fields = fields;
		this.tx = tx;
		this._isResponseInArrayMode = _isResponseInArrayMode;
		this.customResultMapper = customResultMapper;
		this.customResultMapper = customResultMapper;
		this.fields = fields;
	}
	static [entityKind] = "LibSQLPreparedQuery";
	async run(placeholderValues) {
		const params = fillPlaceholders(this.query.params, placeholderValues ?? {});
		this.logger.logQuery(this.query.sql, params);
		return await this.queryWithCache(this.query.sql, params, async () => {
			const stmt = {
				sql: this.query.sql,
				args: params
			};
			return this.tx ? this.tx.execute(stmt) : this.client.execute(stmt);
		});
	}
	async all(placeholderValues) {
		const { fields, logger, query, tx, client, customResultMapper } = this;
		if (!fields && !customResultMapper) {
			const params = fillPlaceholders(query.params, placeholderValues ?? {});
			logger.logQuery(query.sql, params);
			return await this.queryWithCache(query.sql, params, async () => {
				const stmt = {
					sql: query.sql,
					args: params
				};
				return (tx ? tx.execute(stmt) : client.execute(stmt)).then(({ rows: rows2 }) => this.mapAllResult(rows2));
			});
		}
		const rows = await this.values(placeholderValues);
		return this.mapAllResult(rows);
	}
	mapAllResult(rows, isFromBatch) {
		if (isFromBatch) rows = rows.rows;
		if (!this.fields && !this.customResultMapper) return rows.map((row) => normalizeRow(row));
		if (this.customResultMapper) return this.customResultMapper(rows, normalizeFieldValue);
		return rows.map((row) => {
			return mapResultRow(this.fields, Array.prototype.slice.call(row).map((v) => normalizeFieldValue(v)), this.joinsNotNullableMap);
		});
	}
	async get(placeholderValues) {
		const { fields, logger, query, tx, client, customResultMapper } = this;
		if (!fields && !customResultMapper) {
			const params = fillPlaceholders(query.params, placeholderValues ?? {});
			logger.logQuery(query.sql, params);
			return await this.queryWithCache(query.sql, params, async () => {
				const stmt = {
					sql: query.sql,
					args: params
				};
				return (tx ? tx.execute(stmt) : client.execute(stmt)).then(({ rows: rows2 }) => this.mapGetResult(rows2));
			});
		}
		const rows = await this.values(placeholderValues);
		return this.mapGetResult(rows);
	}
	mapGetResult(rows, isFromBatch) {
		if (isFromBatch) rows = rows.rows;
		const row = rows[0];
		if (!this.fields && !this.customResultMapper) return normalizeRow(row);
		if (!row) return;
		if (this.customResultMapper) return this.customResultMapper(rows, normalizeFieldValue);
		return mapResultRow(this.fields, Array.prototype.slice.call(row).map((v) => normalizeFieldValue(v)), this.joinsNotNullableMap);
	}
	async values(placeholderValues) {
		const params = fillPlaceholders(this.query.params, placeholderValues ?? {});
		this.logger.logQuery(this.query.sql, params);
		return await this.queryWithCache(this.query.sql, params, async () => {
			const stmt = {
				sql: this.query.sql,
				args: params
			};
			return (this.tx ? this.tx.execute(stmt) : this.client.execute(stmt)).then(({ rows }) => rows);
		});
	}
	/** @internal */
	isResponseInArrayMode() {
		return this._isResponseInArrayMode;
	}
};
function normalizeRow(obj) {
	return Object.keys(obj).reduce((acc, key) => {
		if (Object.prototype.propertyIsEnumerable.call(obj, key)) acc[key] = obj[key];
		return acc;
	}, {});
}
function normalizeFieldValue(value) {
	if (typeof ArrayBuffer !== "undefined" && value instanceof ArrayBuffer) {
		if (typeof Buffer !== "undefined") {
			if (!(value instanceof Buffer)) return Buffer.from(value);
			return value;
		}
		if (typeof TextDecoder !== "undefined") return new TextDecoder().decode(value);
		throw new Error("TextDecoder is not available. Please provide either Buffer or TextDecoder polyfill.");
	}
	return value;
}
// node_modules/drizzle-orm/libsql/driver-core.js
var LibSQLDatabase = class extends BaseSQLiteDatabase {
	static [entityKind] = "LibSQLDatabase";
	async batch(batch) {
		return this.session.batch(batch);
	}
};
function construct(client, config = {}) {
	const dialect = new SQLiteAsyncDialect({ casing: config.casing });
	let logger;
	if (config.logger === true) logger = new DefaultLogger();
	else if (config.logger !== false) logger = config.logger;
	let schema;
	if (config.schema) {
		const tablesConfig = extractTablesRelationalConfig(config.schema, createTableRelationsHelpers);
		schema = {
			fullSchema: config.schema,
			schema: tablesConfig.tables,
			tableNamesMap: tablesConfig.tableNamesMap
		};
	}
	const db = new LibSQLDatabase("async", dialect, new LibSQLSession(client, dialect, schema, {
		logger,
		cache: config.cache
	}, void 0), schema);
	db.$client = client;
	db.$cache = config.cache;
	if (db.$cache) db.$cache["invalidate"] = config.cache?.onMutate;
	return db;
}
// node_modules/drizzle-orm/libsql/driver.js
function drizzle(...params) {
	if (typeof params[0] === "string") return construct(createClient({ url: params[0] }), params[1]);
	if (isConfig(params[0])) {
		const { connection, client, ...drizzleConfig } = params[0];
		if (client) return construct(client, drizzleConfig);
		return construct(typeof connection === "string" ? createClient({ url: connection }) : createClient(connection), drizzleConfig);
	}
	return construct(params[0], params[1]);
}
((drizzle2) => {
	function mock(config) {
		return construct({}, config);
	}
	drizzle2.mock = mock;
})(drizzle || (drizzle = {}));
// db/retry.ts
var REFUSED_CALL_RETRY = {
	firstDelayMs: 20,
	maxDelayMs: 1e3,
	totalMs: 15e3
};
var realClock = {
	now: () => Date.now(),
	sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
	random: () => Math.random()
};
/**
* Whether `error` (or an error it wraps: Drizzle wraps libSQL's, which wraps the HTTP client's)
* says the database server refused the call without running it.
*/
function refusedUnrun(error) {
	let current = error;
	for (let depth = 0; current instanceof Error && depth < 5; depth++) {
		const code = current.code;
		if (typeof code === "string" && /^SQLITE_BUSY(_|$)/.test(code)) return true;
		if (code === "SERVER_ERROR" && current.cause?.status === 429) return true;
		current = current.cause;
	}
	return false;
}
/** The wait before try number `retry + 2`: exponential, capped, between half of it and all of it. */
function retryDelay(retry, policy, random) {
	const bound = Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** retry);
	return bound / 2 + random() * bound / 2;
}
/**
* Runs `run` until it succeeds, fails with an error `retryable` refuses, or the next try would
* start later than `policy.totalMs` after the first. The last error is thrown as it is.
*/
async function retry(run, retryable, policy = REFUSED_CALL_RETRY, clock = realClock) {
	const deadline = clock.now() + policy.totalMs;
	for (let retries = 0;; retries++) try {
		return await run();
	} catch (error) {
		if (!retryable(error)) throw error;
		const delay = retryDelay(retries, policy, clock.random);
		if (clock.now() + delay > deadline) throw error;
		await clock.sleep(delay);
	}
}
/** One try of a write: how many of its calls may have been committed. */
var WriteAttempt = class {
	mayHaveCommitted = 0;
};
/** Runs a write (`run`, given each try's attempt) again while the server refused it and nothing of it can have been committed. */
function retryWrite(run, policy = REFUSED_CALL_RETRY, clock = realClock) {
	let attempt = new WriteAttempt();
	return retry(() => run(attempt = new WriteAttempt()), (error) => attempt.mayHaveCommitted === 0 && refusedUnrun(error), policy, clock);
}
var statementText = (stmt) => typeof stmt === "string" ? stmt : Array.isArray(stmt) ? stmt[0] : stmt.sql;
/** A statement that only reads: Drizzle's selects and relational queries all start with `select`. Anything else may write. */
var onlyReads = (stmt) => /^\s*select\b/i.test(statementText(stmt));
/**
* Counts a call of `attempt` that may commit while it runs: it stays counted unless it ends
* refused, which means it ran nothing.
*/
async function counted(attempt, call) {
	attempt.mayHaveCommitted++;
	try {
		return await call();
	} catch (error) {
		if (refusedUnrun(error)) attempt.mayHaveCommitted--;
		throw error;
	}
}
/** A transaction whose COMMIT is counted against `attempt`; its statements commit nothing by themselves. */
function countedTransaction(tx, attempt) {
	return new Proxy(tx, { get(target, property) {
		const value = Reflect.get(target, property, target);
		if (typeof value !== "function") return value;
		const method = value;
		if (property === "commit") return () => counted(attempt, () => method.call(target));
		return method.bind(target);
	} });
}
/**
* `client` with the rule above: inside a write (`current()` gives its attempt) every call that may
* commit is counted against the attempt; outside writes a refused statement or batch is tried
* again on its own. handle.write() retries the writes themselves (retryWrite).
*/
function retryingClient(client, current, policy = REFUSED_CALL_RETRY, clock = realClock) {
	return new Proxy(client, { get(target, property) {
		const value = Reflect.get(target, property, target);
		if (typeof value !== "function") return value;
		const method = value;
		const call = (args) => method.apply(target, args);
		switch (property) {
			case "execute":
			case "batch": return (...args) => {
				const attempt = current();
				if (!attempt) return retry(() => call(args), refusedUnrun, policy, clock);
				return (property === "execute" ? [args[0]] : args[0]).every(onlyReads) ? call(args) : counted(attempt, () => call(args));
			};
			case "transaction": return async (...args) => {
				const attempt = current();
				const tx = await call(args);
				return attempt ? countedTransaction(tx, attempt) : tx;
			};
			case "executeMultiple":
			case "migrate": return (...args) => {
				const attempt = current();
				if (attempt) attempt.mayHaveCommitted++;
				return call(args);
			};
			default: return method.bind(target);
		}
	} });
}
var _journal_default = {
	version: "7",
	dialect: "sqlite",
	entries: [
		{
			"idx": 0,
			"version": "6",
			"when": 1795216334061,
			"tag": "0000_init",
			"breakpoints": true
		},
		{
			"idx": 1,
			"version": "6",
			"when": 1795229385894,
			"tag": "0001_project_payment_intent",
			"breakpoints": true
		},
		{
			"idx": 2,
			"version": "6",
			"when": 1795233011234,
			"tag": "0002_sign_in_links",
			"breakpoints": true
		},
		{
			"idx": 3,
			"version": "6",
			"when": 1795555751615,
			"tag": "0003_security_hardening",
			"breakpoints": true
		},
		{
			"idx": 4,
			"version": "6",
			"when": 1795575820384,
			"tag": "0004_drop_oauth_accounts",
			"breakpoints": true
		},
		{
			"idx": 5,
			"version": "6",
			"when": 1795592519264,
			"tag": "0005_travel_and_rsvps",
			"breakpoints": true
		},
		{
			"idx": 6,
			"version": "6",
			"when": 1795600176942,
			"tag": "0006_unclaimed_journey",
			"breakpoints": true
		},
		{
			"idx": 7,
			"version": "6",
			"when": 1795843975016,
			"tag": "0007_guest_name_keys",
			"breakpoints": true
		},
		{
			"idx": 8,
			"version": "6",
			"when": 1795843976016,
			"tag": "0008_guest_name_holds",
			"breakpoints": true
		},
		{
			"idx": 9,
			"version": "6",
			"when": 1795847264010,
			"tag": "0009_feeds_belong_to_grants",
			"breakpoints": true
		},
		{
			"idx": 10,
			"version": "6",
			"when": 1795859579693,
			"tag": "0010_event_end",
			"breakpoints": true
		}
	]
};
// db/index.ts
var migrationFiles = /* #__PURE__ */ Object.assign({
	"./migrations/0000_init.sql": _0000_init_default,
	"./migrations/0001_project_payment_intent.sql": _0001_project_payment_intent_default,
	"./migrations/0002_sign_in_links.sql": _0002_sign_in_links_default,
	"./migrations/0003_security_hardening.sql": _0003_security_hardening_default,
	"./migrations/0004_drop_oauth_accounts.sql": _0004_drop_oauth_accounts_default,
	"./migrations/0005_travel_and_rsvps.sql": _0005_travel_and_rsvps_default,
	"./migrations/0006_unclaimed_journey.sql": _0006_unclaimed_journey_default,
	"./migrations/0007_guest_name_keys.sql": _0007_guest_name_keys_default,
	"./migrations/0008_guest_name_holds.sql": _0008_guest_name_holds_default,
	"./migrations/0009_feeds_belong_to_grants.sql": _0009_feeds_belong_to_grants_default,
	"./migrations/0010_event_end.sql": _0010_event_end_default
});
/**
* Every write of this process goes through one in-process queue, whatever the database (taken
* by `DatabaseHandle.write()`, the only caller of run()):
* - an embedded file needs it: libSQL's local driver turns overlapping write transactions into
*   SQLITE_BUSY and stuck locks;
* - a remote server (sqld, Turso) orders writes itself, but a burst of writers from one process
*   (hundreds of guesses at a code, say) piles up on its write lock until it turns some away
*   (./retry.ts tries those again); queued, a process sends one write at a time, and a
*   read-then-write inside one write() sees no other write of this process in between. Other
*   processes still write at the same time, and the guarded statements stay correct against them.
* The platform says whether its writes are queued (`queuesWrites`): the Node server's are; on
* the edge they are not (see src/server/platform/edge/database-client.ts).
*/
var WriteLock = class {
	#tail = Promise.resolve();
	run(fn) {
		const result = this.#tail.then(fn, fn);
		this.#tail = result.then(() => void 0, () => void 0);
		return result;
	}
};
/**
* The write the running code is in: its database, to refuse a write started inside another, and
* its try (./retry.ts counts what it may have committed).
*/
var writing = new AsyncLocalStorage();
var NESTED_WRITE_MESSAGE = "A database write was started inside another write: the write lock is not re-entrant, so pass the db of the outer write down instead.";
function openDatabase(config, platform) {
	const retries = !isFileUrl(config.url);
	const ownWrite = () => {
		const store = writing.getStore();
		return store?.db === db ? store : void 0;
	};
	const platformClient = platform.createDatabaseClient(config);
	const client = retries ? retryingClient(platformClient, () => ownWrite()?.attempt) : platformClient;
	const db = drizzle(client, { schema: schema_exports });
	const lock = platform.queuesWrites ? new WriteLock() : void 0;
	const write = (fn) => {
		if (ownWrite()) return Promise.reject(/* @__PURE__ */ new Error(NESTED_WRITE_MESSAGE));
		const once = (attempt) => writing.run({
			db,
			attempt
		}, async () => await fn(db));
		const run = retries ? () => retryWrite(once) : () => once(new WriteAttempt());
		return lock ? lock.run(run) : run();
	};
	return {
		client,
		db,
		write,
		config
	};
}
/** Whether a statement holds anything but comments (a data-step-only file has none). */
var hasSql = (stmt) => stmt.split("\n").some((line) => line.trim() && !line.trim().startsWith("--"));
function pendingMigrationStatements(lastApplied, dataSteps) {
	const statements = [];
	for (const entry of _journal_default.entries) {
		if (entry.when <= lastApplied) continue;
		const sqlText = migrationFiles[`./migrations/${entry.tag}.sql`];
		if (sqlText === void 0) throw new Error(`Migration ${entry.tag}.sql is missing`);
		for (const stmt of sqlText.split("--> statement-breakpoint")) if (hasSql(stmt)) statements.push({
			sql: stmt,
			args: []
		});
		for (const [, name = ""] of sqlText.matchAll(/^-- data-step: (\S+)\s*$/gm)) {
			if (!dataSteps[name]) throw new Error(`Migration ${entry.tag}.sql names an unknown data step ${name}`);
			statements.push({ dataStep: name });
		}
		statements.push({
			sql: "INSERT INTO __drizzle_migrations (hash, created_at) VALUES (?, ?)",
			args: [encodeHexLowerCase(sha256(new TextEncoder().encode(sqlText))), entry.when]
		});
	}
	return statements;
}
/**
* Applies pending migrations in one write transaction (drizzle-kit's bookkeeping table), so two
* processes starting at once cannot both apply the same migration.
*/
async function migrate(handle, dataSteps) {
	const { client } = handle;
	if (handle.config.syncUrl) await client.sync();
	else if (isFileUrl(handle.config.url)) await client.execute("PRAGMA journal_mode=WAL");
	await handle.write(async () => {
		await client.execute("CREATE TABLE IF NOT EXISTS __drizzle_migrations (id INTEGER PRIMARY KEY, hash text NOT NULL, created_at numeric)");
		const tx = await client.transaction("write");
		try {
			const last = await tx.execute("SELECT max(created_at) AS last FROM __drizzle_migrations");
			const lastApplied = Number(last.rows[0]?.last ?? 0);
			for (const step of pendingMigrationStatements(lastApplied, dataSteps)) if ("dataStep" in step) await dataSteps[step.dataStep]?.(tx);
			else await tx.execute(step);
			await tx.commit();
		} finally {
			tx.close();
		}
	});
}
// src/server/guests/guest-names.ts
/**
* The key the server compares guests' names by (docs/security.md#look-alike-names): the name
* cleaned as it is kept (`cleanName`), lower-cased, then reduced to its confusable skeleton as
* Unicode's security mechanisms define it: decomposed (NFD), each character replaced by the
* prototype it is confused with (Unicode's confusables data, shipped in the `unhomoglyph`
* package), decomposed again. Names that look alike have one key, so a look-alike of a taken
* name is refused like the name itself and the same person's look-alike spelling is the same
* person. The key is never shown: "Emma" becomes "ernrna" (m looks like rn).
*
* Server-only: the table is about 100 KB and must not reach a browser bundle.
*/
var prototypes = {
	"0": "O",
	"1": "l",
	"֭": "֖",
	"֮": "֘",
	"֨": "֙",
	"֤": "֚",
	"᪴": "ۛ",
	"⃛": "ۛ",
	"ؙ": "̓",
	"ࣳ": "̓",
	"̓": "̓",
	"̕": "̓",
	"ُ": "̓",
	"ٝ": "̔",
	"֜": "́",
	"֝": "́",
	"ؘ": "́",
	"݇": "́",
	"́": "́",
	"॔": "́",
	"َ": "́",
	"̀": "̀",
	"॓": "̀",
	"̌": "̆",
	"꙼": "̆",
	"٘": "̆",
	"ٚ": "̆",
	"ͮ": "̆",
	"ۨ": "̆̇",
	"̐": "̆̇",
	"ँ": "̆̇",
	"ঁ": "̆̇",
	"ઁ": "̆̇",
	"ଁ": "̆̇",
	"ఀ": "̆̇",
	"ಁ": "̆̇",
	"ഁ": "̆̇",
	"𑒿": "̆̇",
	"᳐": "̂",
	"̑": "̂",
	"ٛ": "̂",
	"߮": "̂",
	"꛰": "̂",
	"֯": "̊",
	"۟": "̊",
	"៓": "̊",
	"゚": "̊",
	"ْ": "̊",
	"ஂ": "̊",
	"ံ": "̊",
	"ំ": "̊",
	"𑌀": "̊",
	"ํ": "̊",
	"ໍ": "̊",
	"ͦ": "̊",
	"ⷪ": "̊",
	"࣫": "̈",
	"߳": "̈",
	"ً": "̋",
	"ࣰ": "̋",
	"͂": "̃",
	"ٓ": "̃",
	"ׄ": "̇",
	"۬": "̇",
	"݀": "̇",
	"࣪": "̇",
	"݁": "̇",
	"͘": "̇",
	"ֹ": "̇",
	"ֺ": "̇",
	"ׂ": "̇",
	"ׁ": "̇",
	"߭": "̇",
	"ं": "̇",
	"ਂ": "̇",
	"ં": "̇",
	"்": "̇",
	"̷": "̸",
	"᪷": "̨",
	"̢": "̨",
	"ͅ": "̨",
	"᳒": "̄",
	"̅": "̄",
	"ٙ": "̄",
	"߫": "̄",
	"꛱": "̄",
	"᳚": "̎",
	"ٗ": "̒",
	"͗": "͐",
	"ࣿ": "͐",
	"ࣸ": "͐",
	"ऀ": "͒",
	"᳭": "̖",
	"᳜": "̩",
	"ٖ": "̩",
	"᳕": "̫",
	"͇": "̳",
	"ࣹ": "͔",
	"ࣺ": "͕",
	゛: "ﾞ",
	゜: "ﾟ",
	"̶": "̵",
	"〬": "̉",
	"ׅ": "̣",
	"࣭": "̣",
	"᳝": "̣",
	"ִ": "̣",
	"ٜ": "̣",
	"़": "̣",
	"়": "̣",
	"਼": "̣",
	"઼": "̣",
	"଼": "̣",
	"𑇊": "̣",
	"𑓃": "̣",
	"𐨺": "̣",
	"࣮": "̤",
	"᳞": "̤",
	"༷": "̥",
	"〭": "̥",
	"̧": "̦",
	"̡": "̦",
	"̹": "̦",
	"᳙": "̭",
	"᳘": "̮",
	"॒": "̱",
	"̠": "̱",
	"ࣱ": "ٌ",
	"ࣨ": "ٌ",
	"ࣥ": "ٌ",
	ﱞ: "ﹲّ",
	"ࣲ": "ٍ",
	ﱟ: "ﹴّ",
	ﳲ: "ﹷّ",
	ﱠ: "ﹶّ",
	ﳳ: "ﹹّ",
	ﱡ: "ﹸّ",
	"ؚ": "ِ",
	"̗": "ِ",
	ﳴ: "ﹻّ",
	ﱢ: "ﹺّ",
	ﱣ: "ﹼٰ",
	"ٟ": "ٕ",
	"̍": "ٰ",
	"݂": "ܼ",
	"ਃ": "ঃ",
	"ః": "ঃ",
	"ಃ": "ঃ",
	"ഃ": "ঃ",
	"ඃ": "ঃ",
	"း": "ঃ",
	"𑓁": "ঃ",
	"់": "่",
	"່": "่",
	"້": "้",
	"໊": "๊",
	"໋": "๋",
	"꙯": "⃩",
	"\u2028": " ",
	"\u2029": " ",
	" ": " ",
	" ": " ",
	" ": " ",
	" ": " ",
	" ": " ",
	" ": " ",
	" ": " ",
	" ": " ",
	" ": " ",
	" ": " ",
	" ": " ",
	" ": " ",
	"\xA0": " ",
	" ": " ",
	" ": " ",
	ߺ: "_",
	"﹍": "_",
	"﹎": "_",
	"﹏": "_",
	"‐": "-",
	"‑": "-",
	"‒": "-",
	"–": "-",
	"﹘": "-",
	"۔": "-",
	"⁃": "-",
	"˗": "-",
	"−": "-",
	"➖": "-",
	Ⲻ: "-",
	"⨩": "-̓",
	"⸚": "-̈",
	"﬩": "-̇",
	"∸": "-̇",
	"⨪": "-̣",
	"꓾": "-.",
	"～": "〜",
	"؍": ",",
	"٫": ",",
	"‚": ",",
	"¸": ",",
	ꓹ: ",",
	"⸲": "،",
	"٬": "،",
	";": ";",
	"⸵": "؛",
	"ः": ":",
	"ઃ": ":",
	"：": ":",
	"։": ":",
	"܃": ":",
	"܄": ":",
	"᛬": ":",
	"︰": ":",
	"᠃": ":",
	"᠉": ":",
	"⁚": ":",
	"׃": ":",
	"˸": ":",
	"꞉": ":",
	"∶": ":",
	ː: ":",
	ꓽ: ":",
	"⩴": "::=",
	"⧴": ":→",
	"！": "!",
	ǃ: "!",
	ⵑ: "!",
	"‼": "!!",
	"⁉": "!?",
	ʔ: "?",
	Ɂ: "?",
	ॽ: "?",
	Ꭾ: "?",
	ꛫ: "?",
	"⁈": "?!",
	"⁇": "??",
	"⸮": "؟",
	"𝅭": ".",
	"․": ".",
	"܁": ".",
	"܂": ".",
	"꘎": ".",
	"𐩐": ".",
	"٠": ".",
	"۰": ".",
	ꓸ: ".",
	ꓻ: ".,",
	"‥": "..",
	ꓺ: "..",
	"…": "...",
	"꛴": "꛳꛳",
	"・": "·",
	"･": "·",
	"᛫": "·",
	"·": "·",
	"⸱": "·",
	"𐄁": "·",
	"•": "·",
	"‧": "·",
	"∙": "·",
	"⋅": "·",
	ꞏ: "·",
	ᐧ: "·",
	"⋯": "···",
	ⵈ: "···",
	ᑄ: "·<",
	"⋗": "·>",
	ᐷ: "·>",
	ᑀ: "·>",
	ᔯ: "·4",
	ᑾ: "·b",
	ᒀ: "·ḃ",
	ᑺ: "·d",
	ᒘ: "·J",
	ᒶ: "·L",
	ᑶ: "·P",
	ᑗ: "·U",
	ᐺ: "·V",
	ᐼ: "·Ʌ",
	ᒮ: "·Γ",
	ᐎ: "·Δ",
	ᑙ: "·Ո",
	ᐌ: "·ᐁ",
	ᐐ: "·ᐄ",
	ᐒ: "·ᐅ",
	ᐔ: "·ᐆ",
	ᐗ: "·ᐊ",
	ᐙ: "·ᐋ",
	ᐾ: "·ᐲ",
	ᑂ: "·ᐴ",
	ᑆ: "·ᐹ",
	ᑛ: "·ᑏ",
	ᑔ: "·ᑐ",
	ᑝ: "·ᑐ",
	ᑟ: "·ᑑ",
	ᑡ: "·ᑕ",
	ᑣ: "·ᑖ",
	ᑴ: "·ᑫ",
	ᑸ: "·ᑮ",
	ᑼ: "·ᑰ",
	ᒒ: "·ᒉ",
	ᒔ: "·ᒋ",
	ᒖ: "·ᒌ",
	ᒚ: "·ᒎ",
	ᒜ: "·ᒐ",
	ᒞ: "·ᒑ",
	ᒬ: "·ᒣ",
	ᒰ: "·ᒦ",
	ᒲ: "·ᒧ",
	ᒴ: "·ᒨ",
	ᒸ: "·ᒫ",
	ᓉ: "·ᓀ",
	ᣆ: "·ᓂ",
	ᣈ: "·ᓃ",
	ᣊ: "·ᓄ",
	ᣌ: "·ᓅ",
	ᓋ: "·ᓇ",
	ᓍ: "·ᓈ",
	ᓜ: "·ᓓ",
	ᓞ: "·ᓕ",
	ᓠ: "·ᓖ",
	ᓢ: "·ᓗ",
	ᓤ: "·ᓘ",
	ᓦ: "·ᓚ",
	ᓨ: "·ᓛ",
	ᓶ: "·ᓭ",
	ᓸ: "·ᓯ",
	ᓺ: "·ᓰ",
	ᓼ: "·ᓱ",
	ᓾ: "·ᓲ",
	ᔀ: "·ᓴ",
	ᔂ: "·ᓵ",
	ᔗ: "·ᔐ",
	ᔙ: "·ᔑ",
	ᔛ: "·ᔒ",
	ᔝ: "·ᔓ",
	ᔟ: "·ᔔ",
	ᔡ: "·ᔕ",
	ᔣ: "·ᔖ",
	ᔱ: "·ᔨ",
	ᔳ: "·ᔩ",
	ᔵ: "·ᔪ",
	ᔷ: "·ᔫ",
	ᔹ: "·ᔭ",
	ᔻ: "·ᔮ",
	ᣎ: "·ᕃ",
	ᣏ: "·ᕆ",
	ᣐ: "·ᕇ",
	ᣑ: "·ᕈ",
	ᣒ: "·ᕉ",
	ᣓ: "·ᕋ",
	ᕎ: "·ᕌ",
	ᕛ: "·ᕚ",
	ᕨ: "·ᕧ",
	ᢳ: "·ᢱ",
	ᢶ: "·ᢴ",
	ᢹ: "·ᢸ",
	ᣂ: "·ᣀ",
	"꠰": "।",
	"॥": "।।",
	"᰼": "᰻᰻",
	"။": "၊၊",
	"᪩": "᪨᪨",
	"᪫": "᪪᪨",
	"᭟": "᭞᭞",
	"𐩗": "𐩖𐩖",
	"𑑌": "𑑋𑑋",
	"𑙂": "𑙁𑙁",
	"𑱂": "𑱁𑱁",
	"᱿": "᱾᱾",
	"՝": "'",
	"＇": "'",
	"‘": "'",
	"’": "'",
	"‛": "'",
	"′": "'",
	"‵": "'",
	"՚": "'",
	"׳": "'",
	"`": "'",
	"`": "'",
	"｀": "'",
	"´": "'",
	"΄": "'",
	"´": "'",
	"᾽": "'",
	"᾿": "'",
	"῾": "'",
	ʹ: "'",
	ʹ: "'",
	ˈ: "'",
	ˊ: "'",
	ˋ: "'",
	"˴": "'",
	ʻ: "'",
	ʽ: "'",
	ʼ: "'",
	ʾ: "'",
	ꞌ: "'",
	י: "'",
	ߴ: "'",
	ߵ: "'",
	ᑊ: "'",
	ᛌ: "'",
	"𖽑": "'",
	"𖽒": "'",
	"᳓": "''",
	"\"": "''",
	"＂": "''",
	"“": "''",
	"”": "''",
	"‟": "''",
	"″": "''",
	"‶": "''",
	"〃": "''",
	"״": "''",
	"˝": "''",
	ʺ: "''",
	"˶": "''",
	ˮ: "''",
	ײ: "''",
	"‴": "'''",
	"‷": "'''",
	"⁗": "''''",
	Ɓ: "'B",
	Ɗ: "'D",
	ŉ: "'n",
	Ƥ: "'P",
	Ƭ: "'T",
	Ƴ: "'Y",
	"［": "(",
	"❨": "(",
	"❲": "(",
	"〔": "(",
	"﴾": "(",
	"⸨": "((",
	"㈠": "(ー)",
	"⑵": "(2)",
	"⒇": "(2O)",
	"⑶": "(3)",
	"⑷": "(4)",
	"⑸": "(5)",
	"⑹": "(6)",
	"⑺": "(7)",
	"⑻": "(8)",
	"⑼": "(9)",
	"⒜": "(a)",
	"🄐": "(A)",
	"⒝": "(b)",
	"🄑": "(B)",
	"⒞": "(c)",
	"🄒": "(C)",
	"⒟": "(d)",
	"🄓": "(D)",
	"⒠": "(e)",
	"🄔": "(E)",
	"⒡": "(f)",
	"🄕": "(F)",
	"⒢": "(g)",
	"🄖": "(G)",
	"⒣": "(h)",
	"🄗": "(H)",
	"⒤": "(i)",
	"⒥": "(j)",
	"🄙": "(J)",
	"⒦": "(k)",
	"🄚": "(K)",
	"⑴": "(l)",
	"🄘": "(l)",
	"⒧": "(l)",
	"🄛": "(L)",
	"⑿": "(l2)",
	"⒀": "(l3)",
	"⒁": "(l4)",
	"⒂": "(l5)",
	"⒃": "(l6)",
	"⒄": "(l7)",
	"⒅": "(l8)",
	"⒆": "(l9)",
	"⑾": "(ll)",
	"⑽": "(lO)",
	"🄜": "(M)",
	"⒩": "(n)",
	"🄝": "(N)",
	"⒪": "(o)",
	"🄞": "(O)",
	"⒫": "(p)",
	"🄟": "(P)",
	"⒬": "(q)",
	"🄠": "(Q)",
	"⒭": "(r)",
	"🄡": "(R)",
	"⒨": "(rn)",
	"⒮": "(s)",
	"🄢": "(S)",
	"🄪": "(S)",
	"⒯": "(t)",
	"🄣": "(T)",
	"⒰": "(u)",
	"🄤": "(U)",
	"⒱": "(v)",
	"🄥": "(V)",
	"⒲": "(w)",
	"🄦": "(W)",
	"⒳": "(x)",
	"🄧": "(X)",
	"⒴": "(y)",
	"🄨": "(Y)",
	"⒵": "(z)",
	"🄩": "(Z)",
	"㈀": "(ᄀ)",
	"㈎": "(가)",
	"㈁": "(ᄂ)",
	"㈏": "(나)",
	"㈂": "(ᄃ)",
	"㈐": "(다)",
	"㈃": "(ᄅ)",
	"㈑": "(라)",
	"㈄": "(ᄆ)",
	"㈒": "(마)",
	"㈅": "(ᄇ)",
	"㈓": "(바)",
	"㈆": "(ᄉ)",
	"㈔": "(사)",
	"㈇": "(ᄋ)",
	"㈕": "(아)",
	"㈝": "(오전)",
	"㈞": "(오후)",
	"㈈": "(ᄌ)",
	"㈖": "(자)",
	"㈜": "(주)",
	"㈉": "(ᄎ)",
	"㈗": "(차)",
	"㈊": "(ᄏ)",
	"㈘": "(카)",
	"㈋": "(ᄐ)",
	"㈙": "(타)",
	"㈌": "(ᄑ)",
	"㈚": "(파)",
	"㈍": "(ᄒ)",
	"㈛": "(하)",
	"㈦": "(七)",
	"㈢": "(三)",
	"🉁": "(三)",
	"㈨": "(九)",
	"㈡": "(二)",
	"🉂": "(二)",
	"㈤": "(五)",
	"㈹": "(代)",
	"㈽": "(企)",
	"㉁": "(休)",
	"㈧": "(八)",
	"㈥": "(六)",
	"㈸": "(労)",
	"🉇": "(勝)",
	"㈩": "(十)",
	"㈿": "(協)",
	"㈴": "(名)",
	"㈺": "(呼)",
	"㈣": "(四)",
	"㈯": "(土)",
	"㈻": "(学)",
	"🉃": "(安)",
	"🉅": "(打)",
	"🉈": "(敗)",
	"㈰": "(日)",
	"㈪": "(月)",
	"㈲": "(有)",
	"㈭": "(木)",
	"🉀": "(本)",
	"㈱": "(株)",
	"㈬": "(水)",
	"㈫": "(火)",
	"🉄": "(点)",
	"㈵": "(特)",
	"🉆": "(盗)",
	"㈼": "(監)",
	"㈳": "(社)",
	"㈷": "(祝)",
	"㉀": "(祭)",
	"㉂": "(自)",
	"㉃": "(至)",
	"㈶": "(財)",
	"㈾": "(資)",
	"㈮": "(金)",
	"］": ")",
	"❩": ")",
	"❳": ")",
	"〕": ")",
	"﴿": ")",
	"⸩": "))",
	"❴": "{",
	"𝄔": "{",
	"❵": "}",
	"〚": "⟦",
	"〛": "⟧",
	"⟨": "❬",
	"〈": "❬",
	"〈": "❬",
	"㇛": "❬",
	く: "❬",
	𡿨: "❬",
	"⟩": "❭",
	"〉": "❭",
	"〉": "❭",
	"＾": "︿",
	"⸿": "¶",
	"⁎": "*",
	"٭": "*",
	"∗": "*",
	𐌟: "*",
	"᜵": "/",
	"⁁": "/",
	"∕": "/",
	"⁄": "/",
	"╱": "/",
	"⟋": "/",
	"⧸": "/",
	"𝈺": "/",
	"㇓": "/",
	〳: "/",
	Ⳇ: "/",
	ノ: "/",
	丿: "/",
	"⼃": "/",
	"⧶": "/̄",
	"⫽": "//",
	"⫻": "///",
	"＼": "\\",
	"﹨": "\\",
	"∖": "\\",
	"⟍": "\\",
	"⧵": "\\",
	"⧹": "\\",
	"𝈏": "\\",
	"𝈻": "\\",
	"㇔": "\\",
	丶: "\\",
	"⼂": "\\",
	"⳹": "\\\\",
	"⑊": "\\\\",
	"⟈": "\\ᑕ",
	ꝸ: "&",
	"૰": "॰",
	"𑂻": "॰",
	"𑇇": "॰",
	"⚬": "॰",
	"𑇛": "꣼",
	"៙": "๏",
	"៕": "๚",
	"៚": "๛",
	"༌": "་",
	"༎": "།།",
	"˄": "^",
	ˆ: "^",
	"꙾": "ˇ",
	"˘": "ˇ",
	"‾": "ˉ",
	"﹉": "ˉ",
	"﹊": "ˉ",
	"﹋": "ˉ",
	"﹌": "ˉ",
	"¯": "ˉ",
	"￣": "ˉ",
	"▔": "ˉ",
	ъ: "ˉb",
	ꙑ: "ˉbi",
	"͵": "ˏ",
	"˻": "˪",
	"꜖": "˪",
	"꜔": "˫",
	"。": "˳",
	"⸰": "°",
	"˚": "°",
	"∘": "°",
	"○": "°",
	"◦": "°",
	"⍜": "°̲",
	"⍤": "°̈",
	"℃": "°C",
	"℉": "°F",
	"௵": "௳",
	"༛": "༚༚",
	"༟": "༚༝",
	"࿎": "༝༚",
	"༞": "༝༝",
	"Ⓒ": "©",
	"Ⓡ": "®",
	"Ⓟ": "℗",
	"𝈛": "⅄",
	"⯬": "↞",
	"⯭": "↟",
	"⯮": "↠",
	"⯯": "↡",
	"↵": "↲",
	"⥥": "⇃⇂",
	"⥯": "⇃ᛚ",
	"𝛛": "∂",
	"𝜕": "∂",
	"𝝏": "∂",
	"𝞉": "∂",
	"𝟃": "∂",
	"𞣌": "∂",
	"𞣍": "∂̵",
	ð: "∂̵",
	"⌀": "∅",
	"𝛁": "∇",
	"𝛻": "∇",
	"𝜵": "∇",
	"𝝯": "∇",
	"𝞩": "∇",
	𑢨: "∇",
	"⍢": "∇̈",
	"⍫": "∇̴",
	"█": "∎",
	"■": "∎",
	"⨿": "∐",
	"᛭": "+",
	"➕": "+",
	𐊛: "+",
	"⨣": "+̂",
	"⨢": "+̊",
	"⨤": "+̃",
	"∔": "+̇",
	"⨥": "+̣",
	"⨦": "+̰",
	"⨧": "+₂",
	"➗": "÷",
	"‹": "<",
	"❮": "<",
	"˂": "<",
	"𝈶": "<",
	ᐸ: "<",
	ᚲ: "<",
	"⋖": "<·",
	Ⲵ: "<·",
	ᑅ: "<·",
	"≪": "<<",
	"⋘": "<<<",
	"᐀": "=",
	"⹀": "=",
	"゠": "=",
	"꓿": "=",
	"≚": "=̆",
	"≙": "=̂",
	"≗": "=̊",
	"≐": "=̇",
	"≑": "=̣̇",
	"⩮": "=⃰",
	"⩵": "==",
	"⩶": "===",
	"≞": "=ͫ",
	"›": ">",
	"❯": ">",
	"˃": ">",
	"𝈷": ">",
	ᐳ: ">",
	𖼿: ">",
	ᑁ: ">·",
	"⪥": "><",
	"≫": ">>",
	"⨠": ">>",
	"⋙": ">>>",
	"⁓": "~",
	"˜": "~",
	"῀": "~",
	"∼": "~",
	"⍨": "~̈",
	"⸞": "~̇",
	"⩪": "~̇",
	"⸟": "~̣",
	"𞣈": "∠",
	"⋀": "∧",
	"∯": "∮∮",
	"∰": "∮∮∮",
	"⸫": "∴",
	"⸪": "∵",
	"⸬": "∷",
	"𑇞": "≈",
	"♎": "≏",
	"🝞": "≏",
	"≣": "≡",
	"⨃": "⊍",
	"⨄": "⊎",
	"𝈸": "⊏",
	"𝈹": "⊐",
	"⨅": "⊓",
	"⨆": "⊔",
	"⨂": "⊗",
	"⍟": "⊛",
	"🝱": "⊠",
	"🝕": "⊡",
	"◁": "⊲",
	"▷": "⊳",
	"⍣": "⋆̈",
	"︴": "⌇",
	"◠": "⌒",
	"⨽": "⌙",
	"⌥": "⌤",
	"⧇": "⌻",
	"◎": "⌾",
	"⦾": "⌾",
	"⧅": "⍂",
	"⦰": "⍉",
	"⏃": "⍋",
	"⏂": "⍎",
	"⏁": "⍕",
	"⏆": "⍭",
	"☸": "⎈",
	"︵": "⏜",
	"︶": "⏝",
	"︷": "⏞",
	"︸": "⏟",
	"︹": "⏠",
	"︺": "⏡",
	"▱": "⏥",
	"⏼": "⏻",
	"︱": "│",
	"｜": "│",
	"┃": "│",
	"┏": "┌",
	"┣": "├",
	"▐": "▌",
	"▗": "▖",
	"▝": "▘",
	"☐": "□",
	"￭": "▪",
	"▸": "▶",
	"►": "▶",
	"⳩": "☧",
	"🜊": "☩",
	"🌒": "☽",
	"🌙": "☽",
	"⏾": "☾",
	"🌘": "☾",
	"⧙": "⦚",
	"🜺": "⧟",
	"⨾": "⨟",
	"𐆠": "⳨",
	"♩": "𝅘𝅥",
	"♪": "𝅘𝅥𝅮",
	"⓪": "🄍",
	"↺": "🄎",
	"˙": "ॱ",
	ൎ: "ॱ",
	"－": "ー",
	"—": "ー",
	"―": "ー",
	"─": "ー",
	"━": "ー",
	"㇐": "ー",
	ꟷ: "ー",
	ᅳ: "ー",
	ㅡ: "ー",
	一: "ー",
	"⼀": "ー",
	ᆖ: "ーー",
	ힹ: "ーᅡ",
	ힺ: "ーᅥ",
	ힻ: "ーᅥ丨",
	ힼ: "ーᅩ",
	ᆕ: "ーᅮ",
	ᅴ: "ー丨",
	ㅢ: "ー丨",
	ᆗ: "ー丨ᅮ",
	"🄏": "$⃠",
	"₤": "£",
	"〒": "₸",
	"〶": "₸",
	"᭜": "᭐",
	"꧆": "꧐",
	"𑓑": "১",
	"೧": "౧",
	ၥ: "၁",
	"①": "➀",
	"⑩": "➉",
	"⏨": "₁₀",
	"𝟐": "2",
	"𝟚": "2",
	"𝟤": "2",
	"𝟮": "2",
	"𝟸": "2",
	"🯲": "2",
	Ꝛ: "2",
	Ƨ: "2",
	Ϩ: "2",
	Ꙅ: "2",
	ᒿ: "2",
	ꛯ: "2",
	ꧏ: "٢",
	"۲": "٢",
	"૨": "२",
	"𑓒": "২",
	"೨": "౨",
	"②": "➁",
	ƻ: "2̵",
	"🄃": "2,",
	"⒉": "2.",
	"㏵": "22日",
	"㍮": "22点",
	"㏶": "23日",
	"㍯": "23点",
	"㏷": "24日",
	"㍰": "24点",
	"㏸": "25日",
	"㏹": "26日",
	"㏺": "27日",
	"㏻": "28日",
	"㏼": "29日",
	"㏴": "2l日",
	"㍭": "2l点",
	"⒛": "2O.",
	"㏳": "2O日",
	"㍬": "2O点",
	"෩": "෨ා",
	"෯": "෨ී",
	"㏡": "2日",
	"㋁": "2月",
	"㍚": "2点",
	"𝈆": "3",
	"𝟑": "3",
	"𝟛": "3",
	"𝟥": "3",
	"𝟯": "3",
	"𝟹": "3",
	"🯳": "3",
	Ɜ: "3",
	Ȝ: "3",
	Ʒ: "3",
	Ꝫ: "3",
	Ⳍ: "3",
	З: "3",
	Ӡ: "3",
	𖼻: "3",
	𑣊: "3",
	"۳": "٣",
	"𞣉": "٣",
	"૩": "३",
	"③": "➂",
	Ҙ: "3̦",
	"🄄": "3,",
	"⒊": "3.",
	"㏾": "3l日",
	"㏽": "3O日",
	"㏢": "3日",
	"㋂": "3月",
	"㍛": "3点",
	"𝟒": "4",
	"𝟜": "4",
	"𝟦": "4",
	"𝟰": "4",
	"𝟺": "4",
	"🯴": "4",
	Ꮞ: "4",
	𑢯: "4",
	"۴": "٤",
	"૪": "४",
	"④": "➃",
	"🄅": "4,",
	"⒋": "4.",
	ᔰ: "4·",
	"㏣": "4日",
	"㋃": "4月",
	"㍜": "4点",
	"𝟓": "5",
	"𝟝": "5",
	"𝟧": "5",
	"𝟱": "5",
	"𝟻": "5",
	"🯵": "5",
	Ƽ: "5",
	𑢻: "5",
	"⑤": "➄",
	"🄆": "5,",
	"⒌": "5.",
	"㏤": "5日",
	"㋄": "5月",
	"㍝": "5点",
	"𝟔": "6",
	"𝟞": "6",
	"𝟨": "6",
	"𝟲": "6",
	"𝟼": "6",
	"🯶": "6",
	Ⳓ: "6",
	б: "6",
	Ꮾ: "6",
	𑣕: "6",
	"۶": "٦",
	"𑓖": "৬",
	"⑥": "➅",
	"🄇": "6,",
	"⒍": "6.",
	"㏥": "6日",
	"㋅": "6月",
	"㍞": "6点",
	"𝈒": "7",
	"𝟕": "7",
	"𝟟": "7",
	"𝟩": "7",
	"𝟳": "7",
	"𝟽": "7",
	"🯷": "7",
	𐓒: "7",
	𑣆: "7",
	"⑦": "➆",
	"🄈": "7,",
	"⒎": "7.",
	"㏦": "7日",
	"㋆": "7月",
	"㍟": "7点",
	"ଃ": "8",
	"৪": "8",
	"੪": "8",
	"𞣋": "8",
	"𝟖": "8",
	"𝟠": "8",
	"𝟪": "8",
	"𝟴": "8",
	"𝟾": "8",
	"🯸": "8",
	ȣ: "8",
	Ȣ: "8",
	𐌚: "8",
	"૮": "८",
	"⑧": "➇",
	"🄉": "8,",
	"⒏": "8.",
	"㏧": "8日",
	"㋇": "8月",
	"㍠": "8点",
	"੧": "9",
	"୨": "9",
	"৭": "9",
	"൭": "9",
	"𝟗": "9",
	"𝟡": "9",
	"𝟫": "9",
	"𝟵": "9",
	"𝟿": "9",
	"🯹": "9",
	Ꝯ: "9",
	Ⳋ: "9",
	𑣌: "9",
	𑢬: "9",
	𑣖: "9",
	"१": "٩",
	"𑣤": "٩",
	"۹": "٩",
	"೯": "౯",
	"⑨": "➈",
	"🄊": "9,",
	"⒐": "9.",
	"㏨": "9日",
	"㋈": "9月",
	"㍡": "9点",
	"⍺": "a",
	ａ: "a",
	𝐚: "a",
	𝑎: "a",
	𝒂: "a",
	𝒶: "a",
	𝓪: "a",
	𝔞: "a",
	𝕒: "a",
	𝖆: "a",
	𝖺: "a",
	𝗮: "a",
	𝘢: "a",
	𝙖: "a",
	𝚊: "a",
	ɑ: "a",
	α: "a",
	𝛂: "a",
	𝛼: "a",
	𝜶: "a",
	𝝰: "a",
	𝞪: "a",
	а: "a",
	"ⷶ": "ͣ",
	Ａ: "A",
	𝐀: "A",
	𝐴: "A",
	𝑨: "A",
	𝒜: "A",
	𝓐: "A",
	𝔄: "A",
	𝔸: "A",
	𝕬: "A",
	𝖠: "A",
	𝗔: "A",
	𝘈: "A",
	𝘼: "A",
	𝙰: "A",
	Α: "A",
	𝚨: "A",
	𝛢: "A",
	𝜜: "A",
	𝝖: "A",
	𝞐: "A",
	А: "A",
	Ꭺ: "A",
	ᗅ: "A",
	ꓮ: "A",
	𖽀: "A",
	𐊠: "A",
	"⍶": "a̲",
	ǎ: "ă",
	Ǎ: "Ă",
	ȧ: "å",
	Ȧ: "Å",
	ẚ: "ả",
	"℀": "a/c",
	"℁": "a/s",
	ꜳ: "aa",
	Ꜳ: "AA",
	æ: "ae",
	ӕ: "ae",
	Æ: "AE",
	Ӕ: "AE",
	ꜵ: "ao",
	Ꜵ: "AO",
	"🜇": "AR",
	ꜷ: "au",
	Ꜷ: "AU",
	ꜹ: "av",
	ꜻ: "av",
	Ꜹ: "AV",
	Ꜻ: "AV",
	ꜽ: "ay",
	Ꜽ: "AY",
	ꭺ: "ᴀ",
	"∀": "Ɐ",
	"𝈗": "Ɐ",
	ᗄ: "Ɐ",
	ꓯ: "Ɐ",
	𐐟: "Ɒ",
	𝐛: "b",
	𝑏: "b",
	𝒃: "b",
	𝒷: "b",
	𝓫: "b",
	𝔟: "b",
	𝕓: "b",
	𝖇: "b",
	𝖻: "b",
	𝗯: "b",
	𝘣: "b",
	𝙗: "b",
	𝚋: "b",
	Ƅ: "b",
	Ь: "b",
	Ꮟ: "b",
	ᑲ: "b",
	ᖯ: "b",
	Ｂ: "B",
	ℬ: "B",
	𝐁: "B",
	𝐵: "B",
	𝑩: "B",
	𝓑: "B",
	𝔅: "B",
	𝔹: "B",
	𝕭: "B",
	𝖡: "B",
	𝗕: "B",
	𝘉: "B",
	𝘽: "B",
	𝙱: "B",
	Ꞵ: "B",
	Β: "B",
	𝚩: "B",
	𝛣: "B",
	𝜝: "B",
	𝝗: "B",
	𝞑: "B",
	В: "B",
	Ᏼ: "B",
	ᗷ: "B",
	ꓐ: "B",
	𐊂: "B",
	𐊡: "B",
	𐌁: "B",
	ɓ: "b̔",
	ᑳ: "ḃ",
	ƃ: "b̄",
	Ƃ: "b̄",
	Б: "b̄",
	ƀ: "b̵",
	ҍ: "b̵",
	Ҍ: "b̵",
	ѣ: "b̵",
	Ѣ: "b̵",
	ᑿ: "b·",
	ᒁ: "ḃ·",
	ᒈ: "b'",
	Ы: "bl",
	в: "ʙ",
	ᏼ: "ʙ",
	ｃ: "c",
	ⅽ: "c",
	𝐜: "c",
	𝑐: "c",
	𝒄: "c",
	𝒸: "c",
	𝓬: "c",
	𝔠: "c",
	𝕔: "c",
	𝖈: "c",
	𝖼: "c",
	𝗰: "c",
	𝘤: "c",
	𝙘: "c",
	𝚌: "c",
	ᴄ: "c",
	ϲ: "c",
	ⲥ: "c",
	с: "c",
	ꮯ: "c",
	𐐽: "c",
	"ⷭ": "ͨ",
	"🝌": "C",
	"𑣲": "C",
	"𑣩": "C",
	Ｃ: "C",
	Ⅽ: "C",
	ℂ: "C",
	ℭ: "C",
	𝐂: "C",
	𝐶: "C",
	𝑪: "C",
	𝒞: "C",
	𝓒: "C",
	𝕮: "C",
	𝖢: "C",
	𝗖: "C",
	𝘊: "C",
	𝘾: "C",
	𝙲: "C",
	Ϲ: "C",
	Ⲥ: "C",
	С: "C",
	Ꮯ: "C",
	ꓚ: "C",
	𐊢: "C",
	𐌂: "C",
	𐐕: "C",
	𐔜: "C",
	"¢": "c̸",
	ȼ: "c̸",
	"₡": "C⃫",
	"🅮": "C⃠",
	ç: "c̦",
	ҫ: "c̦",
	Ç: "C̦",
	Ҫ: "C̦",
	Ƈ: "C'",
	"℅": "c/o",
	"℆": "c/u",
	"🅭": "㏄	⃝",
	"⋴": "ꞓ",
	ɛ: "ꞓ",
	ε: "ꞓ",
	ϵ: "ꞓ",
	𝛆: "ꞓ",
	𝛜: "ꞓ",
	𝜀: "ꞓ",
	𝜖: "ꞓ",
	𝜺: "ꞓ",
	𝝐: "ꞓ",
	𝝴: "ꞓ",
	𝞊: "ꞓ",
	𝞮: "ꞓ",
	𝟄: "ꞓ",
	ⲉ: "ꞓ",
	є: "ꞓ",
	ԑ: "ꞓ",
	ꮛ: "ꞓ",
	𑣎: "ꞓ",
	𐐩: "ꞓ",
	"€": "Ꞓ",
	Ⲉ: "Ꞓ",
	Є: "Ꞓ",
	"⍷": "ꞓ̲",
	ͽ: "ꜿ",
	Ͽ: "Ꜿ",
	ⅾ: "d",
	ⅆ: "d",
	𝐝: "d",
	𝑑: "d",
	𝒅: "d",
	𝒹: "d",
	𝓭: "d",
	𝔡: "d",
	𝕕: "d",
	𝖉: "d",
	𝖽: "d",
	𝗱: "d",
	𝘥: "d",
	𝙙: "d",
	𝚍: "d",
	ԁ: "d",
	Ꮷ: "d",
	ᑯ: "d",
	ꓒ: "d",
	Ⅾ: "D",
	ⅅ: "D",
	𝐃: "D",
	𝐷: "D",
	𝑫: "D",
	𝒟: "D",
	𝓓: "D",
	𝔇: "D",
	𝔻: "D",
	𝕯: "D",
	𝖣: "D",
	𝗗: "D",
	𝘋: "D",
	𝘿: "D",
	𝙳: "D",
	Ꭰ: "D",
	ᗞ: "D",
	ᗪ: "D",
	ꓓ: "D",
	ɗ: "d̔",
	ɖ: "d̨",
	ƌ: "d̄",
	đ: "d̵",
	Đ: "D̵",
	Ð: "D̵",
	Ɖ: "D̵",
	"₫": "ḏ̵",
	ꝺ: "Ꝺ",
	ᑻ: "d·",
	ᒇ: "d'",
	ʤ: "dȝ",
	ǳ: "dz",
	ʣ: "dz",
	ǲ: "Dz",
	Ǳ: "DZ",
	ǆ: "dž",
	ǅ: "Dž",
	Ǆ: "DŽ",
	ʥ: "dʑ",
	ꭰ: "ᴅ",
	"⸹": "ẟ",
	δ: "ẟ",
	𝛅: "ẟ",
	𝛿: "ẟ",
	𝜹: "ẟ",
	𝝳: "ẟ",
	𝞭: "ẟ",
	ծ: "ẟ",
	ᕷ: "ẟ",
	℮: "e",
	ｅ: "e",
	ℯ: "e",
	ⅇ: "e",
	𝐞: "e",
	𝑒: "e",
	𝒆: "e",
	𝓮: "e",
	𝔢: "e",
	𝕖: "e",
	𝖊: "e",
	𝖾: "e",
	𝗲: "e",
	𝘦: "e",
	𝙚: "e",
	𝚎: "e",
	ꬲ: "e",
	е: "e",
	ҽ: "e",
	"ⷷ": "ͤ",
	"⋿": "E",
	Ｅ: "E",
	ℰ: "E",
	𝐄: "E",
	𝐸: "E",
	𝑬: "E",
	𝓔: "E",
	𝔈: "E",
	𝔼: "E",
	𝕰: "E",
	𝖤: "E",
	𝗘: "E",
	𝘌: "E",
	𝙀: "E",
	𝙴: "E",
	Ε: "E",
	𝚬: "E",
	𝛦: "E",
	𝜠: "E",
	𝝚: "E",
	𝞔: "E",
	Е: "E",
	ⴹ: "E",
	Ꭼ: "E",
	ꓰ: "E",
	𑢦: "E",
	𑢮: "E",
	𐊆: "E",
	ě: "ĕ",
	Ě: "Ĕ",
	ɇ: "e̸",
	Ɇ: "E̸",
	ҿ: "ę",
	ꭼ: "ᴇ",
	ə: "ǝ",
	ә: "ǝ",
	"∃": "Ǝ",
	ⴺ: "Ǝ",
	ꓱ: "Ǝ",
	ɚ: "ǝ˞",
	ᴔ: "ǝo",
	ꭁ: "ǝo̸",
	ꭂ: "ǝo̵",
	Ә: "Ə",
	"𝈡": "Ɛ",
	ℇ: "Ɛ",
	Ԑ: "Ɛ",
	Ꮛ: "Ɛ",
	𖼭: "Ɛ",
	𐐁: "Ɛ",
	ᶟ: "ᵋ",
	ᴈ: "ɜ",
	з: "ɜ",
	ҙ: "ɜ̦",
	𐑂: "ɞ",
	ꞝ: "ʚ",
	𐐪: "ʚ",
	𝐟: "f",
	𝑓: "f",
	𝒇: "f",
	𝒻: "f",
	𝓯: "f",
	𝔣: "f",
	𝕗: "f",
	𝖋: "f",
	𝖿: "f",
	𝗳: "f",
	𝘧: "f",
	𝙛: "f",
	𝚏: "f",
	ꬵ: "f",
	ꞙ: "f",
	ſ: "f",
	ẝ: "f",
	ք: "f",
	"𝈓": "F",
	ℱ: "F",
	𝐅: "F",
	𝐹: "F",
	𝑭: "F",
	𝓕: "F",
	𝔉: "F",
	𝔽: "F",
	𝕱: "F",
	𝖥: "F",
	𝗙: "F",
	𝘍: "F",
	𝙁: "F",
	𝙵: "F",
	Ꞙ: "F",
	Ϝ: "F",
	𝟊: "F",
	ᖴ: "F",
	ꓝ: "F",
	𑣂: "F",
	𑢢: "F",
	𐊇: "F",
	𐊥: "F",
	𐔥: "F",
	ƒ: "f̦",
	Ƒ: "F̦",
	ᵮ: "f̴",
	"℻": "FAX",
	ﬀ: "ff",
	ﬃ: "ffi",
	ﬄ: "ffl",
	ﬁ: "fi",
	ﬂ: "fl",
	ʩ: "fŋ",
	ᖵ: "Ⅎ",
	ꓞ: "Ⅎ",
	"𝈰": "ꟻ",
	ᖷ: "ꟻ",
	ｇ: "g",
	ℊ: "g",
	𝐠: "g",
	𝑔: "g",
	𝒈: "g",
	𝓰: "g",
	𝔤: "g",
	𝕘: "g",
	𝖌: "g",
	𝗀: "g",
	𝗴: "g",
	𝘨: "g",
	𝙜: "g",
	𝚐: "g",
	ɡ: "g",
	ᶃ: "g",
	ƍ: "g",
	ց: "g",
	𝐆: "G",
	𝐺: "G",
	𝑮: "G",
	𝒢: "G",
	𝓖: "G",
	𝔊: "G",
	𝔾: "G",
	𝕲: "G",
	𝖦: "G",
	𝗚: "G",
	𝘎: "G",
	𝙂: "G",
	𝙶: "G",
	Ԍ: "G",
	Ꮐ: "G",
	Ᏻ: "G",
	ꓖ: "G",
	ᶢ: "ᵍ",
	ɠ: "g̔",
	ǧ: "ğ",
	Ǧ: "Ğ",
	ǵ: "ģ",
	ǥ: "g̵",
	Ǥ: "G̵",
	Ɠ: "G'",
	ԍ: "ɢ",
	ꮐ: "ɢ",
	ᏻ: "ɢ",
	ｈ: "h",
	ℎ: "h",
	𝐡: "h",
	𝒉: "h",
	𝒽: "h",
	𝓱: "h",
	𝔥: "h",
	𝕙: "h",
	𝖍: "h",
	𝗁: "h",
	𝗵: "h",
	𝘩: "h",
	𝙝: "h",
	𝚑: "h",
	һ: "h",
	հ: "h",
	Ꮒ: "h",
	Ｈ: "H",
	ℋ: "H",
	ℌ: "H",
	ℍ: "H",
	𝐇: "H",
	𝐻: "H",
	𝑯: "H",
	𝓗: "H",
	𝕳: "H",
	𝖧: "H",
	𝗛: "H",
	𝘏: "H",
	𝙃: "H",
	𝙷: "H",
	Η: "H",
	𝚮: "H",
	𝛨: "H",
	𝜢: "H",
	𝝜: "H",
	𝞖: "H",
	Ⲏ: "H",
	Н: "H",
	Ꮋ: "H",
	ᕼ: "H",
	ꓧ: "H",
	𐋏: "H",
	ᵸ: "ᴴ",
	ɦ: "h̔",
	ꚕ: "h̔",
	Ᏺ: "h̔",
	Ⱨ: "H̩",
	Ң: "H̩",
	ħ: "h̵",
	ℏ: "h̵",
	ћ: "h̵",
	Ħ: "H̵",
	Ӊ: "H̦",
	Ӈ: "H̦",
	н: "ʜ",
	ꮋ: "ʜ",
	ң: "ʜ̩",
	ӊ: "ʜ̦",
	ӈ: "ʜ̦",
	Ԋ: "Ƕ",
	ꮀ: "ⱶ",
	Ͱ: "Ⱶ",
	Ꭸ: "Ⱶ",
	Ꮀ: "Ⱶ",
	ꚱ: "Ⱶ",
	ꞕ: "ꜧ",
	"˛": "i",
	"⍳": "i",
	ｉ: "i",
	ⅰ: "i",
	ℹ: "i",
	ⅈ: "i",
	𝐢: "i",
	𝑖: "i",
	𝒊: "i",
	𝒾: "i",
	𝓲: "i",
	𝔦: "i",
	𝕚: "i",
	𝖎: "i",
	𝗂: "i",
	𝗶: "i",
	𝘪: "i",
	𝙞: "i",
	𝚒: "i",
	ı: "i",
	𝚤: "i",
	ɪ: "i",
	ɩ: "i",
	ι: "i",
	ι: "i",
	ͺ: "i",
	𝛊: "i",
	𝜄: "i",
	𝜾: "i",
	𝝸: "i",
	𝞲: "i",
	і: "i",
	ꙇ: "i",
	ӏ: "i",
	ꭵ: "i",
	Ꭵ: "i",
	𑣃: "i",
	"ⓛ": "Ⓘ",
	"⍸": "i̲",
	ǐ: "ĭ",
	Ǐ: "Ĭ",
	ɨ: "i̵",
	ᵻ: "i̵",
	ᵼ: "i̵",
	ⅱ: "ii",
	ⅲ: "iii",
	ĳ: "ij",
	ⅳ: "iv",
	ⅸ: "ix",
	ｊ: "j",
	ⅉ: "j",
	𝐣: "j",
	𝑗: "j",
	𝒋: "j",
	𝒿: "j",
	𝓳: "j",
	𝔧: "j",
	𝕛: "j",
	𝖏: "j",
	𝗃: "j",
	𝗷: "j",
	𝘫: "j",
	𝙟: "j",
	𝚓: "j",
	ϳ: "j",
	ј: "j",
	Ｊ: "J",
	𝐉: "J",
	𝐽: "J",
	𝑱: "J",
	𝒥: "J",
	𝓙: "J",
	𝔍: "J",
	𝕁: "J",
	𝕵: "J",
	𝖩: "J",
	𝗝: "J",
	𝘑: "J",
	𝙅: "J",
	𝙹: "J",
	Ʝ: "J",
	Ϳ: "J",
	Ј: "J",
	Ꭻ: "J",
	ᒍ: "J",
	ꓙ: "J",
	ɉ: "j̵",
	Ɉ: "J̵",
	ᒙ: "J·",
	𝚥: "ȷ",
	յ: "ȷ",
	ꭻ: "ᴊ",
	𝐤: "k",
	𝑘: "k",
	𝒌: "k",
	𝓀: "k",
	𝓴: "k",
	𝔨: "k",
	𝕜: "k",
	𝖐: "k",
	𝗄: "k",
	𝗸: "k",
	𝘬: "k",
	𝙠: "k",
	𝚔: "k",
	K: "K",
	Ｋ: "K",
	𝐊: "K",
	𝐾: "K",
	𝑲: "K",
	𝒦: "K",
	𝓚: "K",
	𝔎: "K",
	𝕂: "K",
	𝕶: "K",
	𝖪: "K",
	𝗞: "K",
	𝘒: "K",
	𝙆: "K",
	𝙺: "K",
	Κ: "K",
	𝚱: "K",
	𝛫: "K",
	𝜥: "K",
	𝝟: "K",
	𝞙: "K",
	Ⲕ: "K",
	К: "K",
	Ꮶ: "K",
	ᛕ: "K",
	ꓗ: "K",
	𐔘: "K",
	ƙ: "k̔",
	Ⱪ: "K̩",
	Қ: "K̩",
	"₭": "K̵",
	Ꝁ: "K̵",
	Ҟ: "K̵",
	Ƙ: "K'",
	"׀": "l",
	"|": "l",
	"∣": "l",
	"⏽": "l",
	"￨": "l",
	"١": "l",
	"۱": "l",
	"𐌠": "l",
	"𞣇": "l",
	"𝟏": "l",
	"𝟙": "l",
	"𝟣": "l",
	"𝟭": "l",
	"𝟷": "l",
	"🯱": "l",
	I: "l",
	Ｉ: "l",
	Ⅰ: "l",
	ℐ: "l",
	ℑ: "l",
	𝐈: "l",
	𝐼: "l",
	𝑰: "l",
	𝓘: "l",
	𝕀: "l",
	𝕴: "l",
	𝖨: "l",
	𝗜: "l",
	𝘐: "l",
	𝙄: "l",
	𝙸: "l",
	Ɩ: "l",
	ｌ: "l",
	ⅼ: "l",
	ℓ: "l",
	𝐥: "l",
	𝑙: "l",
	𝒍: "l",
	𝓁: "l",
	𝓵: "l",
	𝔩: "l",
	𝕝: "l",
	𝖑: "l",
	𝗅: "l",
	𝗹: "l",
	𝘭: "l",
	𝙡: "l",
	𝚕: "l",
	ǀ: "l",
	Ι: "l",
	𝚰: "l",
	𝛪: "l",
	𝜤: "l",
	𝝞: "l",
	𝞘: "l",
	Ⲓ: "l",
	І: "l",
	Ӏ: "l",
	ו: "l",
	ן: "l",
	ا: "l",
	𞸀: "l",
	𞺀: "l",
	ﺎ: "l",
	ﺍ: "l",
	ߊ: "l",
	ⵏ: "l",
	ᛁ: "l",
	ꓲ: "l",
	𖼨: "l",
	𐊊: "l",
	𐌉: "l",
	"𝈪": "L",
	Ⅼ: "L",
	ℒ: "L",
	𝐋: "L",
	𝐿: "L",
	𝑳: "L",
	𝓛: "L",
	𝔏: "L",
	𝕃: "L",
	𝕷: "L",
	𝖫: "L",
	𝗟: "L",
	𝘓: "L",
	𝙇: "L",
	𝙻: "L",
	Ⳑ: "L",
	Ꮮ: "L",
	ᒪ: "L",
	ꓡ: "L",
	𖼖: "L",
	𑢣: "L",
	𑢲: "L",
	𐐛: "L",
	𐔦: "L",
	ﴼ: "l̋",
	ﴽ: "l̋",
	ł: "l̸",
	Ł: "L̸",
	ɭ: "l̨",
	Ɨ: "l̵",
	ƚ: "l̵",
	ɫ: "l̴",
	إ: "lٕ",
	ﺈ: "lٕ",
	ﺇ: "lٕ",
	ٳ: "lٕ",
	ŀ: "l·",
	Ŀ: "l·",
	ᒷ: "l·",
	"🄂": "l,",
	"⒈": "l.",
	ױ: "l'",
	"⒓": "l2.",
	"㏫": "l2日",
	"㋋": "l2月",
	"㍤": "l2点",
	"⒔": "l3.",
	"㏬": "l3日",
	"㍥": "l3点",
	"⒕": "l4.",
	"㏭": "l4日",
	"㍦": "l4点",
	"⒖": "l5.",
	"㏮": "l5日",
	"㍧": "l5点",
	"⒗": "l6.",
	"㏯": "l6日",
	"㍨": "l6点",
	"⒘": "l7.",
	"㏰": "l7日",
	"㍩": "l7点",
	"⒙": "l8.",
	"㏱": "l8日",
	"㍪": "l8点",
	"⒚": "l9.",
	"㏲": "l9日",
	"㍫": "l9点",
	ǉ: "lj",
	Ĳ: "lJ",
	ǈ: "Lj",
	Ǉ: "LJ",
	"‖": "ll",
	"∥": "ll",
	Ⅱ: "ll",
	ǁ: "ll",
	װ: "ll",
	"𐆙": "l̵l̵",
	"⒒": "ll.",
	Ⅲ: "lll",
	"𐆘": "l̵l̵S̵",
	"㏪": "ll日",
	"㋊": "ll月",
	"㍣": "ll点",
	Ю: "lO",
	"⒑": "lO.",
	"㏩": "lO日",
	"㋉": "lO月",
	"㍢": "lO点",
	ʪ: "ls",
	"₶": "lt",
	Ⅳ: "lV",
	Ⅸ: "lX",
	ɮ: "lȝ",
	ʫ: "lz",
	أ: "lٴ",
	ﺄ: "lٴ",
	ﺃ: "lٴ",
	ٲ: "lٴ",
	ٵ: "lٴ",
	ﷳ: "lكبر",
	ﷲ: "lللّٰo",
	"㏠": "l日",
	"㋀": "l月",
	"㍙": "l点",
	ⳑ: "ʟ",
	ꮮ: "ʟ",
	𐑃: "ʟ",
	Ｍ: "M",
	Ⅿ: "M",
	ℳ: "M",
	𝐌: "M",
	𝑀: "M",
	𝑴: "M",
	𝓜: "M",
	𝔐: "M",
	𝕄: "M",
	𝕸: "M",
	𝖬: "M",
	𝗠: "M",
	𝘔: "M",
	𝙈: "M",
	𝙼: "M",
	Μ: "M",
	𝚳: "M",
	𝛭: "M",
	𝜧: "M",
	𝝡: "M",
	𝞛: "M",
	Ϻ: "M",
	Ⲙ: "M",
	М: "M",
	Ꮇ: "M",
	ᗰ: "M",
	ᛖ: "M",
	ꓟ: "M",
	𐊰: "M",
	𐌑: "M",
	Ӎ: "M̦",
	"🝫": "MB",
	"ⷨ": "ᷟ",
	𝐧: "n",
	𝑛: "n",
	𝒏: "n",
	𝓃: "n",
	𝓷: "n",
	𝔫: "n",
	𝕟: "n",
	𝖓: "n",
	𝗇: "n",
	𝗻: "n",
	𝘯: "n",
	𝙣: "n",
	𝚗: "n",
	ո: "n",
	ռ: "n",
	Ｎ: "N",
	ℕ: "N",
	𝐍: "N",
	𝑁: "N",
	𝑵: "N",
	𝒩: "N",
	𝓝: "N",
	𝔑: "N",
	𝕹: "N",
	𝖭: "N",
	𝗡: "N",
	𝘕: "N",
	𝙉: "N",
	𝙽: "N",
	Ν: "N",
	𝚴: "N",
	𝛮: "N",
	𝜨: "N",
	𝝢: "N",
	𝞜: "N",
	Ⲛ: "N",
	ꓠ: "N",
	𐔓: "N",
	"𐆎": "N̊",
	ɳ: "n̨",
	ƞ: "n̩",
	η: "n̩",
	𝛈: "n̩",
	𝜂: "n̩",
	𝜼: "n̩",
	𝝶: "n̩",
	𝞰: "n̩",
	Ɲ: "N̦",
	ᵰ: "n̴",
	ǌ: "nj",
	ǋ: "Nj",
	Ǌ: "NJ",
	"№": "No",
	ͷ: "ᴎ",
	и: "ᴎ",
	𐑍: "ᴎ",
	ņ: "ɲ",
	"ం": "o",
	"ಂ": "o",
	"ം": "o",
	"ං": "o",
	"०": "o",
	"੦": "o",
	"૦": "o",
	"௦": "o",
	"౦": "o",
	"೦": "o",
	"൦": "o",
	"๐": "o",
	"໐": "o",
	"၀": "o",
	"٥": "o",
	"۵": "o",
	ｏ: "o",
	ℴ: "o",
	𝐨: "o",
	𝑜: "o",
	𝒐: "o",
	𝓸: "o",
	𝔬: "o",
	𝕠: "o",
	𝖔: "o",
	𝗈: "o",
	𝗼: "o",
	𝘰: "o",
	𝙤: "o",
	𝚘: "o",
	ᴏ: "o",
	ᴑ: "o",
	ꬽ: "o",
	ο: "o",
	𝛐: "o",
	𝜊: "o",
	𝝄: "o",
	𝝾: "o",
	𝞸: "o",
	σ: "o",
	𝛔: "o",
	𝜎: "o",
	𝝈: "o",
	𝞂: "o",
	𝞼: "o",
	ⲟ: "o",
	о: "o",
	ჿ: "o",
	օ: "o",
	ס: "o",
	ه: "o",
	𞸤: "o",
	𞹤: "o",
	𞺄: "o",
	ﻫ: "o",
	ﻬ: "o",
	ﻪ: "o",
	ﻩ: "o",
	ھ: "o",
	ﮬ: "o",
	ﮭ: "o",
	ﮫ: "o",
	ﮪ: "o",
	ہ: "o",
	ﮨ: "o",
	ﮩ: "o",
	ﮧ: "o",
	ﮦ: "o",
	ە: "o",
	ഠ: "o",
	ဝ: "o",
	𐓪: "o",
	𑣈: "o",
	𑣗: "o",
	𐐬: "o",
	"߀": "O",
	"০": "O",
	"୦": "O",
	〇: "O",
	"𑓐": "O",
	"𑣠": "O",
	"𝟎": "O",
	"𝟘": "O",
	"𝟢": "O",
	"𝟬": "O",
	"𝟶": "O",
	"🯰": "O",
	Ｏ: "O",
	𝐎: "O",
	𝑂: "O",
	𝑶: "O",
	𝒪: "O",
	𝓞: "O",
	𝔒: "O",
	𝕆: "O",
	𝕺: "O",
	𝖮: "O",
	𝗢: "O",
	𝘖: "O",
	𝙊: "O",
	𝙾: "O",
	Ο: "O",
	𝚶: "O",
	𝛰: "O",
	𝜪: "O",
	𝝤: "O",
	𝞞: "O",
	Ⲟ: "O",
	О: "O",
	Օ: "O",
	ⵔ: "O",
	ዐ: "O",
	ଠ: "O",
	𐓂: "O",
	ꓳ: "O",
	𑢵: "O",
	𐊒: "O",
	𐊫: "O",
	𐐄: "O",
	𐔖: "O",
	"⁰": "º",
	ᵒ: "º",
	ǒ: "ŏ",
	Ǒ: "Ŏ",
	ۿ: "ô",
	Ő: "Ö",
	ø: "o̸",
	ꬾ: "o̸",
	Ø: "O̸",
	ⵁ: "O̸",
	Ǿ: "Ó̸",
	ɵ: "o̵",
	ꝋ: "o̵",
	ө: "o̵",
	ѳ: "o̵",
	ꮎ: "o̵",
	ꮻ: "o̵",
	"⊖": "O̵",
	"⊝": "O̵",
	"⍬": "O̵",
	"𝈚": "O̵",
	"🜔": "O̵",
	Ɵ: "O̵",
	Ꝋ: "O̵",
	θ: "O̵",
	ϑ: "O̵",
	𝛉: "O̵",
	𝛝: "O̵",
	𝜃: "O̵",
	𝜗: "O̵",
	𝜽: "O̵",
	𝝑: "O̵",
	𝝷: "O̵",
	𝞋: "O̵",
	𝞱: "O̵",
	𝟅: "O̵",
	Θ: "O̵",
	ϴ: "O̵",
	𝚯: "O̵",
	𝚹: "O̵",
	𝛩: "O̵",
	𝛳: "O̵",
	𝜣: "O̵",
	𝜭: "O̵",
	𝝝: "O̵",
	𝝧: "O̵",
	𝞗: "O̵",
	𝞡: "O̵",
	Ө: "O̵",
	Ѳ: "O̵",
	ⴱ: "O̵",
	Ꮎ: "O̵",
	Ꮻ: "O̵",
	ꭴ: "ơ",
	ﳙ: "oٰ",
	"🄁": "O,",
	"🄀": "O.",
	ơ: "o'",
	Ơ: "O'",
	Ꭴ: "O'",
	"%": "º/₀",
	"٪": "º/₀",
	"⁒": "º/₀",
	"‰": "º/₀₀",
	"؉": "º/₀₀",
	"‱": "º/₀₀₀",
	"؊": "º/₀₀₀",
	œ: "oe",
	Œ: "OE",
	ɶ: "oᴇ",
	"∞": "oo",
	ꝏ: "oo",
	ꚙ: "oo",
	Ꝏ: "OO",
	Ꚙ: "OO",
	ﳗ: "oج",
	ﱑ: "oج",
	ﳘ: "oم",
	ﱒ: "oم",
	ﶓ: "oمج",
	ﶔ: "oمم",
	ﱓ: "oى",
	ﱔ: "oى",
	ൟ: "oരo",
	တ: "oာ",
	"㍘": "O点",
	ↄ: "ɔ",
	ᴐ: "ɔ",
	ͻ: "ɔ",
	𐑋: "ɔ",
	Ↄ: "Ɔ",
	Ͻ: "Ɔ",
	ꓛ: "Ɔ",
	𐐣: "Ɔ",
	ꬿ: "ɔ̸",
	ꭢ: "ɔe",
	𐐿: "ɷ",
	"⍴": "p",
	ｐ: "p",
	𝐩: "p",
	𝑝: "p",
	𝒑: "p",
	𝓅: "p",
	𝓹: "p",
	𝔭: "p",
	𝕡: "p",
	𝖕: "p",
	𝗉: "p",
	𝗽: "p",
	𝘱: "p",
	𝙥: "p",
	𝚙: "p",
	ρ: "p",
	ϱ: "p",
	𝛒: "p",
	𝛠: "p",
	𝜌: "p",
	𝜚: "p",
	𝝆: "p",
	𝝔: "p",
	𝞀: "p",
	𝞎: "p",
	𝞺: "p",
	𝟈: "p",
	ⲣ: "p",
	р: "p",
	Ｐ: "P",
	ℙ: "P",
	𝐏: "P",
	𝑃: "P",
	𝑷: "P",
	𝒫: "P",
	𝓟: "P",
	𝔓: "P",
	𝕻: "P",
	𝖯: "P",
	𝗣: "P",
	𝘗: "P",
	𝙋: "P",
	𝙿: "P",
	Ρ: "P",
	𝚸: "P",
	𝛲: "P",
	𝜬: "P",
	𝝦: "P",
	𝞠: "P",
	Ⲣ: "P",
	Р: "P",
	Ꮲ: "P",
	ᑭ: "P",
	ꓑ: "P",
	𐊕: "P",
	ƥ: "p̔",
	ᵽ: "p̵",
	ᑷ: "p·",
	ᒆ: "P'",
	ᴩ: "ᴘ",
	ꮲ: "ᴘ",
	φ: "ɸ",
	ϕ: "ɸ",
	𝛗: "ɸ",
	𝛟: "ɸ",
	𝜑: "ɸ",
	𝜙: "ɸ",
	𝝋: "ɸ",
	𝝓: "ɸ",
	𝞅: "ɸ",
	𝞍: "ɸ",
	𝞿: "ɸ",
	𝟇: "ɸ",
	ⲫ: "ɸ",
	ф: "ɸ",
	𝐪: "q",
	𝑞: "q",
	𝒒: "q",
	𝓆: "q",
	𝓺: "q",
	𝔮: "q",
	𝕢: "q",
	𝖖: "q",
	𝗊: "q",
	𝗾: "q",
	𝘲: "q",
	𝙦: "q",
	𝚚: "q",
	ԛ: "q",
	գ: "q",
	զ: "q",
	ℚ: "Q",
	𝐐: "Q",
	𝑄: "Q",
	𝑸: "Q",
	𝒬: "Q",
	𝓠: "Q",
	𝔔: "Q",
	𝕼: "Q",
	𝖰: "Q",
	𝗤: "Q",
	𝘘: "Q",
	𝙌: "Q",
	𝚀: "Q",
	ⵕ: "Q",
	ʠ: "q̔",
	"🜀": "QE",
	ᶐ: "ɋ",
	ᴋ: "ĸ",
	κ: "ĸ",
	ϰ: "ĸ",
	𝛋: "ĸ",
	𝛞: "ĸ",
	𝜅: "ĸ",
	𝜘: "ĸ",
	𝜿: "ĸ",
	𝝒: "ĸ",
	𝝹: "ĸ",
	𝞌: "ĸ",
	𝞳: "ĸ",
	𝟆: "ĸ",
	ⲕ: "ĸ",
	к: "ĸ",
	ꮶ: "ĸ",
	қ: "ĸ̩",
	ҟ: "ĸ̵",
	𝐫: "r",
	𝑟: "r",
	𝒓: "r",
	𝓇: "r",
	𝓻: "r",
	𝔯: "r",
	𝕣: "r",
	𝖗: "r",
	𝗋: "r",
	𝗿: "r",
	𝘳: "r",
	𝙧: "r",
	𝚛: "r",
	ꭇ: "r",
	ꭈ: "r",
	ᴦ: "r",
	ⲅ: "r",
	г: "r",
	ꮁ: "r",
	"𝈖": "R",
	ℛ: "R",
	ℜ: "R",
	ℝ: "R",
	𝐑: "R",
	𝑅: "R",
	𝑹: "R",
	𝓡: "R",
	𝕽: "R",
	𝖱: "R",
	𝗥: "R",
	𝘙: "R",
	𝙍: "R",
	𝚁: "R",
	Ʀ: "R",
	Ꭱ: "R",
	Ꮢ: "R",
	𐒴: "R",
	ᖇ: "R",
	ꓣ: "R",
	𖼵: "R",
	ɽ: "r̨",
	ɼ: "r̩",
	ɍ: "r̵",
	ғ: "r̵",
	ᵲ: "r̴",
	ґ: "r'",
	"𑣣": "rn",
	m: "rn",
	ⅿ: "rn",
	𝐦: "rn",
	𝑚: "rn",
	𝒎: "rn",
	𝓂: "rn",
	𝓶: "rn",
	𝔪: "rn",
	𝕞: "rn",
	𝖒: "rn",
	𝗆: "rn",
	𝗺: "rn",
	𝘮: "rn",
	𝙢: "rn",
	𝚖: "rn",
	𑜀: "rn",
	"₥": "rn̸",
	ɱ: "rn̦",
	ᵯ: "rn̴",
	"₨": "Rs",
	ꭱ: "ʀ",
	ꮢ: "ʀ",
	я: "ᴙ",
	ᵳ: "ɾ̴",
	"℩": "ɿ",
	ｓ: "s",
	𝐬: "s",
	𝑠: "s",
	𝒔: "s",
	𝓈: "s",
	𝓼: "s",
	𝔰: "s",
	𝕤: "s",
	𝖘: "s",
	𝗌: "s",
	𝘀: "s",
	𝘴: "s",
	𝙨: "s",
	𝚜: "s",
	ꜱ: "s",
	ƽ: "s",
	ѕ: "s",
	ꮪ: "s",
	𑣁: "s",
	𐑈: "s",
	Ｓ: "S",
	𝐒: "S",
	𝑆: "S",
	𝑺: "S",
	𝒮: "S",
	𝓢: "S",
	𝔖: "S",
	𝕊: "S",
	𝕾: "S",
	𝖲: "S",
	𝗦: "S",
	𝘚: "S",
	𝙎: "S",
	𝚂: "S",
	Ѕ: "S",
	Տ: "S",
	Ꮥ: "S",
	Ꮪ: "S",
	ꓢ: "S",
	𖼺: "S",
	𐊖: "S",
	𐐠: "S",
	ʂ: "s̨",
	ᵴ: "s̴",
	ꞵ: "ß",
	β: "ß",
	ϐ: "ß",
	𝛃: "ß",
	𝛽: "ß",
	𝜷: "ß",
	𝝱: "ß",
	𝞫: "ß",
	Ᏸ: "ß",
	"🝜": "sss",
	ﬆ: "st",
	"∫": "ʃ",
	ꭍ: "ʃ",
	"∑": "Ʃ",
	"⅀": "Ʃ",
	Σ: "Ʃ",
	𝚺: "Ʃ",
	𝛴: "Ʃ",
	𝜮: "Ʃ",
	𝝨: "Ʃ",
	𝞢: "Ʃ",
	ⵉ: "Ʃ",
	"∬": "ʃʃ",
	"∭": "ʃʃʃ",
	"⨌": "ʃʃʃʃ",
	𝐭: "t",
	𝑡: "t",
	𝒕: "t",
	𝓉: "t",
	𝓽: "t",
	𝔱: "t",
	𝕥: "t",
	𝖙: "t",
	𝗍: "t",
	𝘁: "t",
	𝘵: "t",
	𝙩: "t",
	𝚝: "t",
	"⊤": "T",
	"⟙": "T",
	"🝨": "T",
	Ｔ: "T",
	𝐓: "T",
	𝑇: "T",
	𝑻: "T",
	𝒯: "T",
	𝓣: "T",
	𝔗: "T",
	𝕋: "T",
	𝕿: "T",
	𝖳: "T",
	𝗧: "T",
	𝘛: "T",
	𝙏: "T",
	𝚃: "T",
	Τ: "T",
	𝚻: "T",
	𝛵: "T",
	𝜯: "T",
	𝝩: "T",
	𝞣: "T",
	Ⲧ: "T",
	Т: "T",
	Ꭲ: "T",
	ꓔ: "T",
	𖼊: "T",
	𑢼: "T",
	𐊗: "T",
	𐊱: "T",
	𐌕: "T",
	ƭ: "t̔",
	"⍡": "T̈",
	Ⱦ: "T̸",
	Ț: "Ţ",
	Ʈ: "T̨",
	Ҭ: "T̩",
	"₮": "T⃫",
	ŧ: "t̵",
	Ŧ: "T̵",
	ᵵ: "t̴",
	Ⴀ: "Ꞇ",
	Ꜩ: "T3",
	ʨ: "tɕ",
	"℡": "TEL",
	ꝷ: "tf",
	ʦ: "ts",
	ʧ: "tʃ",
	ꜩ: "tȝ",
	τ: "ᴛ",
	𝛕: "ᴛ",
	𝜏: "ᴛ",
	𝝉: "ᴛ",
	𝞃: "ᴛ",
	𝞽: "ᴛ",
	т: "ᴛ",
	ꭲ: "ᴛ",
	ҭ: "ᴛ̩",
	ţ: "ƫ",
	ț: "ƫ",
	Ꮏ: "ƫ",
	𝐮: "u",
	𝑢: "u",
	𝒖: "u",
	𝓊: "u",
	𝓾: "u",
	𝔲: "u",
	𝕦: "u",
	𝖚: "u",
	𝗎: "u",
	𝘂: "u",
	𝘶: "u",
	𝙪: "u",
	𝚞: "u",
	ꞟ: "u",
	ᴜ: "u",
	ꭎ: "u",
	ꭒ: "u",
	ʋ: "u",
	υ: "u",
	𝛖: "u",
	𝜐: "u",
	𝝊: "u",
	𝞄: "u",
	𝞾: "u",
	ս: "u",
	𐓶: "u",
	𑣘: "u",
	"∪": "U",
	"⋃": "U",
	𝐔: "U",
	𝑈: "U",
	𝑼: "U",
	𝒰: "U",
	𝓤: "U",
	𝔘: "U",
	𝕌: "U",
	𝖀: "U",
	𝖴: "U",
	𝗨: "U",
	𝘜: "U",
	𝙐: "U",
	𝚄: "U",
	Ս: "U",
	ሀ: "U",
	𐓎: "U",
	ᑌ: "U",
	ꓴ: "U",
	𖽂: "U",
	𑢸: "U",
	ǔ: "ŭ",
	Ǔ: "Ŭ",
	ᵾ: "u̵",
	ꮜ: "u̵",
	Ʉ: "U̵",
	Ꮜ: "U̵",
	ᑘ: "U·",
	ᑧ: "U'",
	ᵫ: "ue",
	ꭣ: "uo",
	ṃ: "ꭑ",
	պ: "ɰ",
	ሣ: "ɰ",
	"℧": "Ʊ",
	ᘮ: "Ʊ",
	ᘴ: "Ʊ",
	ᵿ: "ʊ̵",
	"∨": "v",
	"⋁": "v",
	ｖ: "v",
	ⅴ: "v",
	𝐯: "v",
	𝑣: "v",
	𝒗: "v",
	𝓋: "v",
	𝓿: "v",
	𝔳: "v",
	𝕧: "v",
	𝖛: "v",
	𝗏: "v",
	𝘃: "v",
	𝘷: "v",
	𝙫: "v",
	𝚟: "v",
	ᴠ: "v",
	ν: "v",
	𝛎: "v",
	𝜈: "v",
	𝝂: "v",
	𝝼: "v",
	𝞶: "v",
	ѵ: "v",
	ט: "v",
	𑜆: "v",
	ꮩ: "v",
	𑣀: "v",
	"𝈍": "V",
	"٧": "V",
	"۷": "V",
	Ⅴ: "V",
	𝐕: "V",
	𝑉: "V",
	𝑽: "V",
	𝒱: "V",
	𝓥: "V",
	𝔙: "V",
	𝕍: "V",
	𝖁: "V",
	𝖵: "V",
	𝗩: "V",
	𝘝: "V",
	𝙑: "V",
	𝚅: "V",
	Ѵ: "V",
	ⴸ: "V",
	Ꮩ: "V",
	ᐯ: "V",
	ꛟ: "V",
	ꓦ: "V",
	𖼈: "V",
	𑢠: "V",
	𐔝: "V",
	"𐆗": "V̵",
	ᐻ: "V·",
	"🝬": "VB",
	ⅵ: "vi",
	ⅶ: "vii",
	ⅷ: "viii",
	Ⅵ: "Vl",
	Ⅶ: "Vll",
	Ⅷ: "Vlll",
	"🜈": "Vᷤ",
	ᴧ: "ʌ",
	𐓘: "ʌ",
	"٨": "Ʌ",
	"۸": "Ʌ",
	Λ: "Ʌ",
	𝚲: "Ʌ",
	𝛬: "Ʌ",
	𝜦: "Ʌ",
	𝝠: "Ʌ",
	𝞚: "Ʌ",
	Л: "Ʌ",
	ⴷ: "Ʌ",
	𐒰: "Ʌ",
	ᐱ: "Ʌ",
	ꛎ: "Ʌ",
	ꓥ: "Ʌ",
	𖼽: "Ʌ",
	𐊍: "Ʌ",
	Ӆ: "Ʌ̦",
	ᐽ: "Ʌ·",
	ɯ: "w",
	𝐰: "w",
	𝑤: "w",
	𝒘: "w",
	𝓌: "w",
	𝔀: "w",
	𝔴: "w",
	𝕨: "w",
	𝖜: "w",
	𝗐: "w",
	𝘄: "w",
	𝘸: "w",
	𝙬: "w",
	𝚠: "w",
	ᴡ: "w",
	ѡ: "w",
	ԝ: "w",
	ա: "w",
	𑜊: "w",
	𑜎: "w",
	𑜏: "w",
	ꮃ: "w",
	"𑣯": "W",
	"𑣦": "W",
	𝐖: "W",
	𝑊: "W",
	𝑾: "W",
	𝒲: "W",
	𝓦: "W",
	𝔚: "W",
	𝕎: "W",
	𝖂: "W",
	𝖶: "W",
	𝗪: "W",
	𝘞: "W",
	𝙒: "W",
	𝚆: "W",
	Ԝ: "W",
	Ꮃ: "W",
	Ꮤ: "W",
	ꓪ: "W",
	ѽ: "w҆҇",
	𑓅: "ẇ",
	"₩": "W̵",
	ꝡ: "w̦",
	ᴍ: "ʍ",
	м: "ʍ",
	ꮇ: "ʍ",
	ӎ: "ʍ̦",
	"᙮": "x",
	"×": "x",
	"⤫": "x",
	"⤬": "x",
	"⨯": "x",
	ｘ: "x",
	ⅹ: "x",
	𝐱: "x",
	𝑥: "x",
	𝒙: "x",
	𝓍: "x",
	𝔁: "x",
	𝔵: "x",
	𝕩: "x",
	𝖝: "x",
	𝗑: "x",
	𝘅: "x",
	𝘹: "x",
	𝙭: "x",
	𝚡: "x",
	х: "x",
	ᕁ: "x",
	ᕽ: "x",
	"ⷯ": "ͯ",
	"᙭": "X",
	"╳": "X",
	"𐌢": "X",
	"𑣬": "X",
	Ｘ: "X",
	Ⅹ: "X",
	𝐗: "X",
	𝑋: "X",
	𝑿: "X",
	𝒳: "X",
	𝓧: "X",
	𝔛: "X",
	𝕏: "X",
	𝖃: "X",
	𝖷: "X",
	𝗫: "X",
	𝘟: "X",
	𝙓: "X",
	𝚇: "X",
	Ꭓ: "X",
	Χ: "X",
	𝚾: "X",
	𝛸: "X",
	𝜲: "X",
	𝝬: "X",
	𝞦: "X",
	Ⲭ: "X",
	Х: "X",
	ⵝ: "X",
	ᚷ: "X",
	ꓫ: "X",
	𐊐: "X",
	𐊴: "X",
	𐌗: "X",
	𐔧: "X",
	"⨰": "ẋ",
	Ҳ: "X̩",
	"𐆖": "X̵",
	ⅺ: "xi",
	ⅻ: "xii",
	Ⅺ: "Xl",
	Ⅻ: "Xll",
	ɣ: "y",
	ᶌ: "y",
	ｙ: "y",
	𝐲: "y",
	𝑦: "y",
	𝒚: "y",
	𝓎: "y",
	𝔂: "y",
	𝔶: "y",
	𝕪: "y",
	𝖞: "y",
	𝗒: "y",
	𝘆: "y",
	𝘺: "y",
	𝙮: "y",
	𝚢: "y",
	ʏ: "y",
	ỿ: "y",
	ꭚ: "y",
	γ: "y",
	ℽ: "y",
	𝛄: "y",
	𝛾: "y",
	𝜸: "y",
	𝝲: "y",
	𝞬: "y",
	у: "y",
	ү: "y",
	ყ: "y",
	𑣜: "y",
	Ｙ: "Y",
	𝐘: "Y",
	𝑌: "Y",
	𝒀: "Y",
	𝒴: "Y",
	𝓨: "Y",
	𝔜: "Y",
	𝕐: "Y",
	𝖄: "Y",
	𝖸: "Y",
	𝗬: "Y",
	𝘠: "Y",
	𝙔: "Y",
	𝚈: "Y",
	Υ: "Y",
	ϒ: "Y",
	𝚼: "Y",
	𝛶: "Y",
	𝜰: "Y",
	𝝪: "Y",
	𝞤: "Y",
	Ⲩ: "Y",
	У: "Y",
	Ү: "Y",
	Ꭹ: "Y",
	Ꮍ: "Y",
	ꓬ: "Y",
	𖽃: "Y",
	𑢤: "Y",
	𐊲: "Y",
	ƴ: "y̔",
	ɏ: "y̵",
	ұ: "y̵",
	"¥": "Y̵",
	Ɏ: "Y̵",
	Ұ: "Y̵",
	ʒ: "ȝ",
	ꝫ: "ȝ",
	ⳍ: "ȝ",
	ӡ: "ȝ",
	ჳ: "ȝ",
	𝐳: "z",
	𝑧: "z",
	𝒛: "z",
	𝓏: "z",
	𝔃: "z",
	𝔷: "z",
	𝕫: "z",
	𝖟: "z",
	𝗓: "z",
	𝘇: "z",
	𝘻: "z",
	𝙯: "z",
	𝚣: "z",
	ᴢ: "z",
	ꮓ: "z",
	𑣄: "z",
	"𐋵": "Z",
	"𑣥": "Z",
	Ｚ: "Z",
	ℤ: "Z",
	ℨ: "Z",
	𝐙: "Z",
	𝑍: "Z",
	𝒁: "Z",
	𝒵: "Z",
	𝓩: "Z",
	𝖅: "Z",
	𝖹: "Z",
	𝗭: "Z",
	𝘡: "Z",
	𝙕: "Z",
	𝚉: "Z",
	Ζ: "Z",
	𝚭: "Z",
	𝛧: "Z",
	𝜡: "Z",
	𝝛: "Z",
	𝞕: "Z",
	Ꮓ: "Z",
	ꓜ: "Z",
	𑢩: "Z",
	ʐ: "z̨",
	ƶ: "z̵",
	Ƶ: "Z̵",
	ȥ: "z̦",
	Ȥ: "Z̦",
	ᵶ: "z̴",
	ƿ: "þ",
	ϸ: "þ",
	Ϸ: "Þ",
	𐓄: "Þ",
	"⁹": "ꝰ",
	ᴤ: "ƨ",
	ϩ: "ƨ",
	ꙅ: "ƨ",
	ь: "ƅ",
	ꮟ: "ƅ",
	ы: "ƅi",
	ꭾ: "ɂ",
	ˤ: "ˁ",
	ꛍ: "ʡ",
	"⊙": "ʘ",
	"☉": "ʘ",
	"⨀": "ʘ",
	Ꙩ: "ʘ",
	ⵙ: "ʘ",
	𐓃: "ʘ",
	ℾ: "Γ",
	𝚪: "Γ",
	𝛤: "Γ",
	𝜞: "Γ",
	𝝘: "Γ",
	𝞒: "Γ",
	Ⲅ: "Γ",
	Г: "Γ",
	Ꮁ: "Γ",
	ᒥ: "Γ",
	𖼇: "Γ",
	Ғ: "Γ̵",
	ᒯ: "Γ·",
	Ґ: "Γ'",
	"∆": "Δ",
	"△": "Δ",
	"🜂": "Δ",
	𝚫: "Δ",
	𝛥: "Δ",
	𝜟: "Δ",
	𝝙: "Δ",
	𝞓: "Δ",
	Ⲇ: "Δ",
	ⵠ: "Δ",
	ᐃ: "Δ",
	𖼚: "Δ",
	𐊅: "Δ",
	𐊣: "Δ",
	"⍙": "Δ̲",
	ᐏ: "Δ·",
	ᐬ: "Δᐠ",
	𝟋: "ϝ",
	𝛇: "ζ",
	𝜁: "ζ",
	𝜻: "ζ",
	𝝵: "ζ",
	𝞯: "ζ",
	ⳤ: "ϗ",
	𝛌: "λ",
	𝜆: "λ",
	𝝀: "λ",
	𝝺: "λ",
	𝞴: "λ",
	Ⲗ: "λ",
	𐓛: "λ",
	µ: "μ",
	𝛍: "μ",
	𝜇: "μ",
	𝝁: "μ",
	𝝻: "μ",
	𝞵: "μ",
	𝛏: "ξ",
	𝜉: "ξ",
	𝝃: "ξ",
	𝝽: "ξ",
	𝞷: "ξ",
	𝚵: "Ξ",
	𝛯: "Ξ",
	𝜩: "Ξ",
	𝝣: "Ξ",
	𝞝: "Ξ",
	ϖ: "π",
	ℼ: "π",
	𝛑: "π",
	𝛡: "π",
	𝜋: "π",
	𝜛: "π",
	𝝅: "π",
	𝝕: "π",
	𝝿: "π",
	𝞏: "π",
	𝞹: "π",
	𝟉: "π",
	ᴨ: "π",
	п: "π",
	"∏": "Π",
	ℿ: "Π",
	𝚷: "Π",
	𝛱: "Π",
	𝜫: "Π",
	𝝥: "Π",
	𝞟: "Π",
	Ⲡ: "Π",
	П: "Π",
	ꛛ: "Π",
	𐊭: "Ϙ",
	𐌒: "Ϙ",
	ϛ: "ς",
	𝛓: "ς",
	𝜍: "ς",
	𝝇: "ς",
	𝞁: "ς",
	𝞻: "ς",
	𝚽: "Φ",
	𝛷: "Φ",
	𝜱: "Φ",
	𝝫: "Φ",
	𝞥: "Φ",
	Ⲫ: "Φ",
	Ф: "Φ",
	Փ: "Φ",
	ቀ: "Φ",
	ᛰ: "Φ",
	𐊳: "Φ",
	ꭓ: "χ",
	ꭕ: "χ",
	𝛘: "χ",
	𝜒: "χ",
	𝝌: "χ",
	𝞆: "χ",
	𝟀: "χ",
	ⲭ: "χ",
	𝛙: "ψ",
	𝜓: "ψ",
	𝝍: "ψ",
	𝞇: "ψ",
	𝟁: "ψ",
	ѱ: "ψ",
	𐓹: "ψ",
	𝚿: "Ψ",
	𝛹: "Ψ",
	𝜳: "Ψ",
	𝝭: "Ψ",
	𝞧: "Ψ",
	Ⲯ: "Ψ",
	Ѱ: "Ψ",
	𐓑: "Ψ",
	ᛘ: "Ψ",
	𐊵: "Ψ",
	"⍵": "ω",
	ꞷ: "ω",
	𝛚: "ω",
	𝜔: "ω",
	𝝎: "ω",
	𝞈: "ω",
	𝟂: "ω",
	ⲱ: "ω",
	ꙍ: "ω",
	Ω: "Ω",
	𝛀: "Ω",
	𝛺: "Ω",
	𝜴: "Ω",
	𝝮: "Ω",
	𝞨: "Ω",
	ᘯ: "Ω",
	ᘵ: "Ω",
	𐊶: "Ω",
	"⍹": "ω̲",
	ώ: "ῴ",
	"☰": "Ⲷ",
	Ⳝ: "Ϭ",
	җ: "ж̩",
	Җ: "Ж̩",
	"𝈋": "И",
	Ͷ: "И",
	ꚡ: "И",
	𐐥: "И",
	Й: "Ѝ",
	Ҋ: "Ѝ̦",
	ѝ: "й",
	ҋ: "й̦",
	𐒼: "Ӄ",
	ᴫ: "л",
	ӆ: "л̦",
	ꭠ: "љ",
	𐓫: "ꙩ",
	"ᷮ": "ⷬ",
	𐓍: "Ћ",
	"𝈂": "Ӿ",
	"𝈢": "Ѡ",
	Ꮗ: "Ѡ",
	ᗯ: "Ѡ",
	Ѽ: "Ѡ҆҇",
	ᣭ: "Ѡ·",
	Ꞷ: "Ꙍ",
	ӌ: "ҷ",
	Ӌ: "Ҷ",
	Ҿ: "Ҽ̨",
	ⲽ: "ш",
	Ⲽ: "Ш",
	Ꙑ: "Ъl",
	"℈": "Э",
	"🜁": "Ꙙ",
	𖼜: "Ꙙ",
	ꦒ: "ⰿ",
	և: "եւ",
	ኔ: "ձ",
	ﬔ: "մե",
	ﬕ: "մի",
	ﬗ: "մխ",
	ﬓ: "մն",
	"∩": "Ո",
	"⋂": "Ո",
	"𝉅": "Ո",
	በ: "Ո",
	ᑎ: "Ո",
	ꓵ: "Ո",
	ᑚ: "Ո·",
	ᑨ: "Ո'",
	ﬖ: "վն",
	"₽": "Ք",
	"˓": "ՙ",
	ʿ: "ՙ",
	ℵ: "א",
	ﬡ: "א",
	אָ: "אַ",
	אּ: "אַ",
	ﭏ: "אל",
	ℶ: "ב",
	ℷ: "ג",
	ℸ: "ד",
	ﬢ: "ד",
	ﬣ: "ה",
	יּ: "יִ",
	ﬤ: "כ",
	ﬥ: "ל",
	ﬦ: "ם",
	ﬠ: "ע",
	ﬧ: "ר",
	שׂ: "שׁ",
	שּ: "שׁ",
	שּׂ: "שּׁ",
	ﬨ: "ת",
	ﺀ: "ء",
	"۽": "ء͈",
	ﺂ: "آ",
	ﺁ: "آ",
	ﭑ: "ٱ",
	ﭐ: "ٱ",
	𞸁: "ب",
	𞸡: "ب",
	𞹡: "ب",
	𞺁: "ب",
	𞺡: "ب",
	ﺑ: "ب",
	ﺒ: "ب",
	ﺐ: "ب",
	ﺏ: "ب",
	ݑ: "بۛ",
	ࢶ: "بۢ",
	ࢡ: "بٔ",
	ﲠ: "بo",
	ﳢ: "بo",
	ﲜ: "بج",
	ﰅ: "بج",
	ﲝ: "بح",
	ﰆ: "بح",
	ﷂ: "بحى",
	ﲞ: "بخ",
	ﰇ: "بخ",
	ﳒ: "بخ",
	ﱋ: "بخ",
	ﶞ: "بخى",
	ﱪ: "بر",
	ﱫ: "بز",
	ﲟ: "بم",
	ﳡ: "بم",
	ﱬ: "بم",
	ﰈ: "بم",
	ﱭ: "بن",
	ﱮ: "بى",
	ﰉ: "بى",
	ﱯ: "بى",
	ﰊ: "بى",
	ﭔ: "ٻ",
	ﭕ: "ٻ",
	ﭓ: "ٻ",
	ﭒ: "ٻ",
	ې: "ٻ",
	ﯦ: "ٻ",
	ﯧ: "ٻ",
	ﯥ: "ٻ",
	ﯤ: "ٻ",
	ﭜ: "ڀ",
	ﭝ: "ڀ",
	ﭛ: "ڀ",
	ﭚ: "ڀ",
	ࢩ: "ݔ",
	ݧ: "ݔ",
	"⍥": "ة",
	ö: "ة",
	ﺔ: "ة",
	ﺓ: "ة",
	ۃ: "ة",
	𞸕: "ت",
	𞸵: "ت",
	𞹵: "ت",
	𞺕: "ت",
	𞺵: "ت",
	ﺗ: "ت",
	ﺘ: "ت",
	ﺖ: "ت",
	ﺕ: "ت",
	ﲥ: "تo",
	ﳤ: "تo",
	ﲡ: "تج",
	ﰋ: "تج",
	ﵐ: "تجم",
	ﶠ: "تجى",
	ﶟ: "تجى",
	ﲢ: "تح",
	ﰌ: "تح",
	ﵒ: "تحج",
	ﵑ: "تحج",
	ﵓ: "تحم",
	ﲣ: "تخ",
	ﰍ: "تخ",
	ﵔ: "تخم",
	ﶢ: "تخى",
	ﶡ: "تخى",
	ﱰ: "تر",
	ﱱ: "تز",
	ﲤ: "تم",
	ﳣ: "تم",
	ﱲ: "تم",
	ﰎ: "تم",
	ﵕ: "تمج",
	ﵖ: "تمح",
	ﵗ: "تمخ",
	ﶤ: "تمى",
	ﶣ: "تمى",
	ﱳ: "تن",
	ﱴ: "تى",
	ﰏ: "تى",
	ﱵ: "تى",
	ﰐ: "تى",
	ﭠ: "ٺ",
	ﭡ: "ٺ",
	ﭟ: "ٺ",
	ﭞ: "ٺ",
	ﭤ: "ٿ",
	ﭥ: "ٿ",
	ﭣ: "ٿ",
	ﭢ: "ٿ",
	𞸂: "ج",
	𞸢: "ج",
	𞹂: "ج",
	𞹢: "ج",
	𞺂: "ج",
	𞺢: "ج",
	ﺟ: "ج",
	ﺠ: "ج",
	ﺞ: "ج",
	ﺝ: "ج",
	ﲧ: "جح",
	ﰕ: "جح",
	ﶦ: "جحى",
	ﶾ: "جحى",
	ﷻ: "جل جلlلo",
	ﲨ: "جم",
	ﰖ: "جم",
	ﵙ: "جمح",
	ﵘ: "جمح",
	ﶧ: "جمى",
	ﶥ: "جمى",
	ﴝ: "جى",
	ﴁ: "جى",
	ﴞ: "جى",
	ﴂ: "جى",
	ﭸ: "ڃ",
	ﭹ: "ڃ",
	ﭷ: "ڃ",
	ﭶ: "ڃ",
	ﭴ: "ڄ",
	ﭵ: "ڄ",
	ﭳ: "ڄ",
	ﭲ: "ڄ",
	ﭼ: "چ",
	ﭽ: "چ",
	ﭻ: "چ",
	ﭺ: "چ",
	ﮀ: "ڇ",
	ﮁ: "ڇ",
	ﭿ: "ڇ",
	ﭾ: "ڇ",
	𞸇: "ح",
	𞸧: "ح",
	𞹇: "ح",
	𞹧: "ح",
	𞺇: "ح",
	𞺧: "ح",
	ﺣ: "ح",
	ﺤ: "ح",
	ﺢ: "ح",
	ﺡ: "ح",
	څ: "حۛ",
	ځ: "حٔ",
	ݲ: "حٔ",
	ﲩ: "حج",
	ﰗ: "حج",
	ﶿ: "حجى",
	ﲪ: "حم",
	ﰘ: "حم",
	ﵛ: "حمى",
	ﵚ: "حمى",
	ﴛ: "حى",
	ﳿ: "حى",
	ﴜ: "حى",
	ﴀ: "حى",
	𞸗: "خ",
	𞸷: "خ",
	𞹗: "خ",
	𞹷: "خ",
	𞺗: "خ",
	𞺷: "خ",
	ﺧ: "خ",
	ﺨ: "خ",
	ﺦ: "خ",
	ﺥ: "خ",
	ﲫ: "خج",
	ﰙ: "خج",
	ﰚ: "خح",
	ﲬ: "خم",
	ﰛ: "خم",
	ﴟ: "خى",
	ﴃ: "خى",
	ﴠ: "خى",
	ﴄ: "خى",
	"𐋡": "د",
	𞸃: "د",
	𞺃: "د",
	𞺣: "د",
	ﺪ: "د",
	ﺩ: "د",
	ڈ: "دؕ",
	ﮉ: "دؕ",
	ﮈ: "دؕ",
	ڎ: "دۛ",
	ﮇ: "دۛ",
	ﮆ: "دۛ",
	ۮ: "د̂",
	ࢮ: "د̤̣",
	𞸘: "ذ",
	𞺘: "ذ",
	𞺸: "ذ",
	ﺬ: "ذ",
	ﺫ: "ذ",
	ﱛ: "ذٰ",
	ڋ: "ڊؕ",
	ﮅ: "ڌ",
	ﮄ: "ڌ",
	ﮃ: "ڍ",
	ﮂ: "ڍ",
	𞸓: "ر",
	𞺓: "ر",
	𞺳: "ر",
	ﺮ: "ر",
	ﺭ: "ر",
	ڑ: "رؕ",
	ﮍ: "رؕ",
	ﮌ: "رؕ",
	ژ: "رۛ",
	ﮋ: "رۛ",
	ﮊ: "رۛ",
	ڒ: "ر̆",
	ࢹ: "ر̆̇",
	ۯ: "ر̂",
	ݬ: "رٔ",
	ﱜ: "رٰ",
	ﷶ: "رسول",
	"﷼": "رىlل",
	𞸆: "ز",
	𞺆: "ز",
	𞺦: "ز",
	ﺰ: "ز",
	ﺯ: "ز",
	ࢲ: "ز̂",
	ݱ: "ڗؕ",
	𞸎: "س",
	𞸮: "س",
	𞹎: "س",
	𞹮: "س",
	𞺎: "س",
	𞺮: "س",
	ﺳ: "س",
	ﺴ: "س",
	ﺲ: "س",
	ﺱ: "س",
	ش: "سۛ",
	𞸔: "سۛ",
	𞸴: "سۛ",
	𞹔: "سۛ",
	𞹴: "سۛ",
	𞺔: "سۛ",
	𞺴: "سۛ",
	ﺷ: "سۛ",
	ﺸ: "سۛ",
	ﺶ: "سۛ",
	ﺵ: "سۛ",
	ݾ: "س̂",
	ﴱ: "سo",
	ﳨ: "سo",
	ﴲ: "سۛo",
	ﳪ: "سۛo",
	ﲭ: "سج",
	ﴴ: "سج",
	ﰜ: "سج",
	ﴭ: "سۛج",
	ﴷ: "سۛج",
	ﴥ: "سۛج",
	ﴉ: "سۛج",
	ﵝ: "سجح",
	ﵞ: "سجى",
	ﵩ: "سۛجى",
	ﲮ: "سح",
	ﴵ: "سح",
	ﰝ: "سح",
	ﴮ: "سۛح",
	ﴸ: "سۛح",
	ﴦ: "سۛح",
	ﴊ: "سۛح",
	ﵜ: "سحج",
	ﵨ: "سۛحم",
	ﵧ: "سۛحم",
	ﶪ: "سۛحى",
	ﲯ: "سخ",
	ﴶ: "سخ",
	ﰞ: "سخ",
	ﴯ: "سۛخ",
	ﴹ: "سۛخ",
	ﴧ: "سۛخ",
	ﴋ: "سۛخ",
	ﶨ: "سخى",
	ﷆ: "سخى",
	ﴪ: "سر",
	ﴎ: "سر",
	ﴩ: "سۛر",
	ﴍ: "سۛر",
	ﲰ: "سم",
	ﳧ: "سم",
	ﰟ: "سم",
	ﴰ: "سۛم",
	ﳩ: "سۛم",
	ﴨ: "سۛم",
	ﴌ: "سۛم",
	ﵡ: "سمج",
	ﵠ: "سمح",
	ﵟ: "سمح",
	ﵫ: "سۛمخ",
	ﵪ: "سۛمخ",
	ﵣ: "سمم",
	ﵢ: "سمم",
	ﵭ: "سۛمم",
	ﵬ: "سۛمم",
	ﴗ: "سى",
	ﳻ: "سى",
	ﴘ: "سى",
	ﳼ: "سى",
	ﴙ: "سۛى",
	ﳽ: "سۛى",
	ﴚ: "سۛى",
	ﳾ: "سۛى",
	"𐋲": "ص",
	𞸑: "ص",
	𞸱: "ص",
	𞹑: "ص",
	𞹱: "ص",
	𞺑: "ص",
	𞺱: "ص",
	ﺻ: "ص",
	ﺼ: "ص",
	ﺺ: "ص",
	ﺹ: "ص",
	ڞ: "صۛ",
	ࢯ: "ص̤̣",
	ﲱ: "صح",
	ﰠ: "صح",
	ﵥ: "صحح",
	ﵤ: "صحح",
	ﶩ: "صحى",
	ﲲ: "صخ",
	ﴫ: "صر",
	ﴏ: "صر",
	ﷵ: "صلعم",
	ﷹ: "صلى",
	ﷰ: "صلى",
	ﷺ: "صلى lللo علىo وسلم",
	ﲳ: "صم",
	ﰡ: "صم",
	ﷅ: "صمم",
	ﵦ: "صمم",
	ﴡ: "صى",
	ﴅ: "صى",
	ﴢ: "صى",
	ﴆ: "صى",
	𞸙: "ض",
	𞸹: "ض",
	𞹙: "ض",
	𞹹: "ض",
	𞺙: "ض",
	𞺹: "ض",
	ﺿ: "ض",
	ﻀ: "ض",
	ﺾ: "ض",
	ﺽ: "ض",
	ﲴ: "ضج",
	ﰢ: "ضج",
	ﲵ: "ضح",
	ﰣ: "ضح",
	ﵮ: "ضحى",
	ﶫ: "ضحى",
	ﲶ: "ضخ",
	ﰤ: "ضخ",
	ﵰ: "ضخم",
	ﵯ: "ضخم",
	ﴬ: "ضر",
	ﴐ: "ضر",
	ﲷ: "ضم",
	ﰥ: "ضم",
	ﴣ: "ضى",
	ﴇ: "ضى",
	ﴤ: "ضى",
	ﴈ: "ضى",
	"𐋨": "ط",
	𞸈: "ط",
	𞹨: "ط",
	𞺈: "ط",
	𞺨: "ط",
	ﻃ: "ط",
	ﻄ: "ط",
	ﻂ: "ط",
	ﻁ: "ط",
	ڟ: "طۛ",
	ﲸ: "طح",
	ﰦ: "طح",
	ﴳ: "طم",
	ﴺ: "طم",
	ﰧ: "طم",
	ﵲ: "طمح",
	ﵱ: "طمح",
	ﵳ: "طمم",
	ﵴ: "طمى",
	ﴑ: "طى",
	ﳵ: "طى",
	ﴒ: "طى",
	ﳶ: "طى",
	𞸚: "ظ",
	𞹺: "ظ",
	𞺚: "ظ",
	𞺺: "ظ",
	ﻇ: "ظ",
	ﻈ: "ظ",
	ﻆ: "ظ",
	ﻅ: "ظ",
	ﲹ: "ظم",
	ﴻ: "ظم",
	ﰨ: "ظم",
	"؏": "ع",
	𞸏: "ع",
	𞸯: "ع",
	𞹏: "ع",
	𞹯: "ع",
	𞺏: "ع",
	𞺯: "ع",
	ﻋ: "ع",
	ﻌ: "ع",
	ﻊ: "ع",
	ﻉ: "ع",
	ﲺ: "عج",
	ﰩ: "عج",
	ﷄ: "عجم",
	ﵵ: "عجم",
	ﷷ: "علىo",
	ﲻ: "عم",
	ﰪ: "عم",
	ﵷ: "عمم",
	ﵶ: "عمم",
	ﵸ: "عمى",
	ﶶ: "عمى",
	ﴓ: "عى",
	ﳷ: "عى",
	ﴔ: "عى",
	ﳸ: "عى",
	𞸛: "غ",
	𞸻: "غ",
	𞹛: "غ",
	𞹻: "غ",
	𞺛: "غ",
	𞺻: "غ",
	ﻏ: "غ",
	ﻐ: "غ",
	ﻎ: "غ",
	ﻍ: "غ",
	ﲼ: "غج",
	ﰫ: "غج",
	ﲽ: "غم",
	ﰬ: "غم",
	ﵹ: "غمم",
	ﵻ: "غمى",
	ﵺ: "غمى",
	ﴕ: "غى",
	ﳹ: "غى",
	ﴖ: "غى",
	ﳺ: "غى",
	𞸐: "ف",
	𞸰: "ف",
	𞹰: "ف",
	𞺐: "ف",
	𞺰: "ف",
	ﻓ: "ف",
	ﻔ: "ف",
	ﻒ: "ف",
	ﻑ: "ف",
	ڧ: "ف",
	ﲾ: "فج",
	ﰭ: "فج",
	ﲿ: "فح",
	ﰮ: "فح",
	ﳀ: "فخ",
	ﰯ: "فخ",
	ﵽ: "فخم",
	ﵼ: "فخم",
	ﳁ: "فم",
	ﰰ: "فم",
	ﷁ: "فمى",
	ﱼ: "فى",
	ﰱ: "فى",
	ﱽ: "فى",
	ﰲ: "فى",
	𞸞: "ڡ",
	𞹾: "ڡ",
	ࢻ: "ڡ",
	ٯ: "ڡ",
	𞸟: "ڡ",
	𞹟: "ڡ",
	ࢼ: "ڡ",
	ڤ: "ڡۛ",
	ﭬ: "ڡۛ",
	ﭭ: "ڡۛ",
	ﭫ: "ڡۛ",
	ﭪ: "ڡۛ",
	ڨ: "ڡۛ",
	ࢤ: "ڢۛ",
	ﭰ: "ڦ",
	ﭱ: "ڦ",
	ﭯ: "ڦ",
	ﭮ: "ڦ",
	𞸒: "ق",
	𞸲: "ق",
	𞹒: "ق",
	𞹲: "ق",
	𞺒: "ق",
	𞺲: "ق",
	ﻗ: "ق",
	ﻘ: "ق",
	ﻖ: "ق",
	ﻕ: "ق",
	ﳂ: "قح",
	ﰳ: "قح",
	ﷱ: "قلى",
	ﳃ: "قم",
	ﰴ: "قم",
	ﶴ: "قمح",
	ﵾ: "قمح",
	ﵿ: "قمم",
	ﶲ: "قمى",
	ﱾ: "قى",
	ﰵ: "قى",
	ﱿ: "قى",
	ﰶ: "قى",
	𞸊: "ك",
	𞸪: "ك",
	𞹪: "ك",
	ﻛ: "ك",
	ﻜ: "ك",
	ﻚ: "ك",
	ﻙ: "ك",
	ک: "ك",
	ﮐ: "ك",
	ﮑ: "ك",
	ﮏ: "ك",
	ﮎ: "ك",
	ڪ: "ك",
	ڭ: "كۛ",
	ﯕ: "كۛ",
	ﯖ: "كۛ",
	ﯔ: "كۛ",
	ﯓ: "كۛ",
	ݣ: "كۛ",
	ﲀ: "كl",
	ﰷ: "كl",
	ﳄ: "كج",
	ﰸ: "كج",
	ﳅ: "كح",
	ﰹ: "كح",
	ﳆ: "كخ",
	ﰺ: "كخ",
	ﳇ: "كل",
	ﳫ: "كل",
	ﲁ: "كل",
	ﰻ: "كل",
	ﳈ: "كم",
	ﳬ: "كم",
	ﲂ: "كم",
	ﰼ: "كم",
	ﷃ: "كمم",
	ﶻ: "كمم",
	ﶷ: "كمى",
	ﲃ: "كى",
	ﰽ: "كى",
	ﲄ: "كى",
	ﰾ: "كى",
	ݢ: "ڬ",
	ﮔ: "گ",
	ﮕ: "گ",
	ﮓ: "گ",
	ﮒ: "گ",
	ࢰ: "گ",
	ڴ: "گۛ",
	ﮜ: "ڱ",
	ﮝ: "ڱ",
	ﮛ: "ڱ",
	ﮚ: "ڱ",
	ﮘ: "ڳ",
	ﮙ: "ڳ",
	ﮗ: "ڳ",
	ﮖ: "ڳ",
	𞸋: "ل",
	𞸫: "ل",
	𞹋: "ل",
	𞺋: "ل",
	𞺫: "ل",
	ﻟ: "ل",
	ﻠ: "ل",
	ﻞ: "ل",
	ﻝ: "ل",
	ڷ: "لۛ",
	ڵ: "ل̆",
	ﻼ: "لl",
	ﻻ: "لl",
	ﻺ: "لlٕ",
	ﻹ: "لlٕ",
	ﻸ: "لlٴ",
	ﻷ: "لlٴ",
	ﳍ: "لo",
	ﻶ: "لآ",
	ﻵ: "لآ",
	ﳉ: "لج",
	ﰿ: "لج",
	ﶃ: "لجج",
	ﶄ: "لجج",
	ﶺ: "لجم",
	ﶼ: "لجم",
	ﶬ: "لجى",
	ﳊ: "لح",
	ﱀ: "لح",
	ﶵ: "لحم",
	ﶀ: "لحم",
	ﶂ: "لحى",
	ﶁ: "لحى",
	ﳋ: "لخ",
	ﱁ: "لخ",
	ﶆ: "لخم",
	ﶅ: "لخم",
	ﳌ: "لم",
	ﳭ: "لم",
	ﲅ: "لم",
	ﱂ: "لم",
	ﶈ: "لمح",
	ﶇ: "لمح",
	ﶭ: "لمى",
	ﲆ: "لى",
	ﱃ: "لى",
	ﲇ: "لى",
	ﱄ: "لى",
	𞸌: "م",
	𞸬: "م",
	𞹬: "م",
	𞺌: "م",
	𞺬: "م",
	ﻣ: "م",
	ﻤ: "م",
	ﻢ: "م",
	ﻡ: "م",
	ࢧ: "مۛ",
	"۾": "م͈",
	ﲈ: "مl",
	ﳎ: "مج",
	ﱅ: "مج",
	ﶌ: "مجح",
	ﶒ: "مجخ",
	ﶍ: "مجم",
	ﷀ: "مجى",
	ﳏ: "مح",
	ﱆ: "مح",
	ﶉ: "محج",
	ﶊ: "محم",
	ﷴ: "محمد",
	ﶋ: "محى",
	ﳐ: "مخ",
	ﱇ: "مخ",
	ﶎ: "مخج",
	ﶏ: "مخم",
	ﶹ: "مخى",
	ﳑ: "مم",
	ﲉ: "مم",
	ﱈ: "مم",
	ﶱ: "ممى",
	ﱉ: "مى",
	ﱊ: "مى",
	𞸍: "ن",
	𞸭: "ن",
	𞹍: "ن",
	𞹭: "ن",
	𞺍: "ن",
	𞺭: "ن",
	ﻧ: "ن",
	ﻨ: "ن",
	ﻦ: "ن",
	ﻥ: "ن",
	ݨ: "نؕ",
	ݩ: "ن̆",
	ﳖ: "نo",
	ﳯ: "نo",
	ﶸ: "نجح",
	ﶽ: "نجح",
	ﶘ: "نجم",
	ﶗ: "نجم",
	ﶙ: "نجى",
	ﷇ: "نجى",
	ﳓ: "نح",
	ﱌ: "نح",
	ﶕ: "نحم",
	ﶖ: "نحى",
	ﶳ: "نحى",
	ﳔ: "نخ",
	ﱍ: "نخ",
	ﲊ: "نر",
	ﲋ: "نز",
	ﳕ: "نم",
	ﳮ: "نم",
	ﲌ: "نم",
	ﱎ: "نم",
	ﶛ: "نمى",
	ﶚ: "نمى",
	ﲍ: "نن",
	ﲎ: "نى",
	ﱏ: "نى",
	ﲏ: "نى",
	ﱐ: "نى",
	ۂ: "ۀ",
	ﮥ: "ۀ",
	ﮤ: "ۀ",
	"𐋤": "و",
	𞸅: "و",
	𞺅: "و",
	𞺥: "و",
	ﻮ: "و",
	ﻭ: "و",
	ࢱ: "و",
	ۋ: "وۛ",
	ﯟ: "وۛ",
	ﯞ: "وۛ",
	ۇ: "و̓",
	ﯘ: "و̓",
	ﯗ: "و̓",
	ۆ: "و̆",
	ﯚ: "و̆",
	ﯙ: "و̆",
	ۉ: "و̂",
	ﯣ: "و̂",
	ﯢ: "و̂",
	ۈ: "وٰ",
	ﯜ: "وٰ",
	ﯛ: "وٰ",
	ؤ: "وٴ",
	ﺆ: "وٴ",
	ﺅ: "وٴ",
	ٶ: "وٴ",
	ٷ: "و̓ٴ",
	ﯝ: "و̓ٴ",
	ﷸ: "وسلم",
	ﯡ: "ۅ",
	ﯠ: "ۅ",
	ٮ: "ى",
	𞸜: "ى",
	𞹼: "ى",
	ں: "ى",
	𞸝: "ى",
	𞹝: "ى",
	ﮟ: "ى",
	ﮞ: "ى",
	ࢽ: "ى",
	ﯨ: "ى",
	ﯩ: "ى",
	ﻰ: "ى",
	ﻯ: "ى",
	ي: "ى",
	𞸉: "ى",
	𞸩: "ى",
	𞹉: "ى",
	𞹩: "ى",
	𞺉: "ى",
	𞺩: "ى",
	ﻳ: "ى",
	ﻴ: "ى",
	ﻲ: "ى",
	ﻱ: "ى",
	ی: "ى",
	ﯾ: "ى",
	ﯿ: "ى",
	ﯽ: "ى",
	ﯼ: "ى",
	ے: "ى",
	ﮯ: "ى",
	ﮮ: "ى",
	ٹ: "ىؕ",
	ﭨ: "ىؕ",
	ﭩ: "ىؕ",
	ﭧ: "ىؕ",
	ﭦ: "ىؕ",
	ڻ: "ىؕ",
	ﮢ: "ىؕ",
	ﮣ: "ىؕ",
	ﮡ: "ىؕ",
	ﮠ: "ىؕ",
	پ: "ىۛ",
	ﭘ: "ىۛ",
	ﭙ: "ىۛ",
	ﭗ: "ىۛ",
	ﭖ: "ىۛ",
	ث: "ىۛ",
	𞸖: "ىۛ",
	𞸶: "ىۛ",
	𞹶: "ىۛ",
	𞺖: "ىۛ",
	𞺶: "ىۛ",
	ﺛ: "ىۛ",
	ﺜ: "ىۛ",
	ﺚ: "ىۛ",
	ﺙ: "ىۛ",
	ڽ: "ىۛ",
	ۑ: "ىۛ",
	ؿ: "ىۛ",
	ࢷ: "ىۛۢ",
	ݖ: "ى̆",
	ێ: "ى̆",
	ࢺ: "ى̆̇",
	ؽ: "ى̂",
	ࢨ: "ىٔ",
	ﲐ: "ىٰ",
	ﱝ: "ىٰ",
	ﳞ: "ىo",
	ﳱ: "ىo",
	ﳦ: "ىۛo",
	ئ: "ىٴ",
	ﺋ: "ىٴ",
	ﺌ: "ىٴ",
	ﺊ: "ىٴ",
	ﺉ: "ىٴ",
	ٸ: "ىٴ",
	ﯫ: "ىٴl",
	ﯪ: "ىٴl",
	ﲛ: "ىٴo",
	ﳠ: "ىٴo",
	ﯭ: "ىٴo",
	ﯬ: "ىٴo",
	ﯸ: "ىٴٻ",
	ﯷ: "ىٴٻ",
	ﯶ: "ىٴٻ",
	ﲗ: "ىٴج",
	ﰀ: "ىٴج",
	ﲘ: "ىٴح",
	ﰁ: "ىٴح",
	ﲙ: "ىٴخ",
	ﱤ: "ىٴر",
	ﱥ: "ىٴز",
	ﲚ: "ىٴم",
	ﳟ: "ىٴم",
	ﱦ: "ىٴم",
	ﰂ: "ىٴم",
	ﱧ: "ىٴن",
	ﯯ: "ىٴو",
	ﯮ: "ىٴو",
	ﯱ: "ىٴو̓",
	ﯰ: "ىٴو̓",
	ﯳ: "ىٴو̆",
	ﯲ: "ىٴو̆",
	ﯵ: "ىٴوٰ",
	ﯴ: "ىٴوٰ",
	ﯻ: "ىٴى",
	ﯺ: "ىٴى",
	ﱨ: "ىٴى",
	ﯹ: "ىٴى",
	ﰃ: "ىٴى",
	ﱩ: "ىٴى",
	ﰄ: "ىٴى",
	ﳚ: "ىج",
	ﱕ: "ىج",
	ﰑ: "ىۛج",
	ﶯ: "ىجى",
	ﳛ: "ىح",
	ﱖ: "ىح",
	ﶮ: "ىحى",
	ﳜ: "ىخ",
	ﱗ: "ىخ",
	ﲑ: "ىر",
	ﱶ: "ىۛر",
	ﲒ: "ىز",
	ﱷ: "ىۛز",
	ﳝ: "ىم",
	ﳰ: "ىم",
	ﲓ: "ىم",
	ﱘ: "ىم",
	ﲦ: "ىۛم",
	ﳥ: "ىۛم",
	ﱸ: "ىۛم",
	ﰒ: "ىۛم",
	ﶝ: "ىمم",
	ﶜ: "ىمم",
	ﶰ: "ىمى",
	ﲔ: "ىن",
	ﱹ: "ىۛن",
	ﲕ: "ىى",
	ﱙ: "ىى",
	ﲖ: "ىى",
	ﱚ: "ىى",
	ﱺ: "ىۛى",
	ﰓ: "ىۛى",
	ﱻ: "ىۛى",
	ﰔ: "ىۛى",
	ﮱ: "ۓ",
	ﮰ: "ۓ",
	𐊸: "ⵀ",
	"⁞": "ⵂ",
	"⸽": "ⵂ",
	"⦙": "ⵂ",
	"︙": "ⵗ",
	"⁝": "ⵗ",
	"⋮": "ⵗ",
	Մ: "ሆ",
	Ռ: "ቡ",
	Ի: "ኮ",
	Պ: "ጣ",
	आ: "अा",
	ऒ: "अाॆ",
	ओ: "अाे",
	औ: "अाै",
	ऄ: "अॆ",
	ऑ: "अॉ",
	ऍ: "एॅ",
	ऎ: "एॆ",
	ऐ: "एे",
	ई: "र्इ",
	ઽ: "ऽ",
	𑇜: "ꣻ",
	"𑇋": "ऺ",
	"ુ": "ु",
	"ૂ": "ू",
	"ੋ": "ॆ",
	"੍": "्",
	"્": "्",
	আ: "অা",
	ৠ: "ঋৃ",
	ৡ: "ঋৃ",
	𑒒: "ঘ",
	𑒔: "চ",
	𑒖: "জ",
	𑒘: "ঞ",
	𑒙: "ট",
	𑒛: "ড",
	𑒪: "ণ",
	𑒞: "ত",
	𑒟: "থ",
	𑒠: "দ",
	𑒡: "ধ",
	𑒢: "ন",
	𑒣: "প",
	𑒩: "ব",
	𑒧: "ম",
	𑒨: "য",
	𑒫: "র",
	𑒝: "ল",
	𑒭: "ষ",
	𑒮: "স",
	𑓄: "ঽ",
	"𑒰": "া",
	"𑒱": "ি",
	"𑒹": "ে",
	"𑒼": "ো",
	"𑒾": "ৌ",
	"𑓂": "্",
	"𑒽": "ৗ",
	ਉ: "ੳੁ",
	ਊ: "ੳੂ",
	ਆ: "ਅਾ",
	ਐ: "ਅੈ",
	ਔ: "ਅੌ",
	ਇ: "ੲਿ",
	ਈ: "ੲੀ",
	ਏ: "ੲੇ",
	આ: "અા",
	ઑ: "અાૅ",
	ઓ: "અાે",
	ઔ: "અાૈ",
	ઍ: "અૅ",
	એ: "અે",
	ઐ: "અૈ",
	ଆ: "ଅା",
	"௮": "அ",
	ர: "ஈ",
	"ா": "ஈ",
	"௫": "ஈு",
	"௨": "உ",
	ഉ: "உ",
	ஊ: "உள",
	ഊ: "உൗ",
	"௭": "எ",
	"௷": "எவ",
	ஜ: "ஐ",
	ജ: "ஐ",
	"௧": "க",
	"௪": "ச",
	"௬": "சு",
	"௲": "சூ",
	ഺ: "டி",
	ണ: "ண",
	"௺": "நீ",
	"௴": "மீ",
	"௰": "ய",
	ഴ: "ழ",
	"ௗ": "ள",
	"ை": "ன",
	ശ: "ஶ",
	"௸": "ஷ",
	"ി": "ி",
	"ീ": "ி",
	"ொ": "ெஈ",
	"ௌ": "ெள",
	"ோ": "ேஈ",
	ಅ: "అ",
	ಆ: "ఆ",
	ಇ: "ఇ",
	ౠ: "ఋా",
	ౡ: "ఌా",
	ಒ: "ఒ",
	ఔ: "ఒౌ",
	ಔ: "ఒౌ",
	ఓ: "ఒౕ",
	ಓ: "ఒౕ",
	ಜ: "జ",
	ಞ: "ఞ",
	ఢ: "డ̣",
	ಣ: "ణ",
	థ: "ధּ",
	భ: "బ̣",
	ಯ: "య",
	ఠ: "రּ",
	ಱ: "ఱ",
	ಲ: "ల",
	ష: "వ̣",
	హ: "వా",
	మ: "వు",
	"ూ": "ుా",
	"ౄ": "ృా",
	ೡ: "ಌಾ",
	ഈ: "ഇൗ",
	ഐ: "എെ",
	ഓ: "ഒാ",
	ഔ: "ഒൗ",
	ൡ: "ഞ",
	"൫": "ദ്ര",
	"൹": "നു",
	ഌ: "നു",
	ങ: "നു",
	"൯": "ന്",
	ൻ: "ന്",
	"൬": "ന്ന",
	"൚": "ന്മ",
	റ: "ര",
	"൪": "ര്",
	ർ: "ര്",
	"൮": "വ്ര",
	"൶": "ഹ്മ",
	"ൂ": "ു",
	"ൃ": "ു",
	"ൈ": "െെ",
	"෪": "ජ",
	"෫": "ද",
	𑐓: "𑐴𑑂𑐒",
	𑐙: "𑐴𑑂𑐘",
	𑐤: "𑐴𑑂𑐣",
	𑐪: "𑐴𑑂𑐩",
	𑐭: "𑐴𑑂𑐬",
	𑐯: "𑐴𑑂𑐮",
	𑗘: "𑖂",
	𑗙: "𑖂",
	𑗚: "𑖃",
	𑗛: "𑖄",
	"𑗜": "𑖲",
	"𑗝": "𑖳",
	ฃ: "ข",
	ด: "ค",
	ต: "ค",
	ม: "ฆ",
	ຈ: "จ",
	ซ: "ช",
	ฏ: "ฎ",
	ท: "ฑ",
	ບ: "บ",
	ປ: "ป",
	ຝ: "ฝ",
	ພ: "พ",
	ຟ: "ฟ",
	ฦ: "ภ",
	ຍ: "ย",
	"។": "ฯ",
	ๅ: "า",
	ำ: "̊า",
	"ិ": "ิ",
	"ី": "ี",
	"ឹ": "ึ",
	"ឺ": "ื",
	"ຸ": "ุ",
	"ູ": "ู",
	แ: "เเ",
	ໜ: "ຫນ",
	ໝ: "ຫມ",
	ຳ: "̊າ",
	"༂": "འུྂཿ",
	"༃": "འུྂ༔",
	ཪ: "ར",
	ༀ: "ཨོཾ",
	"ཷ": "ྲཱྀ",
	"ཹ": "ླཱྀ",
	"𑲲": "𑲪",
	ႁ: "ဂှ",
	က: "ဂာ",
	ၰ: "ဃှ",
	ၦ: "ပှ",
	ဟ: "ပာ",
	ၯ: "ပာှ",
	ၾ: "ၽှ",
	ဩ: "သြ",
	ဪ: "သြော်",
	"႞": "ႃ̊",
	ឣ: "អ",
	"᧐": "ᦞ",
	"᧑": "ᦱ",
	"᪀": "ᩅ",
	"᪐": "ᩅ",
	"꩓": "ꨁ",
	"꩖": "ꨣ",
	"᭒": "ᬍ",
	"᭓": "ᬑ",
	"᭘": "ᬨ",
	ꦣ: "ꦝ",
	ᢖ: "ᡜ",
	ᡕ: "ᠵ",
	ῶ: "Ꮿ",
	ᐍ: "ᐁ·",
	ᐫ: "ᐁᐠ",
	ᐑ: "ᐄ·",
	ᐓ: "ᐅ·",
	ᐭ: "ᐅᐠ",
	ᐕ: "ᐆ·",
	ᐘ: "ᐊ·",
	ᐮ: "ᐊᐠ",
	ᐚ: "ᐋ·",
	ᣝ: "ᐞᣟ",
	ᓑ: "ᐡ",
	ᕀ: "ᐩ",
	ᐿ: "ᐲ·",
	ᑃ: "ᐴ·",
	"⍩": "ᐵ",
	ᑇ: "ᐹ·",
	ᑜ: "ᑏ·",
	"⸧": "ᑐ",
	"⊃": "ᑐ",
	ᑞ: "ᑐ·",
	ᑩ: "ᑐ'",
	"⟉": "ᑐ/",
	"⫗": "ᑐᑕ",
	ᑠ: "ᑑ·",
	"⸦": "ᑕ",
	"⊂": "ᑕ",
	ᑢ: "ᑕ·",
	ᑪ: "ᑕ'",
	ᑤ: "ᑖ·",
	ᑵ: "ᑫ·",
	ᒅ: "ᑫ'",
	ᑹ: "ᑮ·",
	ᑽ: "ᑰ·",
	ᘃ: "ᒉ",
	ᒓ: "ᒉ·",
	ᒕ: "ᒋ·",
	ᒗ: "ᒌ·",
	ᒛ: "ᒎ·",
	ᘂ: "ᒐ",
	ᒝ: "ᒐ·",
	ᒟ: "ᒑ·",
	ᒭ: "ᒣ·",
	ᒱ: "ᒦ·",
	ᒳ: "ᒧ·",
	ᒵ: "ᒨ·",
	ᒹ: "ᒫ·",
	ᓊ: "ᓀ·",
	ᣇ: "ᓂ·",
	ᣉ: "ᓃ·",
	ᣋ: "ᓄ·",
	ᣍ: "ᓅ·",
	ᓌ: "ᓇ·",
	ᓎ: "ᓈ·",
	ᘄ: "ᓓ",
	ᓝ: "ᓓ·",
	ᓟ: "ᓕ·",
	ᓡ: "ᓖ·",
	ᓣ: "ᓗ·",
	ᓥ: "ᓘ·",
	ᘇ: "ᓚ",
	ᓧ: "ᓚ·",
	ᓩ: "ᓛ·",
	ᓷ: "ᓭ·",
	ᓹ: "ᓯ·",
	ᓻ: "ᓰ·",
	ᓽ: "ᓱ·",
	ᓿ: "ᓲ·",
	ᔁ: "ᓴ·",
	ᔃ: "ᓵ·",
	ᔌ: "ᔋ<",
	ᔎ: "ᔋb",
	ᔍ: "ᔋᑕ",
	ᔏ: "ᔋᒐ",
	ᔘ: "ᔐ·",
	ᔚ: "ᔑ·",
	ᔜ: "ᔒ·",
	ᔞ: "ᔓ·",
	ᔠ: "ᔔ·",
	ᔢ: "ᔕ·",
	ᔤ: "ᔖ·",
	ᔲ: "ᔨ·",
	ᔴ: "ᔩ·",
	ᔶ: "ᔪ·",
	ᔸ: "ᔫ·",
	ᔺ: "ᔭ·",
	ᔼ: "ᔮ·",
	ᘢ: "ᕃ",
	ᣠ: "ᕃ·",
	ᘣ: "ᕆ",
	ᘤ: "ᕊ",
	ᕏ: "ᕌ·",
	ᖃ: "ᕐb",
	ᖄ: "ᕐḃ",
	ᖁ: "ᕐd",
	ᕿ: "ᕐP",
	ᙯ: "ᕐᑫ",
	ᕾ: "ᕐᑬ",
	ᖀ: "ᕐᑮ",
	ᖂ: "ᕐᑰ",
	ᖅ: "ᕐᒃ",
	ᕜ: "ᕚ·",
	ᣣ: "ᕞ·",
	ᣤ: "ᕦ·",
	ᕩ: "ᕧ·",
	ᣥ: "ᕫ·",
	ᣨ: "ᖆ·",
	ᖑ: "ᖕJ",
	ᙰ: "ᖕᒉ",
	ᖎ: "ᖕᒊ",
	ᖏ: "ᖕᒋ",
	ᖐ: "ᖕᒌ",
	ᖒ: "ᖕᒎ",
	ᖓ: "ᖕᒐ",
	ᖔ: "ᖕᒑ",
	ᙳ: "ᖖJ",
	ᙱ: "ᖖᒋ",
	ᙲ: "ᖖᒌ",
	ᙴ: "ᖖᒎ",
	ᙵ: "ᖖᒐ",
	ᙶ: "ᖖᒑ",
	ᣪ: "ᖗ·",
	ᙷ: "ᖧ·",
	ᙸ: "ᖨ·",
	ᙹ: "ᖩ·",
	ᙺ: "ᖪ·",
	ᙻ: "ᖫ·",
	ᙼ: "ᖬ·",
	ᙽ: "ᖭ·",
	"⪫": "ᗒ",
	"⪪": "ᗕ",
	ꓷ: "ᗡ",
	ᣰ: "ᗴ·",
	ᣲ: "ᘛ·",
	ᶻ: "ᙆ",
	ꓭ: "ᙠ",
	ᶺ: "ᣔ",
	ᴾ: "ᣖ",
	ᣜ: "ᣟᐞ",
	ˡ: "ᣳ",
	ʳ: "ᣴ",
	ˢ: "ᣵ",
	ᣛ: "ᣵ",
	ꚰ: "ᚹ",
	ᛡ: "ᚼ",
	"⍿": "ᚽ",
	ᛂ: "ᚽ",
	"𝈿": "ᛋ",
	"↑": "ᛏ",
	"↿": "ᛐ",
	"⥮": "ᛐ⇂",
	"⥣": "ᛐᛚ",
	ⵣ: "ᛯ",
	"↾": "ᛚ",
	"⨡": "ᛚ",
	"⋄": "ᛜ",
	"◇": "ᛜ",
	"◊": "ᛜ",
	"♢": "ᛜ",
	"🝔": "ᛜ",
	𑢷: "ᛜ",
	𐊔: "ᛜ",
	"⍚": "ᛜ̲",
	"⋈": "ᛞ",
	"⨝": "ᛞ",
	𐓐: "ᛦ",
	"↕": "ᛨ",
	"𐳼": "𐲂",
	"𐳺": "𐲥",
	ㄱ: "ᄀ",
	ᆨ: "ᄀ",
	ᄁ: "ᄀᄀ",
	ㄲ: "ᄀᄀ",
	ᆩ: "ᄀᄀ",
	ᇺ: "ᄀᄂ",
	ᅚ: "ᄀᄃ",
	ᇃ: "ᄀᄅ",
	ᇻ: "ᄀᄇ",
	ᆪ: "ᄀᄉ",
	ㄳ: "ᄀᄉ",
	ᇄ: "ᄀᄉᄀ",
	ᇼ: "ᄀᄎ",
	ᇽ: "ᄀᄏ",
	ᇾ: "ᄀᄒ",
	ㄴ: "ᄂ",
	ᆫ: "ᄂ",
	ᄓ: "ᄂᄀ",
	ᇅ: "ᄂᄀ",
	ᄔ: "ᄂᄂ",
	ㅥ: "ᄂᄂ",
	ᇿ: "ᄂᄂ",
	ᄕ: "ᄂᄃ",
	ㅦ: "ᄂᄃ",
	ᇆ: "ᄂᄃ",
	ퟋ: "ᄂᄅ",
	ᄖ: "ᄂᄇ",
	ᅛ: "ᄂᄉ",
	ᇇ: "ᄂᄉ",
	ㅧ: "ᄂᄉ",
	ᅜ: "ᄂᄌ",
	ᆬ: "ᄂᄌ",
	ㄵ: "ᄂᄌ",
	ퟌ: "ᄂᄎ",
	ᇉ: "ᄂᄐ",
	ᅝ: "ᄂᄒ",
	ᆭ: "ᄂᄒ",
	ㄶ: "ᄂᄒ",
	ᇈ: "ᄂᅀ",
	ㅨ: "ᄂᅀ",
	ㄷ: "ᄃ",
	ᆮ: "ᄃ",
	ᄗ: "ᄃᄀ",
	ᇊ: "ᄃᄀ",
	ᄄ: "ᄃᄃ",
	ㄸ: "ᄃᄃ",
	ퟍ: "ᄃᄃ",
	ퟎ: "ᄃᄃᄇ",
	ᅞ: "ᄃᄅ",
	ᇋ: "ᄃᄅ",
	ꥠ: "ᄃᄆ",
	ꥡ: "ᄃᄇ",
	ퟏ: "ᄃᄇ",
	ꥢ: "ᄃᄉ",
	ퟐ: "ᄃᄉ",
	ퟑ: "ᄃᄉᄀ",
	ꥣ: "ᄃᄌ",
	ퟒ: "ᄃᄌ",
	ퟓ: "ᄃᄎ",
	ퟔ: "ᄃᄐ",
	ㄹ: "ᄅ",
	ᆯ: "ᄅ",
	ꥤ: "ᄅᄀ",
	ᆰ: "ᄅᄀ",
	ㄺ: "ᄅᄀ",
	ꥥ: "ᄅᄀᄀ",
	ퟕ: "ᄅᄀᄀ",
	ᇌ: "ᄅᄀᄉ",
	ㅩ: "ᄅᄀᄉ",
	ퟖ: "ᄅᄀᄒ",
	ᄘ: "ᄅᄂ",
	ᇍ: "ᄅᄂ",
	ꥦ: "ᄅᄃ",
	ᇎ: "ᄅᄃ",
	ㅪ: "ᄅᄃ",
	ꥧ: "ᄅᄃᄃ",
	ᇏ: "ᄅᄃᄒ",
	ᄙ: "ᄅᄅ",
	ᇐ: "ᄅᄅ",
	ퟗ: "ᄅᄅᄏ",
	ꥨ: "ᄅᄆ",
	ᆱ: "ᄅᄆ",
	ㄻ: "ᄅᄆ",
	ᇑ: "ᄅᄆᄀ",
	ᇒ: "ᄅᄆᄉ",
	ퟘ: "ᄅᄆᄒ",
	ꥩ: "ᄅᄇ",
	ᆲ: "ᄅᄇ",
	ㄼ: "ᄅᄇ",
	ퟙ: "ᄅᄇᄃ",
	ꥪ: "ᄅᄇᄇ",
	ᇓ: "ᄅᄇᄉ",
	ㅫ: "ᄅᄇᄉ",
	ꥫ: "ᄅᄇᄋ",
	ᇕ: "ᄅᄇᄋ",
	ퟚ: "ᄅᄇᄑ",
	ᇔ: "ᄅᄇᄒ",
	ꥬ: "ᄅᄉ",
	ᆳ: "ᄅᄉ",
	ㄽ: "ᄅᄉ",
	ᇖ: "ᄅᄉᄉ",
	ᄛ: "ᄅᄋ",
	ퟝ: "ᄅᄋ",
	ꥭ: "ᄅᄌ",
	ꥮ: "ᄅᄏ",
	ᇘ: "ᄅᄏ",
	ᆴ: "ᄅᄐ",
	ㄾ: "ᄅᄐ",
	ᆵ: "ᄅᄑ",
	ㄿ: "ᄅᄑ",
	ᄚ: "ᄅᄒ",
	ㅀ: "ᄅᄒ",
	ᄻ: "ᄅᄒ",
	ᆶ: "ᄅᄒ",
	ퟲ: "ᄅᄒ",
	ᇗ: "ᄅᅀ",
	ㅬ: "ᄅᅀ",
	ퟛ: "ᄅᅌ",
	ᇙ: "ᄅᅙ",
	ㅭ: "ᄅᅙ",
	ퟜ: "ᄅᅙᄒ",
	ㅁ: "ᄆ",
	ᆷ: "ᄆ",
	ꥯ: "ᄆᄀ",
	ᇚ: "ᄆᄀ",
	ퟞ: "ᄆᄂ",
	ퟟ: "ᄆᄂᄂ",
	ꥰ: "ᄆᄃ",
	ᇛ: "ᄆᄅ",
	ퟠ: "ᄆᄆ",
	ᄜ: "ᄆᄇ",
	ㅮ: "ᄆᄇ",
	ᇜ: "ᄆᄇ",
	ퟡ: "ᄆᄇᄉ",
	ꥱ: "ᄆᄉ",
	ᇝ: "ᄆᄉ",
	ㅯ: "ᄆᄉ",
	ᇞ: "ᄆᄉᄉ",
	ᄝ: "ᄆᄋ",
	ㅱ: "ᄆᄋ",
	ᇢ: "ᄆᄋ",
	ퟢ: "ᄆᄌ",
	ᇠ: "ᄆᄎ",
	ᇡ: "ᄆᄒ",
	ᇟ: "ᄆᅀ",
	ㅰ: "ᄆᅀ",
	ㅂ: "ᄇ",
	ᆸ: "ᄇ",
	ᄞ: "ᄇᄀ",
	ㅲ: "ᄇᄀ",
	ᄟ: "ᄇᄂ",
	ᄠ: "ᄇᄃ",
	ㅳ: "ᄇᄃ",
	ퟣ: "ᄇᄃ",
	ᇣ: "ᄇᄅ",
	ퟤ: "ᄇᄅᄑ",
	ퟥ: "ᄇᄆ",
	ᄈ: "ᄇᄇ",
	ㅃ: "ᄇᄇ",
	ퟦ: "ᄇᄇ",
	ᄬ: "ᄇᄇᄋ",
	ㅹ: "ᄇᄇᄋ",
	ᄡ: "ᄇᄉ",
	ㅄ: "ᄇᄉ",
	ᆹ: "ᄇᄉ",
	ᄢ: "ᄇᄉᄀ",
	ㅴ: "ᄇᄉᄀ",
	ᄣ: "ᄇᄉᄃ",
	ㅵ: "ᄇᄉᄃ",
	ퟧ: "ᄇᄉᄃ",
	ᄤ: "ᄇᄉᄇ",
	ᄥ: "ᄇᄉᄉ",
	ᄦ: "ᄇᄉᄌ",
	ꥲ: "ᄇᄉᄐ",
	ᄫ: "ᄇᄋ",
	ㅸ: "ᄇᄋ",
	ᇦ: "ᄇᄋ",
	ᄧ: "ᄇᄌ",
	ㅶ: "ᄇᄌ",
	ퟨ: "ᄇᄌ",
	ᄨ: "ᄇᄎ",
	ퟩ: "ᄇᄎ",
	ꥳ: "ᄇᄏ",
	ᄩ: "ᄇᄐ",
	ㅷ: "ᄇᄐ",
	ᄪ: "ᄇᄑ",
	ᇤ: "ᄇᄑ",
	ꥴ: "ᄇᄒ",
	ᇥ: "ᄇᄒ",
	ㅅ: "ᄉ",
	ᆺ: "ᄉ",
	ᄭ: "ᄉᄀ",
	ㅺ: "ᄉᄀ",
	ᇧ: "ᄉᄀ",
	ᄮ: "ᄉᄂ",
	ㅻ: "ᄉᄂ",
	ᄯ: "ᄉᄃ",
	ㅼ: "ᄉᄃ",
	ᇨ: "ᄉᄃ",
	ᄰ: "ᄉᄅ",
	ᇩ: "ᄉᄅ",
	ᄱ: "ᄉᄆ",
	ퟪ: "ᄉᄆ",
	ᄲ: "ᄉᄇ",
	ㅽ: "ᄉᄇ",
	ᇪ: "ᄉᄇ",
	ᄳ: "ᄉᄇᄀ",
	ퟫ: "ᄉᄇᄋ",
	ᄊ: "ᄉᄉ",
	ㅆ: "ᄉᄉ",
	ᆻ: "ᄉᄉ",
	ퟬ: "ᄉᄉᄀ",
	ퟭ: "ᄉᄉᄃ",
	ꥵ: "ᄉᄉᄇ",
	ᄴ: "ᄉᄉᄉ",
	ᄵ: "ᄉᄋ",
	ᄶ: "ᄉᄌ",
	ㅾ: "ᄉᄌ",
	ퟯ: "ᄉᄌ",
	ᄷ: "ᄉᄎ",
	ퟰ: "ᄉᄎ",
	ᄸ: "ᄉᄏ",
	ᄹ: "ᄉᄐ",
	ퟱ: "ᄉᄐ",
	ᄺ: "ᄉᄑ",
	ퟮ: "ᄉᅀ",
	ㅇ: "ᄋ",
	ᆼ: "ᄋ",
	ᅁ: "ᄋᄀ",
	ᇬ: "ᄋᄀ",
	ᇭ: "ᄋᄀᄀ",
	ᅂ: "ᄋᄃ",
	ꥶ: "ᄋᄅ",
	ᅃ: "ᄋᄆ",
	ᅄ: "ᄋᄇ",
	ᅅ: "ᄋᄉ",
	ᇱ: "ᄋᄉ",
	ㆂ: "ᄋᄉ",
	ᅇ: "ᄋᄋ",
	ㆀ: "ᄋᄋ",
	ᇮ: "ᄋᄋ",
	ᅈ: "ᄋᄌ",
	ᅉ: "ᄋᄎ",
	ᇯ: "ᄋᄏ",
	ᅊ: "ᄋᄐ",
	ᅋ: "ᄋᄑ",
	ꥷ: "ᄋᄒ",
	ᅆ: "ᄋᅀ",
	ᇲ: "ᄋᅀ",
	ㆃ: "ᄋᅀ",
	ㅈ: "ᄌ",
	ᆽ: "ᄌ",
	ퟷ: "ᄌᄇ",
	ퟸ: "ᄌᄇᄇ",
	ᅍ: "ᄌᄋ",
	ᄍ: "ᄌᄌ",
	ㅉ: "ᄌᄌ",
	ퟹ: "ᄌᄌ",
	ꥸ: "ᄌᄌᄒ",
	ㅊ: "ᄎ",
	ᆾ: "ᄎ",
	ᅒ: "ᄎᄏ",
	ᅓ: "ᄎᄒ",
	ㅋ: "ᄏ",
	ᆿ: "ᄏ",
	ㅌ: "ᄐ",
	ᇀ: "ᄐ",
	ꥹ: "ᄐᄐ",
	ㅍ: "ᄑ",
	ᇁ: "ᄑ",
	ᅖ: "ᄑᄇ",
	ᇳ: "ᄑᄇ",
	ퟺ: "ᄑᄉ",
	ᅗ: "ᄑᄋ",
	ㆄ: "ᄑᄋ",
	ᇴ: "ᄑᄋ",
	ퟻ: "ᄑᄐ",
	ꥺ: "ᄑᄒ",
	ㅎ: "ᄒ",
	ᇂ: "ᄒ",
	ᇵ: "ᄒᄂ",
	ᇶ: "ᄒᄅ",
	ᇷ: "ᄒᄆ",
	ᇸ: "ᄒᄇ",
	ꥻ: "ᄒᄉ",
	ᅘ: "ᄒᄒ",
	ㆅ: "ᄒᄒ",
	ᄽ: "ᄼᄼ",
	ᄿ: "ᄾᄾ",
	ㅿ: "ᅀ",
	ᇫ: "ᅀ",
	ퟳ: "ᅀᄇ",
	ퟴ: "ᅀᄇᄋ",
	ㆁ: "ᅌ",
	ᇰ: "ᅌ",
	ퟵ: "ᅌᄆ",
	ퟶ: "ᅌᄒ",
	ᅏ: "ᅎᅎ",
	ᅑ: "ᅐᅐ",
	ㆆ: "ᅙ",
	ᇹ: "ᅙ",
	ꥼ: "ᅙᅙ",
	ㅤ: "ᅠ",
	ㅏ: "ᅡ",
	ᆣ: "ᅡー",
	ᅶ: "ᅡᅩ",
	ᅷ: "ᅡᅮ",
	ᅢ: "ᅡ丨",
	ㅐ: "ᅡ丨",
	ㅑ: "ᅣ",
	ᅸ: "ᅣᅩ",
	ᅹ: "ᅣᅭ",
	ᆤ: "ᅣᅮ",
	ᅤ: "ᅣ丨",
	ㅒ: "ᅣ丨",
	ㅓ: "ᅥ",
	ᅼ: "ᅥー",
	ᅺ: "ᅥᅩ",
	ᅻ: "ᅥᅮ",
	ᅦ: "ᅥ丨",
	ㅔ: "ᅥ丨",
	ㅕ: "ᅧ",
	ᆥ: "ᅧᅣ",
	ᅽ: "ᅧᅩ",
	ᅾ: "ᅧᅮ",
	ᅨ: "ᅧ丨",
	ㅖ: "ᅧ丨",
	ㅗ: "ᅩ",
	ᅪ: "ᅩᅡ",
	ㅘ: "ᅩᅡ",
	ᅫ: "ᅩᅡ丨",
	ㅙ: "ᅩᅡ丨",
	ᆦ: "ᅩᅣ",
	ᆧ: "ᅩᅣ丨",
	ᅿ: "ᅩᅥ",
	ᆀ: "ᅩᅥ丨",
	ힰ: "ᅩᅧ",
	ᆁ: "ᅩᅧ丨",
	ᆂ: "ᅩᅩ",
	ힱ: "ᅩᅩ丨",
	ᆃ: "ᅩᅮ",
	ᅬ: "ᅩ丨",
	ㅚ: "ᅩ丨",
	ㅛ: "ᅭ",
	ힲ: "ᅭᅡ",
	ힳ: "ᅭᅡ丨",
	ᆄ: "ᅭᅣ",
	ㆇ: "ᅭᅣ",
	ᆆ: "ᅭᅣ",
	ᆅ: "ᅭᅣ丨",
	ㆈ: "ᅭᅣ丨",
	ힴ: "ᅭᅥ",
	ᆇ: "ᅭᅩ",
	ᆈ: "ᅭ丨",
	ㆉ: "ᅭ丨",
	ㅜ: "ᅮ",
	ᆉ: "ᅮᅡ",
	ᆊ: "ᅮᅡ丨",
	ᅯ: "ᅮᅥ",
	ㅝ: "ᅮᅥ",
	ᆋ: "ᅮᅥー",
	ᅰ: "ᅮᅥ丨",
	ㅞ: "ᅮᅥ丨",
	ힵ: "ᅮᅧ",
	ᆌ: "ᅮᅧ丨",
	ᆍ: "ᅮᅮ",
	ᅱ: "ᅮ丨",
	ㅟ: "ᅮ丨",
	ힶ: "ᅮ丨丨",
	ㅠ: "ᅲ",
	ᆎ: "ᅲᅡ",
	ힷ: "ᅲᅡ丨",
	ᆏ: "ᅲᅥ",
	ᆐ: "ᅲᅥ丨",
	ᆑ: "ᅲᅧ",
	ㆊ: "ᅲᅧ",
	ᆒ: "ᅲᅧ丨",
	ㆋ: "ᅲᅧ丨",
	ힸ: "ᅲᅩ",
	ᆓ: "ᅲᅮ",
	ᆔ: "ᅲ丨",
	ㆌ: "ᅲ丨",
	ㆍ: "ᆞ",
	ퟅ: "ᆞᅡ",
	ᆟ: "ᆞᅥ",
	ퟆ: "ᆞᅥ丨",
	ᆠ: "ᆞᅮ",
	ᆢ: "ᆞᆞ",
	ᆡ: "ᆞ丨",
	ㆎ: "ᆞ丨",
	ヘ: "へ",
	"⍁": "〼",
	"⧄": "〼",
	"꒞": "ꁊ",
	"꒬": "ꁐ",
	"꒜": "ꃀ",
	"꒨": "ꄲ",
	"꒿": "ꉙ",
	"꒾": "ꊱ",
	"꒔": "ꋍ",
	"꓀": "ꎫ",
	"꓂": "ꎵ",
	"꒺": "ꎿ",
	"꒰": "ꏂ",
	"꒧": "ꑘ",
	"⊥": "ꓕ",
	"⟂": "ꓕ",
	"𝈜": "ꓕ",
	Ʇ: "ꓕ",
	Ꞟ: "ꓤ",
	"⅁": "ꓨ",
	"⅂": "ꓶ",
	"𝈕": "ꓶ",
	"𝈫": "ꓶ",
	𖼦: "ꓶ",
	𐐑: "ꓶ",
	"⅃": "𖼀",
	𑫦: "𑫥𑫯",
	𑫨: "𑫥𑫥",
	𑫩: "𑫥𑫥𑫯",
	𑫪: "𑫥𑫥𑫰",
	𑫧: "𑫥𑫰",
	𑫴: "𑫳𑫯",
	𑫶: "𑫳𑫳",
	𑫷: "𑫳𑫳𑫯",
	𑫸: "𑫳𑫳𑫰",
	𑫵: "𑫳𑫰",
	𑫬: "𑫫𑫯",
	𑫭: "𑫫𑫫",
	𑫮: "𑫫𑫫𑫯",
	"⊕": "𐊨",
	"⨁": "𐊨",
	"🜨": "𐊨",
	Ꚛ: "𐊨",
	"▽": "𐊼",
	"𝈔": "𐊼",
	"🜄": "𐊼",
	"⧖": "𐋀",
	ꞛ: "𐐺",
	Ꞛ: "𐐒",
	"𐒠": "𐒆",
	𐏑: "𐎂",
	𐏓: "𐎓",
	𒀸: "𐎚",
	"☥": "𐦞",
	𓋹: "𐦞",
	〹: "卄",
	不: "不",
	丽: "丽",
	並: "並",
	"⎜": "丨",
	"⎟": "丨",
	"⎢": "丨",
	"⎥": "丨",
	"⎪": "丨",
	"⎮": "丨",
	"㇑": "丨",
	ᅵ: "丨",
	ㅣ: "丨",
	"⼁": "丨",
	ᆜ: "丨ー",
	ᆘ: "丨ᅡ",
	ᆙ: "丨ᅣ",
	ힽ: "丨ᅣᅩ",
	ힾ: "丨ᅣ丨",
	ힿ: "丨ᅧ",
	ퟀ: "丨ᅧ丨",
	ᆚ: "丨ᅩ",
	ퟁ: "丨ᅩ丨",
	ퟂ: "丨ᅭ",
	ᆛ: "丨ᅮ",
	ퟃ: "丨ᅲ",
	ᆝ: "丨ᆞ",
	ퟄ: "丨丨",
	串: "串",
	丸: "丸",
	丹: "丹",
	乁: "乁",
	"㇠": "乙",
	"⼄": "乙",
	"㇟": "乚",
	"⺃": "乚",
	"㇖": "乛",
	"⺂": "乛",
	"⻲": "亀",
	亂: "亂",
	"㇚": "亅",
	"⼅": "亅",
	了: "了",
	ニ: "二",
	"⼆": "二",
	𠄢: "𠄢",
	"⼇": "亠",
	亮: "亮",
	"⼈": "人",
	イ: "亻",
	"⺅": "亻",
	什: "什",
	仌: "仌",
	令: "令",
	你: "你",
	倂: "併",
	倂: "併",
	侀: "侀",
	來: "來",
	例: "例",
	侮: "侮",
	侮: "侮",
	侻: "侻",
	便: "便",
	值: "値",
	倫: "倫",
	偺: "偺",
	備: "備",
	像: "像",
	僚: "僚",
	僧: "僧",
	僧: "僧",
	㒞: "㒞",
	"⼉": "儿",
	兀: "兀",
	"⺎": "兀",
	充: "充",
	免: "免",
	免: "免",
	兔: "兔",
	兤: "兤",
	"⼊": "入",
	內: "內",
	全: "全",
	兩: "兩",
	ハ: "八",
	"⼋": "八",
	六: "六",
	具: "具",
	𠔜: "𠔜",
	𠔥: "𠔥",
	冀: "冀",
	㒹: "㒹",
	"⼌": "冂",
	再: "再",
	𠕋: "𠕋",
	冒: "冒",
	冕: "冕",
	㒻: "㒻",
	最: "最",
	"⼍": "冖",
	冗: "冗",
	冤: "冤",
	"⼎": "冫",
	冬: "冬",
	况: "况",
	况: "况",
	冷: "冷",
	凉: "凉",
	凌: "凌",
	凜: "凜",
	凞: "凞",
	"⼏": "几",
	𠘺: "𠘺",
	凵: "凵",
	"⼐": "凵",
	"⼑": "刀",
	"⺉": "刂",
	刃: "刃",
	切: "切",
	切: "切",
	列: "列",
	利: "利",
	㓟: "㓟",
	刺: "刺",
	刻: "刻",
	剆: "剆",
	割: "割",
	剷: "剷",
	劉: "劉",
	𠠄: "𠠄",
	カ: "力",
	力: "力",
	"⼒": "力",
	劣: "劣",
	㔕: "㔕",
	劳: "劳",
	勇: "勇",
	勇: "勇",
	勉: "勉",
	勉: "勉",
	勒: "勒",
	勞: "勞",
	勤: "勤",
	勤: "勤",
	勵: "勵",
	"⼓": "勹",
	勺: "勺",
	勺: "勺",
	包: "包",
	匆: "匆",
	𠣞: "𠣞",
	"⼔": "匕",
	北: "北",
	北: "北",
	"⼕": "匚",
	"⼖": "匸",
	匿: "匿",
	"⼗": "十",
	〸: "十",
	〺: "卅",
	卉: "卉",
	"࿖": "卍",
	"࿕": "卐",
	卑: "卑",
	卑: "卑",
	博: "博",
	ト: "卜",
	"⼘": "卜",
	"⼙": "卩",
	"⺋": "㔾",
	即: "即",
	卵: "卵",
	卽: "卽",
	卿: "卿",
	卿: "卿",
	卿: "卿",
	"⼚": "厂",
	𠨬: "𠨬",
	"⼛": "厶",
	參: "參",
	"⼜": "又",
	及: "及",
	叟: "叟",
	𠭣: "𠭣",
	ロ: "口",
	"⼝": "口",
	囗: "口",
	"⼞": "口",
	句: "句",
	叫: "叫",
	叱: "叱",
	吆: "吆",
	吏: "吏",
	吝: "吝",
	吸: "吸",
	呂: "呂",
	呈: "呈",
	周: "周",
	咞: "咞",
	咢: "咢",
	咽: "咽",
	䎛: "㖈",
	哶: "哶",
	唐: "唐",
	啓: "啓",
	啟: "啓",
	啕: "啕",
	啣: "啣",
	善: "善",
	善: "善",
	喇: "喇",
	喙: "喙",
	喙: "喙",
	喝: "喝",
	喝: "喝",
	喫: "喫",
	喳: "喳",
	嗀: "嗀",
	嗂: "嗂",
	嗢: "嗢",
	嘆: "嘆",
	嘆: "嘆",
	噑: "噑",
	噴: "噴",
	器: "器",
	囹: "囹",
	圖: "圖",
	圗: "圗",
	"⼟": "土",
	士: "土",
	"⼠": "土",
	型: "型",
	城: "城",
	㦳: "㘽",
	埴: "埴",
	堍: "堍",
	報: "報",
	堲: "堲",
	塀: "塀",
	塚: "塚",
	塚: "塚",
	塞: "塞",
	填: "塡",
	壿: "墫",
	墬: "墬",
	墳: "墳",
	壘: "壘",
	壟: "壟",
	𡓤: "𡓤",
	壮: "壮",
	売: "売",
	壷: "壷",
	"⼡": "夂",
	夆: "夆",
	"⼢": "夊",
	タ: "夕",
	"⼣": "夕",
	多: "多",
	夢: "夢",
	"⼤": "大",
	奄: "奄",
	奈: "奈",
	契: "契",
	奔: "奔",
	奢: "奢",
	女: "女",
	"⼥": "女",
	𡚨: "𡚨",
	𡛪: "𡛪",
	姘: "姘",
	姬: "姬",
	娛: "娛",
	娧: "娧",
	婢: "婢",
	婦: "婦",
	嬀: "媯",
	㛮: "㛮",
	㛼: "㛼",
	媵: "媵",
	嬈: "嬈",
	嬨: "嬨",
	嬾: "嬾",
	嬾: "嬾",
	"⼦": "子",
	"⼧": "宀",
	宅: "宅",
	𡧈: "𡧈",
	寃: "寃",
	寘: "寘",
	寧: "寧",
	寧: "寧",
	寧: "寧",
	寮: "寮",
	寳: "寳",
	𡬘: "𡬘",
	"⼨": "寸",
	寿: "寿",
	将: "将",
	"⼩": "小",
	尢: "尢",
	"⺐": "尢",
	"⼪": "尢",
	"⺏": "尣",
	㞁: "㞁",
	"⼫": "尸",
	尿: "尿",
	屠: "屠",
	屢: "屢",
	層: "層",
	履: "履",
	屮: "屮",
	屮: "屮",
	"⼬": "屮",
	𡴋: "𡴋",
	"⼭": "山",
	峀: "峀",
	岍: "岍",
	𡷤: "𡷤",
	𡷦: "𡷦",
	崙: "崙",
	嵃: "嵃",
	嵐: "嵐",
	嵫: "嵫",
	嵮: "嵮",
	嵼: "嵼",
	嶲: "嶲",
	嶺: "嶺",
	"⼮": "巛",
	巢: "巢",
	エ: "工",
	"⼯": "工",
	"⼰": "己",
	"⺒": "巳",
	㠯: "㠯",
	巽: "巽",
	"⼱": "巾",
	帲: "帡",
	帨: "帨",
	帽: "帽",
	幩: "幩",
	㡢: "㡢",
	𢆃: "𢆃",
	"⼲": "干",
	年: "年",
	𢆟: "𢆟",
	"⺓": "幺",
	"⼳": "幺",
	"⼴": "广",
	度: "度",
	㡼: "㡼",
	庰: "庰",
	庳: "庳",
	庶: "庶",
	廊: "廊",
	廊: "廊",
	廉: "廉",
	廒: "廒",
	廓: "廓",
	廙: "廙",
	廬: "廬",
	"⼵": "廴",
	廾: "廾",
	"⼶": "廾",
	𢌱: "𢌱",
	𢌱: "𢌱",
	弄: "弄",
	"⼷": "弋",
	"⼸": "弓",
	弢: "弢",
	弢: "弢",
	"⼹": "彐",
	"⺔": "彑",
	当: "当",
	㣇: "㣇",
	"⼺": "彡",
	形: "形",
	彩: "彩",
	彫: "彫",
	"⼻": "彳",
	律: "律",
	㣣: "㣣",
	徚: "徚",
	復: "復",
	徭: "徭",
	"⼼": "心",
	"⺖": "忄",
	"⺗": "㣺",
	忍: "忍",
	志: "志",
	念: "念",
	忹: "忹",
	怒: "怒",
	怜: "怜",
	恵: "恵",
	㤜: "㤜",
	㤺: "㤺",
	悁: "悁",
	悔: "悔",
	悔: "悔",
	惇: "惇",
	惘: "惘",
	惡: "惡",
	𢛔: "𢛔",
	愈: "愈",
	慨: "慨",
	慄: "慄",
	慈: "慈",
	慌: "慌",
	慌: "慌",
	慎: "慎",
	慎: "慎",
	慠: "慠",
	慺: "慺",
	憎: "憎",
	憎: "憎",
	憎: "憎",
	憐: "憐",
	憤: "憤",
	憯: "憯",
	憲: "憲",
	𢡄: "𢡄",
	𢡊: "𢡊",
	懞: "懞",
	懲: "懲",
	懲: "懲",
	懲: "懲",
	懶: "懶",
	懶: "懶",
	戀: "戀",
	"⼽": "戈",
	成: "成",
	戛: "戛",
	戮: "戮",
	戴: "戴",
	"⼾": "戶",
	戸: "戶",
	"⼿": "手",
	"⺘": "扌",
	扝: "扝",
	抱: "抱",
	拉: "拉",
	拏: "拏",
	拓: "拓",
	拔: "拔",
	拼: "拼",
	拾: "拾",
	𢬌: "𢬌",
	挽: "挽",
	捐: "捐",
	捨: "捨",
	捻: "捻",
	掃: "掃",
	掠: "掠",
	掩: "掩",
	揄: "揄",
	揤: "揤",
	摒: "摒",
	𢯱: "𢯱",
	搜: "搜",
	搢: "搢",
	揅: "揅",
	摩: "摩",
	摷: "摷",
	摾: "摾",
	㨮: "㨮",
	搉: "㩁",
	撚: "撚",
	撝: "撝",
	擄: "擄",
	㩬: "㩬",
	"⽀": "支",
	"⽁": "攴",
	"⺙": "攵",
	敏: "敏",
	敏: "敏",
	敖: "敖",
	敬: "敬",
	數: "數",
	𣀊: "𣀊",
	"⽂": "文",
	"⻫": "斉",
	"⽃": "斗",
	料: "料",
	"⽄": "斤",
	"⽅": "方",
	旅: "旅",
	"⽆": "无",
	"⺛": "旡",
	既: "既",
	旣: "旣",
	"⽇": "日",
	易: "易",
	曶: "㫚",
	㫤: "㫤",
	晉: "晉",
	晩: "晚",
	晴: "晴",
	晴: "晴",
	暑: "暑",
	暑: "暑",
	暈: "暈",
	㬈: "㬈",
	暜: "暜",
	暴: "暴",
	曆: "曆",
	㬙: "㬙",
	𣊸: "𣊸",
	"⽈": "曰",
	更: "更",
	書: "書",
	"⽉": "月",
	𣍟: "𣍟",
	肦: "朌",
	胐: "朏",
	胊: "朐",
	脁: "朓",
	胶: "㬵",
	朗: "朗",
	朗: "朗",
	朗: "朗",
	脧: "朘",
	望: "望",
	望: "望",
	幐: "㬺",
	䐠: "㬻",
	𣎓: "𣎓",
	膧: "朣",
	𣎜: "𣎜",
	"⽊": "木",
	李: "李",
	杓: "杓",
	杖: "杖",
	杞: "杞",
	𣏃: "𣏃",
	柿: "杮",
	杻: "杻",
	枅: "枅",
	林: "林",
	㭉: "㭉",
	𣏕: "𣏕",
	柳: "柳",
	柺: "柺",
	栗: "栗",
	栟: "栟",
	桒: "桒",
	𣑭: "𣑭",
	梁: "梁",
	梅: "梅",
	梅: "梅",
	梎: "梎",
	梨: "梨",
	椔: "椔",
	楂: "楂",
	㮝: "㮝",
	㮝: "㮝",
	槩: "㮣",
	樧: "榝",
	榣: "榣",
	槪: "槪",
	樂: "樂",
	樂: "樂",
	樂: "樂",
	樓: "樓",
	𣚣: "𣚣",
	檨: "檨",
	櫓: "櫓",
	櫛: "櫛",
	欄: "欄",
	㰘: "㰘",
	"⽋": "欠",
	次: "次",
	𣢧: "𣢧",
	歔: "歔",
	㱎: "㱎",
	"⽌": "止",
	"⻭": "歯",
	歲: "歲",
	歷: "歷",
	歹: "歹",
	"⽍": "歹",
	"⺞": "歺",
	殟: "殟",
	殮: "殮",
	"⽎": "殳",
	殺: "殺",
	殺: "殺",
	殺: "殺",
	殻: "殻",
	𣪍: "𣪍",
	"⽏": "毋",
	"⺟": "母",
	𣫺: "𣫺",
	"⽐": "比",
	"⽑": "毛",
	"⽒": "氏",
	"⺠": "民",
	"⽓": "气",
	"⽔": "水",
	"⺡": "氵",
	"⺢": "氺",
	汎: "汎",
	汧: "汧",
	沈: "沈",
	沿: "沿",
	泌: "泌",
	泍: "泍",
	泥: "泥",
	𣲼: "𣲼",
	洛: "洛",
	洞: "洞",
	洴: "洴",
	派: "派",
	流: "流",
	流: "流",
	流: "流",
	洖: "洖",
	浩: "浩",
	浪: "浪",
	海: "海",
	海: "海",
	浸: "浸",
	涅: "涅",
	𣴞: "𣴞",
	淋: "淋",
	淚: "淚",
	淪: "淪",
	淹: "淹",
	渚: "渚",
	港: "港",
	湮: "湮",
	潙: "溈",
	滋: "滋",
	滋: "滋",
	溜: "溜",
	溺: "溺",
	滇: "滇",
	滑: "滑",
	滛: "滛",
	㴳: "㴳",
	漏: "漏",
	漢: "漢",
	漢: "漢",
	漣: "漣",
	𣻑: "𣻑",
	潮: "潮",
	𣽞: "𣽞",
	𣾎: "𣾎",
	濆: "濆",
	濫: "濫",
	濾: "濾",
	瀛: "瀛",
	瀞: "瀞",
	瀞: "瀞",
	瀹: "瀹",
	灊: "灊",
	㶖: "㶖",
	"⽕": "火",
	"⺣": "灬",
	灰: "灰",
	灷: "灷",
	災: "災",
	炙: "炙",
	炭: "炭",
	烈: "烈",
	烙: "烙",
	煮: "煮",
	煮: "煮",
	𤉣: "𤉣",
	煅: "煅",
	煉: "煉",
	𤋮: "𤋮",
	熜: "熜",
	燎: "燎",
	燐: "燐",
	𤎫: "𤎫",
	爐: "爐",
	爛: "爛",
	爨: "爨",
	"⽖": "爪",
	爫: "爫",
	"⺤": "爫",
	爵: "爵",
	爵: "爵",
	"⽗": "父",
	"⽘": "爻",
	"⺦": "丬",
	"⽙": "爿",
	"⽚": "片",
	牐: "牐",
	"⽛": "牙",
	𤘈: "𤘈",
	"⽜": "牛",
	牢: "牢",
	犀: "犀",
	犕: "犕",
	"⽝": "犬",
	"⺨": "犭",
	犯: "犯",
	狀: "狀",
	𤜵: "𤜵",
	狼: "狼",
	猪: "猪",
	猪: "猪",
	𤠔: "𤠔",
	獵: "獵",
	獺: "獺",
	"⽞": "玄",
	率: "率",
	率: "率",
	"⽟": "玉",
	王: "王",
	㺬: "㺬",
	玥: "玥",
	玲: "玲",
	㺸: "㺸",
	㺸: "㺸",
	珞: "珞",
	琉: "琉",
	理: "理",
	琢: "琢",
	瑇: "瑇",
	瑜: "瑜",
	瑩: "瑩",
	瑱: "瑱",
	瑱: "瑱",
	璅: "璅",
	璉: "璉",
	璘: "璘",
	瓊: "瓊",
	"⽠": "瓜",
	"⽡": "瓦",
	㼛: "㼛",
	甆: "甆",
	"⽢": "甘",
	"⽣": "生",
	甤: "甤",
	"⽤": "用",
	"⽥": "田",
	画: "画",
	甾: "甾",
	𤰶: "𤰶",
	留: "留",
	略: "略",
	異: "異",
	異: "異",
	𤲒: "𤲒",
	"⽦": "疋",
	"⽧": "疒",
	痢: "痢",
	瘐: "瘐",
	瘟: "瘟",
	瘝: "瘝",
	療: "療",
	癩: "癩",
	"⽨": "癶",
	"⽩": "白",
	𤾡: "𤾡",
	𤾸: "𤾸",
	"⽪": "皮",
	"⽫": "皿",
	𥁄: "𥁄",
	㿼: "㿼",
	益: "益",
	益: "益",
	盛: "盛",
	盧: "盧",
	䀈: "䀈",
	"⽬": "目",
	直: "直",
	直: "直",
	𥃲: "𥃲",
	𥃳: "𥃳",
	省: "省",
	䀘: "䀘",
	𥄙: "𥄙",
	眞: "眞",
	真: "真",
	真: "真",
	𥄳: "𥄳",
	着: "着",
	睊: "睊",
	睊: "睊",
	鿃: "䀹",
	䀹: "䀹",
	䀹: "䀹",
	晣: "䀿",
	䁆: "䁆",
	瞋: "瞋",
	𥉉: "𥉉",
	瞧: "瞧",
	"⽭": "矛",
	"⽮": "矢",
	"⽯": "石",
	䂖: "䂖",
	𥐝: "𥐝",
	硏: "研",
	硎: "硎",
	硫: "硫",
	碌: "碌",
	碌: "碌",
	碑: "碑",
	磊: "磊",
	磌: "磌",
	磌: "磌",
	磻: "磻",
	䃣: "䃣",
	礪: "礪",
	"⽰": "示",
	"⺭": "礻",
	礼: "礼",
	社: "社",
	祈: "祈",
	祉: "祉",
	𥘦: "𥘦",
	祐: "祐",
	祖: "祖",
	祖: "祖",
	祝: "祝",
	神: "神",
	祥: "祥",
	視: "視",
	視: "視",
	祿: "祿",
	𥚚: "𥚚",
	禍: "禍",
	禎: "禎",
	福: "福",
	福: "福",
	𥛅: "𥛅",
	禮: "禮",
	"⽱": "禸",
	"⽲": "禾",
	秊: "秊",
	䄯: "䄯",
	秫: "秫",
	稜: "稜",
	穊: "穊",
	穀: "穀",
	穀: "穀",
	穏: "穏",
	"⽳": "穴",
	突: "突",
	𥥼: "𥥼",
	窱: "窱",
	立: "立",
	"⽴": "立",
	"⻯": "竜",
	𥪧: "𥪧",
	𥪧: "𥪧",
	竮: "竮",
	"⽵": "竹",
	笠: "笠",
	節: "節",
	節: "節",
	䈂: "䈂",
	𥮫: "𥮫",
	篆: "篆",
	䈧: "䈧",
	築: "築",
	𥲀: "𥲀",
	𥳐: "𥳐",
	簾: "簾",
	籠: "籠",
	"⽶": "米",
	类: "类",
	粒: "粒",
	精: "精",
	糒: "糒",
	糖: "糖",
	糨: "糨",
	䊠: "䊠",
	糣: "糣",
	糧: "糧",
	"⽷": "糸",
	"⺯": "糹",
	𥾆: "𥾆",
	紀: "紀",
	紐: "紐",
	索: "索",
	累: "累",
	絶: "絕",
	絣: "絣",
	絛: "絛",
	綠: "綠",
	綾: "綾",
	緇: "緇",
	練: "練",
	練: "練",
	練: "練",
	縂: "縂",
	䌁: "䌁",
	縉: "縉",
	縷: "縷",
	繁: "繁",
	繅: "繅",
	𦇚: "𦇚",
	䌴: "䌴",
	"⽸": "缶",
	𦈨: "𦈨",
	缾: "缾",
	𦉇: "𦉇",
	"⽹": "网",
	"⺫": "罒",
	"⺲": "罒",
	"⺱": "罓",
	䍙: "䍙",
	署: "署",
	𦋙: "𦋙",
	罹: "罹",
	罺: "罺",
	羅: "羅",
	𦌾: "𦌾",
	"⽺": "羊",
	羕: "羕",
	羚: "羚",
	羽: "羽",
	"⽻": "羽",
	翺: "翺",
	老: "老",
	"⽼": "老",
	"⺹": "耂",
	者: "者",
	者: "者",
	者: "者",
	"⽽": "而",
	𦓚: "𦓚",
	"⽾": "耒",
	𦔣: "𦔣",
	"⽿": "耳",
	聆: "聆",
	聠: "聠",
	𦖨: "𦖨",
	聯: "聯",
	聰: "聰",
	聾: "聾",
	"⾀": "聿",
	"⺺": "肀",
	"⾁": "肉",
	肋: "肋",
	肭: "肭",
	育: "育",
	䏕: "䏕",
	䏙: "䏙",
	腁: "胼",
	脃: "脃",
	脾: "脾",
	䐋: "䐋",
	朡: "朡",
	𦞧: "𦞧",
	𦞵: "𦞵",
	朦: "䑃",
	臘: "臘",
	"⾂": "臣",
	臨: "臨",
	"⾃": "自",
	臭: "臭",
	"⾄": "至",
	"⾅": "臼",
	舁: "舁",
	舁: "舁",
	舄: "舄",
	"⾆": "舌",
	舘: "舘",
	"⾇": "舛",
	"⾈": "舟",
	䑫: "䑫",
	"⾉": "艮",
	良: "良",
	"⾊": "色",
	"⾋": "艸",
	艹: "艹",
	艹: "艹",
	"⺾": "艹",
	"⺿": "艹",
	"⻀": "艹",
	芋: "芋",
	芑: "芑",
	芝: "芝",
	花: "花",
	芳: "芳",
	芽: "芽",
	若: "若",
	若: "若",
	苦: "苦",
	𦬼: "𦬼",
	茶: "茶",
	荒: "荒",
	荣: "荣",
	茝: "茝",
	茣: "茣",
	莽: "莽",
	荓: "荓",
	菉: "菉",
	菊: "菊",
	菌: "菌",
	菜: "菜",
	菧: "菧",
	華: "華",
	菱: "菱",
	著: "著",
	著: "著",
	𦰶: "𦰶",
	莭: "莭",
	落: "落",
	葉: "葉",
	蔿: "蒍",
	𦳕: "𦳕",
	𦵫: "𦵫",
	蓮: "蓮",
	蓱: "蓱",
	蓳: "蓳",
	蓼: "蓼",
	蔖: "蔖",
	䔫: "䔫",
	蕤: "蕤",
	𦼬: "𦼬",
	藍: "藍",
	䕝: "䕝",
	𦾱: "𦾱",
	䕡: "䕡",
	藺: "藺",
	蘆: "蘆",
	䕫: "䕫",
	蘒: "蘒",
	蘭: "蘭",
	𧃒: "𧃒",
	虁: "蘷",
	蘿: "蘿",
	"⾌": "虍",
	"⻁": "虎",
	虐: "虐",
	虜: "虜",
	虜: "虜",
	虧: "虧",
	虩: "虩",
	"⾍": "虫",
	蚩: "蚩",
	蚈: "蚈",
	蛢: "蛢",
	蜎: "蜎",
	蜨: "蜨",
	蝫: "蝫",
	蟡: "蟡",
	蝹: "蝹",
	蝹: "蝹",
	螆: "螆",
	䗗: "䗗",
	𧏊: "𧏊",
	螺: "螺",
	蠁: "蠁",
	䗹: "䗹",
	蠟: "蠟",
	"⾎": "血",
	行: "行",
	"⾏": "行",
	衠: "衠",
	衣: "衣",
	"⾐": "衣",
	"⻂": "衤",
	裂: "裂",
	𧙧: "𧙧",
	裏: "裏",
	裗: "裗",
	裞: "裞",
	裡: "裡",
	裸: "裸",
	裺: "裺",
	䘵: "䘵",
	褐: "褐",
	襁: "襁",
	襤: "襤",
	"⾑": "襾",
	"⻄": "西",
	"⻃": "覀",
	覆: "覆",
	見: "見",
	"⾒": "見",
	𧢮: "𧢮",
	"⻅": "见",
	"⾓": "角",
	"⾔": "言",
	𧥦: "𧥦",
	詽: "訮",
	訞: "䚶",
	䚾: "䚾",
	䛇: "䛇",
	誠: "誠",
	說: "說",
	說: "說",
	調: "調",
	請: "請",
	諒: "諒",
	論: "論",
	諭: "諭",
	諭: "諭",
	諸: "諸",
	諸: "諸",
	諾: "諾",
	諾: "諾",
	謁: "謁",
	謁: "謁",
	謹: "謹",
	謹: "謹",
	識: "識",
	讀: "讀",
	讏: "讆",
	變: "變",
	變: "變",
	"⻈": "讠",
	"⾕": "谷",
	"⾖": "豆",
	豈: "豈",
	豕: "豕",
	"⾗": "豕",
	豣: "豜",
	"⾘": "豸",
	𧲨: "𧲨",
	"⾙": "貝",
	貫: "貫",
	賁: "賁",
	賂: "賂",
	賈: "賈",
	賓: "賓",
	贈: "贈",
	贈: "贈",
	贛: "贛",
	"⻉": "贝",
	"⾚": "赤",
	"⾛": "走",
	起: "起",
	趆: "赿",
	𧻓: "𧻓",
	𧼯: "𧼯",
	"⾜": "足",
	跋: "跋",
	趼: "趼",
	跺: "跥",
	路: "路",
	跰: "跰",
	躛: "躗",
	"⾝": "身",
	車: "車",
	"⾞": "車",
	軔: "軔",
	輧: "軿",
	輦: "輦",
	輪: "輪",
	輸: "輸",
	輸: "輸",
	輻: "輻",
	轢: "轢",
	"⻋": "车",
	"⾟": "辛",
	辞: "辞",
	辰: "辰",
	"⾠": "辰",
	"⾡": "辵",
	辶: "辶",
	"⻌": "辶",
	"⻍": "辶",
	巡: "巡",
	連: "連",
	逸: "逸",
	逸: "逸",
	遲: "遲",
	遼: "遼",
	𨗒: "𨗒",
	𨗭: "𨗭",
	邏: "邏",
	"⾢": "邑",
	邔: "邔",
	郎: "郎",
	郞: "郎",
	郞: "郎",
	郱: "郱",
	都: "都",
	𨜮: "𨜮",
	鄑: "鄑",
	鄛: "鄛",
	"⾣": "酉",
	酪: "酪",
	醙: "醙",
	醴: "醴",
	"⾤": "釆",
	里: "里",
	"⾥": "里",
	量: "量",
	金: "金",
	"⾦": "金",
	鈴: "鈴",
	鈸: "鈸",
	鉶: "鉶",
	鋗: "鋗",
	鋘: "鋘",
	鉼: "鉼",
	錄: "錄",
	鍊: "鍊",
	鎮: "鎭",
	鏹: "鏹",
	鐕: "鐕",
	𨯺: "𨯺",
	"⻐": "钅",
	"⻑": "長",
	"⾧": "長",
	"⻒": "镸",
	"⻓": "长",
	"⾨": "門",
	開: "開",
	䦕: "䦕",
	閭: "閭",
	閷: "閷",
	𨵷: "𨵷",
	"⻔": "门",
	"⾩": "阜",
	"⻏": "阝",
	"⻖": "阝",
	阮: "阮",
	陋: "陋",
	降: "降",
	陵: "陵",
	陸: "陸",
	陼: "陼",
	隆: "隆",
	隣: "隣",
	䧦: "䧦",
	"⾪": "隶",
	隷: "隷",
	隸: "隷",
	隸: "隷",
	"⾫": "隹",
	雃: "雃",
	離: "離",
	難: "難",
	難: "難",
	"⾬": "雨",
	零: "零",
	雷: "雷",
	霣: "霣",
	𩅅: "𩅅",
	露: "露",
	靈: "靈",
	"⾭": "靑",
	"⻘": "青",
	靖: "靖",
	靖: "靖",
	𩇟: "𩇟",
	"⾮": "非",
	"⾯": "面",
	𩈚: "𩈚",
	"⾰": "革",
	䩮: "䩮",
	䩶: "䩶",
	"⾱": "韋",
	韛: "韛",
	韠: "韠",
	"⻙": "韦",
	"⾲": "韭",
	𩐊: "𩐊",
	"⾳": "音",
	響: "響",
	響: "響",
	"⾴": "頁",
	䪲: "䪲",
	頋: "頋",
	頋: "頋",
	頋: "頋",
	領: "領",
	頩: "頩",
	𩒖: "𩒖",
	頻: "頻",
	頻: "頻",
	類: "類",
	"⻚": "页",
	"⾵": "風",
	𩖶: "𩖶",
	"⻛": "风",
	"⾶": "飛",
	"⻜": "飞",
	"⻝": "食",
	"⾷": "食",
	"⻟": "飠",
	飢: "飢",
	飯: "飯",
	飼: "飼",
	䬳: "䬳",
	館: "館",
	餩: "餩",
	"⻠": "饣",
	"⾸": "首",
	"⾹": "香",
	馧: "馧",
	"⾺": "馬",
	駂: "駂",
	駱: "駱",
	駾: "駾",
	驪: "驪",
	"⻢": "马",
	"⾻": "骨",
	䯎: "䯎",
	"⾼": "高",
	"⾽": "髟",
	𩬰: "𩬰",
	鬒: "鬒",
	鬒: "鬒",
	"⾾": "鬥",
	"⾿": "鬯",
	"⿀": "鬲",
	"⿁": "鬼",
	"⻤": "鬼",
	"⿂": "魚",
	魯: "魯",
	鱀: "鱀",
	鱗: "鱗",
	"⻥": "鱼",
	"⿃": "鳥",
	鳽: "鳽",
	䳎: "䳎",
	鵧: "鵧",
	䳭: "䳭",
	𪃎: "𪃎",
	鶴: "鶴",
	𪄅: "𪄅",
	䳸: "䳸",
	鷺: "鷺",
	𪈎: "𪈎",
	鸞: "鸞",
	鹃: "鹂",
	"⿄": "鹵",
	鹿: "鹿",
	"⿅": "鹿",
	𪊑: "𪊑",
	麗: "麗",
	麟: "麟",
	"⿆": "麥",
	"⻨": "麦",
	麻: "麻",
	"⿇": "麻",
	𪎒: "𪎒",
	"⿈": "黃",
	"⻩": "黄",
	"⿉": "黍",
	黎: "黎",
	䵖: "䵖",
	"⿊": "黑",
	黒: "黑",
	墨: "墨",
	黹: "黹",
	"⿋": "黹",
	"⿌": "黽",
	鼅: "鼅",
	黾: "黾",
	"⿍": "鼎",
	鼏: "鼏",
	"⿎": "鼓",
	鼖: "鼖",
	"⿏": "鼠",
	鼻: "鼻",
	"⿐": "鼻",
	齃: "齃",
	"⿑": "齊",
	"⻬": "齐",
	"⿒": "齒",
	𪘀: "𪘀",
	"⻮": "齿",
	龍: "龍",
	"⿓": "龍",
	龎: "龎",
	"⻰": "龙",
	龜: "龜",
	龜: "龜",
	龜: "龜",
	"⿔": "龜",
	"⻳": "龟",
	"⿕": "龠"
};
function guestNameKey(name) {
	let mapped = "";
	for (const char of cleanName(name).toLowerCase().normalize("NFD")) mapped += prototypes[char] ?? char;
	return mapped.normalize("NFD").toLowerCase();
}
// src/server/database/migration-data-steps.ts
/**
* Cleans every guest name and recomputes its key (`guestNameKey`, docs/security.md#look-alike-names).
* When a new key would give an event a second answer for the same person (two look-alike
* answers written before the rule), the row whose update would collide keeps its old name and key
* (UPDATE OR IGNORE), so nothing is lost and the organiser can delete it.
*/
async function rekeyGuestNames(tx) {
	for (const table of ["travel_entries", "rsvp_answers"]) {
		const { rows } = await tx.execute(`SELECT id, guest_name, guest_key FROM ${table} ORDER BY id`);
		const updates = [];
		for (const row of rows) {
			const name = cleanName(String(row["guest_name"]));
			const key = guestNameKey(name);
			if (name === row["guest_name"] && key === row["guest_key"]) continue;
			updates.push({
				sql: `UPDATE OR IGNORE ${table} SET guest_name = ?, guest_key = ? WHERE id = ?`,
				args: [
					name,
					key,
					Number(row["id"])
				]
			});
		}
		for (const update of updates) await tx.execute(update);
	}
}
/** Every data step a migration may name, for `migrate(handle, MIGRATION_DATA_STEPS)`. */
var MIGRATION_DATA_STEPS = { "guest-name-keys": rekeyGuestNames };
// node_modules/date-fns-tz/dist/esm/fromZonedTime/index.js
/**
* @name fromZonedTime
* @category Time Zone Helpers
* @summary Get the UTC date/time from a date representing local time in a given time zone
*
* @description
* Returns a date instance with the UTC time of the provided date of which the values
* represented the local time in the time zone specified. In other words, if the input
* date represented local time in time zone, the timestamp of the output date will
* give the equivalent UTC of that local time regardless of the current system time zone.
*
* @param date the date with values representing the local time
* @param timeZone the time zone of this local time, can be an offset or IANA time zone
* @param options the object with options. See [Options]{@link https://date-fns.org/docs/Options}
* @param {0|1|2} [options.additionalDigits=2] - passed to `toDate`. See [toDate]{@link https://date-fns.org/docs/toDate}
* @throws {TypeError} 2 arguments required
* @throws {RangeError} `options.additionalDigits` must be 0, 1 or 2
*
* @example
* // In June 10am in Los Angeles is 5pm UTC
* const result = fromZonedTime(new Date(2014, 5, 25, 10, 0, 0), 'America/Los_Angeles')
* //=> 2014-06-25T17:00:00.000Z
*/
function fromZonedTime(date, timeZone, options) {
	if (typeof date === "string" && !date.match(tzPattern)) return toDate(date, {
		...options,
		timeZone
	});
	date = toDate(date, options);
	const utc = newDateUTC(date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes(), date.getSeconds(), date.getMilliseconds()).getTime();
	const offsetMilliseconds = tzParseTimezone(timeZone, new Date(utc));
	return new Date(utc + offsetMilliseconds);
}
// src/server/seed/examples.ts
/**
* An example's header image: a static file of the build, public/examples/{name}.webp, drawn by
* src/server/seed/images/generate.mjs (the README there says how). Not an upload: examples are never
* edited, and a site path works the same with local and S3 storage.
*/
var exampleImage = (name) => `${EXAMPLE_IMAGES_PATH}${name}.webp`;
var CHS_AIRPORT = {
	location: "Charleston International Airport (CHS), 5500 International Blvd, North Charleston, SC 29418",
	latitude: 32.8986,
	longitude: -80.0405
};
var FRANCIS_MARION = {
	latitude: 32.7858,
	longitude: -79.9367
};
var MIDDLETON_PLACE = {
	location: "Middleton Place, 4300 Ashley River Rd, Charleston, SC 29414",
	latitude: 32.8997,
	longitude: -80.1367
};
var CDG_AIRPORT = {
	location: "Paris Charles de Gaulle Airport, Terminal 2E, 95700 Roissy-en-France",
	latitude: 49.0097,
	longitude: 2.5479
};
var LAS_AIRPORT = {
	location: "Harry Reid International Airport (LAS), 5757 Wayne Newton Blvd, Las Vegas, NV 89119",
	latitude: 36.084,
	longitude: -115.1537
};
var COSMOPOLITAN = {
	latitude: 36.11,
	longitude: -115.1753
};
var CAESARS_PALACE = {
	latitude: 36.1178,
	longitude: -115.175
};
var MOHONK = {
	latitude: 41.7686,
	longitude: -74.1556
};
var MOHONK_ADDRESS = "1000 Mountain Rest Rd, New Paltz, NY 12561";
var THE_STANDARD = {
	location: "The Standard, High Line, 848 Washington St, New York, NY 10014",
	latitude: 40.7408,
	longitude: -74.0081
};
var MIA_AIRPORT = {
	location: "Miami International Airport (MIA), 2100 NW 42nd Ave, Miami, FL 33142",
	latitude: 25.7933,
	longitude: -80.2906
};
var EXAMPLE_ITINERARIES = [
	{
		projectId: "example-wedding",
		label: "Wedding",
		name: "Emma & James's Wedding",
		customTitle: "Emma & James: A Charleston Wedding Weekend",
		ownerName: "Emma & James",
		groupSize: 110,
		timeZone: "America/New_York",
		startsInDays: 45,
		people: [
			"Emma",
			"James",
			"Olivia",
			"Ben",
			"Grace",
			"Marcus",
			"Linda"
		],
		theme: {
			customColors: {
				primary: "#7d8f69",
				secondary: "#d8a7a0",
				accent: "#c9a96e"
			},
			selectedFont: "classy",
			titleFont: "playfair",
			selectedBackground: "watercolor-paper",
			customBackgroundColor: "#faf7f2",
			showMapTab: true,
			showCountdown: true,
			showCreatorName: true,
			customLinks: [{
				name: "Francis Marion Hotel",
				url: "https://www.francismarionhotel.com"
			}, {
				name: "Middleton Place",
				url: "https://www.middletonplace.org"
			}],
			headerImages: [exampleImage("wedding")]
		},
		events: [
			{
				title: "Arrivals at Charleston International",
				description: "Most of the wedding party lands between noon and 3 pm. Taxis and rideshares wait outside baggage claim, and downtown is about 20 minutes away.",
				day: 0,
				time: "13:00",
				...CHS_AIRPORT,
				attendees: "Everyone",
				vibe: "Comfortable travel clothes; it's warm and humid, so wear layers",
				eventType: "flight"
			},
			{
				title: "Check in at the Francis Marion Hotel",
				description: "Our room block is under the Carter–Hayes wedding. Welcome bags with a map, snacks and the weekend schedule are waiting at the front desk.",
				day: 0,
				time: "15:30",
				location: "Francis Marion Hotel, 387 King St, Charleston, SC 29403",
				...FRANCIS_MARION,
				attendees: "Everyone",
				vibe: "Casual",
				eventType: "hotel"
			},
			{
				title: "Rehearsal dinner at 82 Queen",
				description: "Run-through at the hotel at 5, then dinner in the courtyard for the wedding party and family. Toasts tonight, so tomorrow can be all dancing.",
				day: 0,
				time: "18:00",
				location: "82 Queen, 82 Queen St, Charleston, SC 29401",
				latitude: 32.7795,
				longitude: -79.9307,
				attendees: "Emma, James, Olivia, Ben, Grace, Marcus, Linda",
				vibe: "Cocktail attire, pastels welcome",
				eventType: "dinner"
			},
			{
				title: "Welcome drinks on the Vendue rooftop",
				description: "Everyone else joins us for cocktails and passed bites overlooking the harbor. Come say hello; no speeches, we promise.",
				day: 0,
				time: "20:30",
				location: "The Rooftop at The Vendue, 19 Vendue Range, Charleston, SC 29401",
				latitude: 32.7783,
				longitude: -79.9268,
				attendees: "Everyone",
				vibe: "Smart casual: sundresses and linen, flats for the rooftop",
				eventType: "party"
			},
			{
				title: "Bridal party hair and makeup",
				description: "Stylists arrive at 9:30 with coffee, pastries and mimosas. The photographer drops in at noon for getting-ready shots.",
				day: 1,
				time: "09:30",
				location: "Bridal Suite, Francis Marion Hotel, 387 King St, Charleston, SC 29403",
				...FRANCIS_MARION,
				attendees: "Emma, Olivia, Grace, Linda",
				vibe: "Button-front shirts so nothing spoils the hair",
				eventType: "activity"
			},
			{
				title: "Groomsmen's Fort Sumter trip",
				description: "The ferry leaves Liberty Square (340 Concord St) for the fort where the Civil War began, then it is lunch on the way back. Everyone back at the hotel by 2 pm to suit up.",
				day: 1,
				time: "10:00",
				location: "Fort Sumter National Monument, Charleston Harbor, SC (ferry from 340 Concord St)",
				latitude: 32.7523,
				longitude: -79.8747,
				attendees: "James, Ben, Marcus",
				vibe: "Shorts, sneakers and sunglasses",
				eventType: "activity"
			},
			{
				title: "Guest shuttle to Middleton Place",
				description: "Two coaches leave the hotel's King Street entrance at 3:30 sharp and take about 30 minutes. Please don't drive: parking at the ceremony site is limited.",
				day: 1,
				time: "15:30",
				location: "Francis Marion Hotel, King St entrance, 387 King St, Charleston, SC 29403",
				...FRANCIS_MARION,
				attendees: "Everyone except Emma, James",
				vibe: "Wedding attire",
				eventType: "transport"
			},
			{
				title: "Ceremony at Middleton Place",
				description: "An outdoor ceremony on the lawn above the Butterfly Lakes. Seating is first come, first served, and ushers will hand out fans and water.",
				day: 1,
				time: "16:30",
				...MIDDLETON_PLACE,
				attendees: "Everyone",
				vibe: "Garden formal: suits, cocktail or long dresses, block heels for the lawn",
				eventType: "ceremony"
			},
			{
				title: "Cocktail hour and reception",
				description: "Cocktails by the lakes, then dinner, toasts and dancing in the tent. The sparkler send-off is at 10:15.",
				day: 1,
				time: "17:15",
				...MIDDLETON_PLACE,
				attendees: "Everyone",
				vibe: "Garden formal; bring dancing shoes and a wrap for the evening",
				eventType: "party"
			},
			{
				title: "Late shuttle back downtown",
				description: "Coaches leave from the main gate right after the send-off and stop at the Francis Marion. A second run leaves at 11 for the last dancers.",
				day: 1,
				time: "22:30",
				...MIDDLETON_PLACE,
				attendees: "Everyone except Emma, James",
				vibe: "Whatever survived the dance floor",
				eventType: "transport"
			},
			{
				title: "Farewell brunch at Husk",
				description: "Biscuits, shrimp and grits and one last toast. Drop in whenever you're up; we have the upstairs room until 1 pm.",
				day: 2,
				time: "11:00",
				location: "Husk, 76 Queen St, Charleston, SC 29401",
				latitude: 32.7796,
				longitude: -79.9313,
				attendees: "Everyone",
				vibe: "Relaxed and comfortable",
				eventType: "brunch"
			},
			{
				title: "Airport departures",
				description: "Leave the hotel about 90 minutes before your flight. Emma and James head off on their honeymoon two days later.",
				day: 2,
				time: "14:00",
				...CHS_AIRPORT,
				attendees: "Everyone except Emma, James",
				vibe: "Travel comfy",
				eventType: "flight"
			}
		],
		faqs: [
			{
				question: "Is there parking at the hotel and the venue?",
				answer: "The Francis Marion has valet parking for a nightly fee. Middleton Place has a lot, but it is small, so please ride the shuttle on the wedding day; nobody should be driving after the reception."
			},
			{
				question: "What should I wear to the wedding?",
				answer: "Garden formal. The ceremony is outdoors on the lawn, so choose block heels or wedges over stilettos. Evenings by the river can turn cool, so bring a light jacket or wrap."
			},
			{
				question: "Are children invited?",
				answer: "We love your little ones, but the ceremony and reception are adults only. The hotel concierge can recommend licensed sitters for the evening."
			},
			{
				question: "How do I get from the airport to downtown?",
				answer: "Charleston International is about 20 minutes from the hotel by taxi or rideshare. You will not need a car downtown; everything on the schedule is walkable or on the shuttle."
			}
		]
	},
	{
		projectId: "example-paris",
		label: "Girls Weekend (Paris)",
		name: "Girls' Weekend in Paris",
		customTitle: "Paris, Mes Amies",
		ownerName: "Sophie L.",
		groupSize: 5,
		timeZone: "Europe/Paris",
		startsInDays: 30,
		people: [
			"Sophie",
			"Chloe",
			"Priya",
			"Hannah",
			"Jess"
		],
		theme: {
			customColors: {
				primary: "#1e3a5f",
				secondary: "#e8a0b4",
				accent: "#c8a24a"
			},
			selectedFont: "classy",
			titleFont: "garamond",
			selectedBackground: "marble",
			customBackgroundColor: "#fbf6f3",
			showMapTab: true,
			showCountdown: true,
			showCreatorName: true,
			customLinks: [
				{
					name: "Our hotel",
					url: "https://www.pavillon-de-la-reine.com"
				},
				{
					name: "Louvre",
					url: "https://www.louvre.fr/en"
				},
				{
					name: "Versailles",
					url: "https://en.chateauversailles.fr"
				}
			],
			headerImages: [exampleImage("paris")]
		},
		events: [
			{
				title: "Land at Charles de Gaulle",
				description: "Overnight flight from New York. Meet at the arrivals café once everyone is through passport control, then share a taxi to the Marais.",
				day: 0,
				time: "09:40",
				...CDG_AIRPORT,
				attendees: "Sophie, Chloe, Priya, Hannah",
				vibe: "Comfy travel clothes and a tote for the essentials",
				eventType: "flight"
			},
			{
				title: "Jess arrives on the Eurostar",
				description: "Jess comes in from London and takes a taxi straight to the hotel, about 20 minutes from the station.",
				day: 0,
				time: "11:47",
				location: "Gare du Nord, 18 Rue de Dunkerque, 75010 Paris",
				latitude: 48.8809,
				longitude: 2.3553,
				attendees: "Jess",
				vibe: "Travel casual",
				eventType: "transport"
			},
			{
				title: "Check in at Le Pavillon de la Reine",
				description: "Rooms are ready at 2 pm, and reception will hold bags before then. Naps are allowed, but only until 5.",
				day: 0,
				time: "14:00",
				location: "Le Pavillon de la Reine, 28 Place des Vosges, 75003 Paris",
				latitude: 48.8566,
				longitude: 2.3658,
				attendees: "Everyone",
				vibe: "Casual",
				eventType: "hotel",
				privateNotes: "Confirmation PR-48213 under Sophie L.: two Deluxe doubles and one Junior Suite, three nights. Deposit paid; balance due at checkout."
			},
			{
				title: "Dinner at Le Train Bleu",
				description: "A Belle Époque dining room upstairs in the Gare de Lyon, with painted ceilings and the roast lamb carved at the table. Table for five at 7 pm.",
				day: 0,
				time: "19:00",
				location: "Le Train Bleu, Gare de Lyon, Place Louis-Armand, 75012 Paris",
				latitude: 48.8445,
				longitude: 2.3724,
				attendees: "Everyone",
				vibe: "Dressy: little black dresses and red lipstick, heels optional",
				eventType: "dinner"
			},
			{
				title: "The Louvre",
				description: "Timed entry through the Pyramid at 9:30: Winged Victory, the Mona Lisa before the crowds, then the Napoleon III apartments. Hannah has been twice and is sleeping in.",
				day: 1,
				time: "09:30",
				location: "Musée du Louvre, Rue de Rivoli, 75001 Paris",
				latitude: 48.8606,
				longitude: 2.3376,
				attendees: "Everyone except Hannah",
				vibe: "Comfortable shoes and a small bag; large bags must be checked",
				eventType: "activity"
			},
			{
				title: "Lunch and shopping at Galeries Lafayette",
				description: "Meet Hannah under the glass dome, have lunch in the food hall, then shop on your own. The free rooftop terrace looks out over the Opéra to the Eiffel Tower.",
				day: 1,
				time: "13:00",
				location: "Galeries Lafayette Haussmann, 40 Boulevard Haussmann, 75009 Paris",
				latitude: 48.8733,
				longitude: 2.3322,
				attendees: "Everyone",
				vibe: "Chic casual",
				eventType: "activity"
			},
			{
				title: "Seine dinner cruise",
				description: "Dinner on the river, gliding past Notre-Dame and the Louvre as the city lights come on. We dock back at the foot of the Eiffel Tower in time to see it sparkle.",
				day: 1,
				time: "20:30",
				location: "Bateaux Parisiens, Port de la Bourdonnais, 75007 Paris",
				latitude: 48.8601,
				longitude: 2.2935,
				attendees: "Everyone",
				vibe: "Cocktail attire; bring a wrap for the deck",
				eventType: "dinner"
			},
			{
				title: "Day trip to Versailles",
				description: "Meet in the lobby at 9 and take the RER C from Saint-Michel–Notre-Dame. Palace first, then rent a golf cart to see the gardens and the Trianon.",
				day: 2,
				time: "09:00",
				location: "Palace of Versailles, Place d'Armes, 78000 Versailles",
				latitude: 48.8049,
				longitude: 2.1204,
				attendees: "Everyone",
				vibe: "Sneakers: the gardens are enormous",
				eventType: "activity"
			},
			{
				title: "Evening in Montmartre",
				description: "Climb the steps (or take the funicular) to Sacré-Cœur for the view over the city, then wander the lanes around Place du Tertre and grab crêpes before the show.",
				day: 2,
				time: "18:00",
				location: "Basilique du Sacré-Cœur, 35 Rue du Chevalier de la Barre, 75018 Paris",
				latitude: 48.8867,
				longitude: 2.3431,
				attendees: "Everyone",
				vibe: "Cute but walkable: it is all hills",
				eventType: "activity"
			},
			{
				title: "Cabaret at the Moulin Rouge",
				description: "The 9 pm show with champagne: feathers, the French cancan and a great many sequins. Meet outside the windmill at 8:30.",
				day: 2,
				time: "21:00",
				location: "Moulin Rouge, 82 Boulevard de Clichy, 75018 Paris",
				latitude: 48.8841,
				longitude: 2.3322,
				attendees: "Everyone",
				vibe: "Elegant evening wear; no sneakers or sportswear",
				eventType: "show"
			},
			{
				title: "Farewell brunch at Café de Flore",
				description: "Hot chocolate, omelettes and people-watching on the terrace. They don't take reservations, so we'll aim to arrive right at 10.",
				day: 3,
				time: "10:00",
				location: "Café de Flore, 172 Boulevard Saint-Germain, 75006 Paris",
				latitude: 48.8541,
				longitude: 2.3326,
				attendees: "Everyone",
				vibe: "Parisian casual: trench coats encouraged",
				eventType: "brunch"
			},
			{
				title: "Flights home from CDG",
				description: "Leave the hotel by 12:30 for the 3:30 pm flight. Jess takes the afternoon Eurostar back to London from Gare du Nord.",
				day: 3,
				time: "15:30",
				...CDG_AIRPORT,
				attendees: "Everyone except Jess",
				vibe: "Travel comfy",
				eventType: "flight"
			}
		],
		faqs: [
			{
				question: "How do we get from the airport to the hotel?",
				answer: "We will share a taxi from the official rank outside arrivals; taxis from CDG to central Paris charge a flat fare. The RER B train is the budget option, but it is a slog with luggage."
			},
			{
				question: "What should I budget?",
				answer: "Plan on roughly €120–180 a day for meals, museums and the metro, on top of your share of the hotel. The Louvre, the cruise, Versailles and the Moulin Rouge are prepaid; Sophie will send the split."
			},
			{
				question: "Do I need to book museum tickets?",
				answer: "They are booked already, along with the cruise and the Moulin Rouge. The Louvre and Versailles use timed entry, so have the QR codes Sophie sent saved on your phone and be at the door on time."
			},
			{
				question: "What shoes should I pack?",
				answer: "Lots of walking on cobblestones and gravel: comfortable flats or clean sneakers for the days, and one pair of dressy shoes for the dinners and the Moulin Rouge."
			},
			{
				question: "How do we get around the city?",
				answer: "The metro is the quickest way around. Buy tickets at station machines or in the Île-de-France Mobilités app; taxis are easy to find for late nights."
			}
		]
	},
	{
		projectId: "example-vegas",
		label: "Bachelor Party (Vegas)",
		name: "Tyler's Bachelor Party",
		customTitle: "Tyler's Last Ride: Las Vegas",
		ownerName: "Jake M.",
		groupSize: 6,
		timeZone: "America/Los_Angeles",
		startsInDays: 21,
		people: [
			"Tyler",
			"Jake",
			"Chris",
			"Danny",
			"Ryan",
			"Omar"
		],
		theme: {
			customColors: {
				primary: "#111827",
				secondary: "#b91c1c",
				accent: "#eab308"
			},
			selectedFont: "normal",
			titleFont: "impact",
			selectedBackground: "custom",
			customBackgroundColor: "#f5f5f4",
			showMapTab: true,
			showCountdown: true,
			showCreatorName: true,
			customLinks: [{
				name: "The Cosmopolitan",
				url: "https://www.cosmopolitanlasvegas.com"
			}, {
				name: "Hoover Dam tours",
				url: "https://www.usbr.gov/lc/hooverdam/"
			}],
			headerImages: [exampleImage("vegas")]
		},
		events: [
			{
				title: "Land at Harry Reid International",
				description: "The Denver crew lands at 1:15 pm. Rideshare pickup is in the parking garage; the Strip is about 15 minutes away. Omar flies in from Chicago and meets us at the hotel.",
				day: 0,
				time: "13:15",
				...LAS_AIRPORT,
				attendees: "Everyone except Omar",
				vibe: "Travel casual",
				eventType: "flight"
			},
			{
				title: "Check in at The Cosmopolitan",
				description: "Two terrace suites looking over the Bellagio fountains. Jake has the keys; drop your bags and meet at the Chandelier bar at 6.",
				day: 0,
				time: "15:00",
				location: "The Cosmopolitan of Las Vegas, 3708 Las Vegas Blvd S, Las Vegas, NV 89109",
				...COSMOPOLITAN,
				attendees: "Everyone",
				vibe: "Whatever you flew in",
				eventType: "hotel"
			},
			{
				title: "Dinner at Gordon Ramsay Hell's Kitchen",
				description: "Beef Wellington and sticky toffee pudding with a view into the open kitchen. A 15-minute walk from the Cosmo across the Strip.",
				day: 0,
				time: "19:30",
				location: "Gordon Ramsay Hell's Kitchen, Caesars Palace, 3570 Las Vegas Blvd S, Las Vegas, NV 89109",
				...CAESARS_PALACE,
				attendees: "Everyone",
				vibe: "Smart casual: collared shirts, no gym shorts",
				eventType: "dinner",
				privateNotes: "Reservation for 6 under Jake M., confirmation HK-20931. They know it's a bachelor party: dessert comes with a chef's jacket with Tyler's name on it. $120 deposit on Jake's card."
			},
			{
				title: "Bellagio fountains and blackjack",
				description: "The fountain shows run every 15 minutes at night. Then $25 tables at the Bellagio with a firm budget: when it's gone, it's gone.",
				day: 0,
				time: "22:00",
				location: "Fountains of Bellagio, 3600 Las Vegas Blvd S, Las Vegas, NV 89109",
				latitude: 36.1127,
				longitude: -115.1742,
				attendees: "Everyone",
				vibe: "Same as dinner",
				eventType: "activity"
			},
			{
				title: "Hoover Dam tour",
				description: "A van picks us up at the Cosmo's main entrance; it's about 45 minutes each way. Power plant tour, photos from the bypass bridge walkway, back by 1:30. Danny is opting for the pool.",
				day: 1,
				time: "09:00",
				location: "Hoover Dam, Nevada State Route 172, Boulder City, NV 89005",
				latitude: 36.016,
				longitude: -114.7377,
				attendees: "Everyone except Danny",
				vibe: "Sneakers, a hat, sunscreen and water",
				eventType: "activity"
			},
			{
				title: "Pool party at Marquee Dayclub",
				description: "We have a daybed until 6 pm. House rule: one water for every drink.",
				day: 1,
				time: "14:00",
				location: "Marquee Dayclub, The Cosmopolitan, 3708 Las Vegas Blvd S, Las Vegas, NV 89109",
				...COSMOPOLITAN,
				attendees: "Everyone",
				vibe: "Swim trunks, sunglasses, SPF 50",
				eventType: "party"
			},
			{
				title: "Absinthe at Caesars Palace",
				description: "Acrobats and very adult comedy in an intimate tent in front of Caesars. Phones away during the show.",
				day: 1,
				time: "20:30",
				location: "Absinthe, Roman Plaza at Caesars Palace, 3570 Las Vegas Blvd S, Las Vegas, NV 89109",
				...CAESARS_PALACE,
				attendees: "Everyone",
				vibe: "Going-out clothes",
				eventType: "show"
			},
			{
				title: "XS Nightclub",
				description: "Table booked, deposit split six ways. Arrive together before midnight; latecomers are on their own at the door.",
				day: 1,
				time: "23:30",
				location: "XS Nightclub, Encore Las Vegas, 3121 Las Vegas Blvd S, Las Vegas, NV 89109",
				latitude: 36.1274,
				longitude: -115.1662,
				attendees: "Everyone",
				vibe: "Dress to impress: collared shirt, dress shoes, no hats",
				eventType: "party"
			},
			{
				title: "Recovery brunch at Wicked Spoon",
				description: "Check out of the suites first and leave bags with the bell desk. Then the buffet, a lot of coffee and the retelling of last night.",
				day: 2,
				time: "11:00",
				location: "Wicked Spoon, The Cosmopolitan, 3708 Las Vegas Blvd S, Las Vegas, NV 89109",
				...COSMOPOLITAN,
				attendees: "Everyone",
				vibe: "Sunglasses indoors are acceptable today",
				eventType: "brunch"
			},
			{
				title: "High Roller ride",
				description: "One 30-minute loop on the 550-foot observation wheel for the group photo. The Happy Half Hour cabins have a bar on board if anyone is still going.",
				day: 2,
				time: "14:00",
				location: "High Roller, The LINQ Promenade, 3545 Las Vegas Blvd S, Las Vegas, NV 89109",
				latitude: 36.1175,
				longitude: -115.1681,
				attendees: "Everyone",
				vibe: "Casual",
				eventType: "activity"
			},
			{
				title: "Flights home",
				description: "Grab your bags from the Cosmo and leave by 4:30 for the 6:30 pm flight. Omar stays one more night for a work conference.",
				day: 2,
				time: "18:30",
				...LAS_AIRPORT,
				attendees: "Everyone except Omar",
				vibe: "Hoodie and regret",
				eventType: "flight"
			}
		],
		faqs: [
			{
				question: "What is the budget?",
				answer: "Suites and the XS table are split six ways (about $450 each, Jake will send the request). Budget around $150 a day for food and drinks, plus whatever you are willing to lose at blackjack. Tyler pays for nothing."
			},
			{
				question: "Is there a dress code at the club?",
				answer: "Yes, and it is enforced at the door: collared or button-up shirt, dress shoes or clean fashion sneakers, no athletic wear, hats or baggy shorts."
			},
			{
				question: "What should I pack?",
				answer: "Swim trunks, sunglasses and sunscreen for the pool, closed-toe shoes for the dam tour, one going-out outfit, and your ID. You will be carded everywhere, even at 35."
			},
			{
				question: "Does Tyler know the plan?",
				answer: "He has seen this schedule, but not the surprise at dinner. Keep it that way."
			}
		]
	},
	{
		projectId: "example-reunion",
		label: "Family Reunion",
		name: "Thompson Family Reunion",
		customTitle: "The Thompson Family Reunion at Mohonk",
		ownerName: "Carol T.",
		groupSize: 24,
		timeZone: "America/New_York",
		startsInDays: 60,
		people: [
			"Rose",
			"Dave",
			"Carol",
			"Mike",
			"Jen",
			"Lily",
			"Noah"
		],
		theme: {
			customColors: {
				primary: "#2f5d50",
				secondary: "#d9a441",
				accent: "#8c5a3c"
			},
			selectedFont: "normal",
			titleFont: "georgia",
			selectedBackground: "handmade-paper",
			customBackgroundColor: "#f7f3ea",
			showMapTab: true,
			showCountdown: true,
			showCreatorName: true,
			customLinks: [{
				name: "Mohonk Mountain House",
				url: "https://www.mohonk.com"
			}, {
				name: "Walkway Over the Hudson",
				url: "https://walkway.org"
			}],
			headerImages: [exampleImage("reunion")]
		},
		events: [
			{
				title: "Check in at Mohonk Mountain House",
				description: "Rooms are ready from 4 pm. Carol is in the lobby with name tags and the family tree poster, so come and add your branch.",
				day: 0,
				time: "16:00",
				location: `Mohonk Mountain House, ${MOHONK_ADDRESS}`,
				...MOHONK,
				attendees: "Everyone",
				vibe: "Casual",
				eventType: "hotel"
			},
			{
				title: "The big welcome cookout",
				description: "Burgers, corn on the cob and Uncle Dave's famous potato salad on the lakeside lawn, with lawn games for the kids while the grown-ups catch up.",
				day: 0,
				time: "18:00",
				location: `Lakeside lawn, Mohonk Mountain House, ${MOHONK_ADDRESS}`,
				...MOHONK,
				attendees: "Everyone",
				vibe: "Picnic casual; bring a sweater for later",
				eventType: "dinner"
			},
			{
				title: "Campfire and s'mores",
				description: "Grandma Rose tells the story of the very first reunion in 1978 while the kids roast marshmallows. Bring a flashlight for the walk back.",
				day: 0,
				time: "20:00",
				location: `Mohonk Mountain House lakeside, ${MOHONK_ADDRESS}`,
				...MOHONK,
				attendees: "Everyone",
				vibe: "Sweatshirts; it gets cool on the mountain at night",
				eventType: "activity"
			},
			{
				title: "Hike to Sky Top Tower",
				description: "About two miles round trip with a steep final stretch and 100 stone steps up the tower; on a clear day you can see six states. Back in time for a late breakfast.",
				day: 1,
				time: "08:00",
				location: `Sky Top Path trailhead by the boathouse, Mohonk Mountain House, ${MOHONK_ADDRESS}`,
				...MOHONK,
				attendees: "Everyone except Rose, Carol",
				vibe: "Hiking shoes, water bottle and layers",
				eventType: "activity"
			},
			{
				title: "Rowboats on Lake Mohonk",
				description: "Rowboats and canoes from the boathouse, with life jackets for the kids. Grandma Rose has claimed the first boat.",
				day: 1,
				time: "10:30",
				location: `Boathouse, Mohonk Mountain House, ${MOHONK_ADDRESS}`,
				...MOHONK,
				attendees: "Rose, Carol, Jen, Lily, Noah",
				vibe: "Sun hats and sunscreen",
				eventType: "activity"
			},
			{
				title: "Walkway Over the Hudson",
				description: "A 1.28-mile pedestrian bridge 212 feet above the river, about 25 minutes by car. It is flat and wheelchair friendly, so Grandma Rose is coming too. Carpools leave the Mountain House at 12:30.",
				day: 1,
				time: "13:00",
				location: "Walkway Over the Hudson State Historic Park, 87 Haviland Rd, Highland, NY 12528",
				latitude: 41.7114,
				longitude: -73.9453,
				attendees: "Everyone",
				vibe: "Sneakers and a sun hat; it's breezy on the bridge",
				eventType: "activity"
			},
			{
				title: "Family photo on the lawn",
				description: "The photographer takes the big group shot by the lake in the golden-hour light, then one photo per household. Please be on time; the good light goes fast.",
				day: 1,
				time: "16:30",
				location: `Lakeside lawn, Mohonk Mountain House, ${MOHONK_ADDRESS}`,
				...MOHONK,
				attendees: "Everyone",
				vibe: "Coordinated: navy, white or denim, no logos",
				eventType: "activity"
			},
			{
				title: "Reunion banquet",
				description: "Dinner, the slideshow Mike put together, and the Thompson Trivia championship. The winning household hosts the next reunion.",
				day: 1,
				time: "18:30",
				location: `Private dining room, Mohonk Mountain House, ${MOHONK_ADDRESS}`,
				...MOHONK,
				attendees: "Everyone",
				vibe: "Smart casual",
				eventType: "dinner",
				privateNotes: "Private dining room booked under Thompson, reference MMH-20417. Final headcount due three days ahead; $500 deposit paid from the reunion fund."
			},
			{
				title: "Farewell breakfast",
				description: "One last meal together. Carol has the leftover reunion T-shirts, so take one for anyone who could not make it.",
				day: 2,
				time: "08:30",
				location: `Main Dining Room, Mohonk Mountain House, ${MOHONK_ADDRESS}`,
				...MOHONK,
				attendees: "Everyone",
				vibe: "Casual",
				eventType: "brunch"
			},
			{
				title: "Checkout and goodbyes",
				description: "Checkout is at 11. Hugs in the driveway, then safe travels home.",
				day: 2,
				time: "11:00",
				location: `Mohonk Mountain House, ${MOHONK_ADDRESS}`,
				...MOHONK,
				attendees: "Everyone",
				vibe: "Road-trip comfy",
				eventType: "hotel"
			}
		],
		faqs: [
			{
				question: "Where do we park?",
				answer: "Overnight guests drive right up to the Mountain House and park there. Anyone joining just for the day parks at the gatehouse at the bottom of the hill and takes the shuttle up."
			},
			{
				question: "How are costs being split?",
				answer: "Each household books and pays for its own room. The banquet, the photographer and the T-shirts come out of the reunion fund: $75 per adult, kids free. Send it to Carol before the trip."
			},
			{
				question: "What should the kids bring?",
				answer: "Swimsuits, sneakers they can hike in, a flashlight for the campfire, a warm layer for the evenings, and a board game or two for the rainy-day backup plan."
			},
			{
				question: "Is everything accessible for Grandma Rose?",
				answer: "The Mountain House has elevators, and the Walkway Over the Hudson is flat and paved. The Sky Top hike is steep and rocky, so Rose and Carol will have coffee on the porch instead."
			}
		]
	},
	{
		projectId: "example-birthday",
		label: "Birthday",
		name: "Maya's 30th Birthday Weekend",
		customTitle: "Maya Turns 30",
		ownerName: "Jordan K.",
		groupSize: 6,
		timeZone: "America/New_York",
		startsInDays: 14,
		people: [
			"Maya",
			"Jordan",
			"Alex",
			"Sam",
			"Nina",
			"Theo"
		],
		theme: {
			customColors: {
				primary: "#be185d",
				secondary: "#f9a8d4",
				accent: "#7c3aed"
			},
			selectedFont: "normal",
			titleFont: "montserrat",
			selectedBackground: "crumpled-paper",
			customBackgroundColor: "#fff5f7",
			showMapTab: true,
			showCountdown: true,
			showCreatorName: true,
			customLinks: [{
				name: "Comedy Cellar",
				url: "https://www.comedycellar.com"
			}, {
				name: "Top of the Rock",
				url: "https://www.rockefellercenter.com"
			}],
			headerImages: [exampleImage("birthday")]
		},
		events: [
			{
				title: "Brunch at Chelsea Market",
				description: "Meet by the indoor waterfall near the Ninth Avenue entrance, then graze: tacos, dumplings, doughnuts. Everyone pays their own.",
				day: 0,
				time: "11:00",
				location: "Chelsea Market, 75 9th Ave, New York, NY 10011",
				latitude: 40.7424,
				longitude: -74.0061,
				attendees: "Everyone",
				vibe: "Casual and cute, with shoes you can walk in",
				eventType: "brunch"
			},
			{
				title: "Walk the High Line",
				description: "Up the stairs at 16th Street and north to Hudson Yards, with a photo stop at the overlook above Tenth Avenue.",
				day: 0,
				time: "13:00",
				location: "The High Line, New York, NY 10011",
				latitude: 40.748,
				longitude: -74.0048,
				attendees: "Everyone",
				vibe: "Sunglasses",
				eventType: "activity"
			},
			{
				title: "Check in at The Standard",
				description: "Rooms for the out-of-towners. Sam, Nina and Theo live in Brooklyn and will meet us at dinner.",
				day: 0,
				time: "15:30",
				...THE_STANDARD,
				attendees: "Maya, Jordan, Alex",
				vibe: "Casual",
				eventType: "hotel"
			},
			{
				title: "Birthday dinner at Carbone 🎂",
				description: "Spicy rigatoni, veal parm and a candle in the tiramisu. The table is ours for two hours, so please be on time.",
				day: 0,
				time: "19:30",
				location: "Carbone, 181 Thompson St, New York, NY 10012",
				latitude: 40.7279,
				longitude: -74.0001,
				attendees: "Everyone",
				vibe: "Dressed up: going-out outfits, heels or loafers",
				eventType: "dinner"
			},
			{
				title: "Late show at the Comedy Cellar",
				description: "A lineup of five or six comics with the occasional famous drop-in, and a two-item minimum. Phones stay away during the show. Nina has an early shift and heads home after dinner.",
				day: 0,
				time: "22:15",
				location: "Comedy Cellar, 117 MacDougal St, New York, NY 10012",
				latitude: 40.7302,
				longitude: -74.0004,
				attendees: "Everyone except Nina",
				vibe: "Come as you are",
				eventType: "activity"
			},
			{
				title: "Rowboats at the Loeb Boathouse",
				description: "Two rowboats for an hour on the Central Park lake, then iced coffee by the water.",
				day: 1,
				time: "11:00",
				location: "The Loeb Boathouse, Central Park, E 72nd St & Park Dr N, New York, NY 10021",
				latitude: 40.7752,
				longitude: -73.9688,
				attendees: "Everyone",
				vibe: "Casual; maybe not white jeans",
				eventType: "activity"
			},
			{
				title: "Spa afternoon at AIRE Ancient Baths",
				description: "The group birthday present: a candlelit thermal bath circuit with a 30-minute massage. Arrive 15 minutes early to change.",
				day: 1,
				time: "14:00",
				location: "AIRE Ancient Baths, 88 Franklin St, New York, NY 10013",
				latitude: 40.7182,
				longitude: -74.0047,
				attendees: "Maya, Alex, Nina",
				vibe: "Bring a swimsuit; robes and slippers are provided",
				eventType: "activity"
			},
			{
				title: "Secret cake pickup",
				description: "While Maya is at the spa: pick up the cake and the balloons and get them up to the room. Do not text her any photos.",
				day: 1,
				time: "14:30",
				location: "Magnolia Bakery, 401 Bleecker St, New York, NY 10014",
				latitude: 40.7359,
				longitude: -74.005,
				attendees: "Jordan, Sam, Theo",
				vibe: "Stealth",
				eventType: "errand"
			},
			{
				title: "Surprise cake at The Standard",
				description: "Candles, the birthday song and a toast in Jordan's room before heading uptown. Act surprised if you were not in on it.",
				day: 1,
				time: "17:00",
				...THE_STANDARD,
				attendees: "Everyone",
				vibe: "Party hats optional but encouraged",
				eventType: "party"
			},
			{
				title: "Evening at Top of the Rock",
				description: "Tickets are booked for 7 pm: Central Park on one side, the Empire State Building on the other. A group photo on the top deck to finish the weekend.",
				day: 1,
				time: "19:00",
				location: "Top of the Rock, 30 Rockefeller Plaza, New York, NY 10112",
				latitude: 40.7593,
				longitude: -73.9794,
				attendees: "Everyone",
				vibe: "Layer up; it's windy on the 70th floor",
				eventType: "activity"
			}
		],
		faqs: [
			{
				question: "Do I have to stay at The Standard?",
				answer: "Only if you are coming from out of town and want to be near everyone. Jordan has two rooms on hold; message Jordan if you want in."
			},
			{
				question: "What about gifts?",
				answer: "Maya asked for no gifts. We're all chipping in for her spa afternoon instead: $60 each, sent to Jordan."
			},
			{
				question: "How do we get around?",
				answer: "Subway, mostly. Tap your phone or contactless card at any turnstile (OMNY); it caps your fares for the week. Taxis and rideshares for the late nights."
			},
			{
				question: "Is it a surprise?",
				answer: "Maya knows about the weekend, but not about the cake, so please keep that part to yourself."
			}
		]
	},
	{
		projectId: "example-miami",
		label: "Spring Break (Miami)",
		name: "Spring Break in Miami",
		customTitle: "Miami Spring Break",
		ownerName: "Ava R.",
		groupSize: 6,
		timeZone: "America/New_York",
		startsInDays: 38,
		people: [
			"Ava",
			"Ethan",
			"Jasmine",
			"Luis",
			"Kayla",
			"Devin"
		],
		theme: {
			customColors: {
				primary: "#0891b2",
				secondary: "#f97316",
				accent: "#facc15"
			},
			selectedFont: "normal",
			titleFont: "lobster",
			selectedBackground: "ocean-waves",
			customBackgroundColor: "#f0fdfa",
			showMapTab: true,
			showCountdown: true,
			showCreatorName: true,
			customLinks: [{
				name: "The Clevelander",
				url: "https://www.clevelander.com"
			}, {
				name: "Vizcaya tickets",
				url: "https://vizcaya.org"
			}],
			headerImages: [exampleImage("miami")]
		},
		events: [
			{
				title: "Land at Miami International",
				description: "Meet at baggage claim and split two rideshares to South Beach. Luis is driving down from Gainesville with the cooler and the speaker.",
				day: 0,
				time: "12:30",
				...MIA_AIRPORT,
				attendees: "Everyone except Luis",
				vibe: "Travel comfy; sunglasses on before you leave the terminal",
				eventType: "flight"
			},
			{
				title: "Check in at The Clevelander",
				description: "Two rooms facing Ocean Drive. Everyone needs ID at check-in, and the pool deck gets loud, so pack earplugs.",
				day: 0,
				time: "15:00",
				location: "The Clevelander South Beach, 1020 Ocean Dr, Miami Beach, FL 33139",
				latitude: 25.7806,
				longitude: -80.1304,
				attendees: "Everyone",
				vibe: "Swimsuit under your clothes",
				eventType: "hotel"
			},
			{
				title: "Dinner at Joe's Stone Crab",
				description: "Joe's is a South Beach institution that doesn't take reservations, so we'll put our name down at 7 and wait at the bar. Stone crabs are only served from mid-October to May; otherwise the fried chicken and key lime pie are the move.",
				day: 0,
				time: "19:30",
				location: "Joe's Stone Crab, 11 Washington Ave, Miami Beach, FL 33139",
				latitude: 25.7689,
				longitude: -80.135,
				attendees: "Everyone",
				vibe: "Resort casual: no swimwear",
				eventType: "dinner"
			},
			{
				title: "Beach day at Lummus Park",
				description: "Chairs and an umbrella rented near the 10th Street lifeguard tower. The volleyball nets are first come, first served.",
				day: 1,
				time: "10:30",
				location: "Lummus Park Beach, Ocean Dr & 10th St, Miami Beach, FL 33139",
				latitude: 25.7806,
				longitude: -80.1292,
				attendees: "Everyone",
				vibe: "Swimwear and reef-safe sunscreen",
				eventType: "activity"
			},
			{
				title: "Night out at LIV",
				description: "We're on the guest list under Ava; arrive together before 11:30 or the line gets long. Devin is 20, so he's on the late-night taco run instead.",
				day: 1,
				time: "22:30",
				location: "LIV, Fontainebleau Miami Beach, 4441 Collins Ave, Miami Beach, FL 33140",
				latitude: 25.8183,
				longitude: -80.1225,
				attendees: "Everyone except Devin",
				vibe: "Dress to impress: no athletic wear, flip-flops or baggy shorts",
				eventType: "party"
			},
			{
				title: "Wynwood Walls",
				description: "An open-air park of huge street-art murals, then a wander around the neighborhood's galleries and coffee shops.",
				day: 2,
				time: "11:00",
				location: "Wynwood Walls, 2516 NW 2nd Ave, Miami, FL 33127",
				latitude: 25.801,
				longitude: -80.1993,
				attendees: "Everyone",
				vibe: "Bright colors for the photos",
				eventType: "activity"
			},
			{
				title: "Cuban lunch in Little Havana",
				description: "Cuban sandwiches, croquetas and cafecito from the walk-up window, then a stroll down Calle Ocho to watch the domino games at Máximo Gómez Park.",
				day: 2,
				time: "13:30",
				location: "Versailles Restaurant, 3555 SW 8th St, Miami, FL 33135",
				latitude: 25.7651,
				longitude: -80.2533,
				attendees: "Everyone",
				vibe: "Casual",
				eventType: "dinner"
			},
			{
				title: "Cape Florida beach and lighthouse",
				description: "A quieter beach at the tip of Key Biscayne, with the 1825 lighthouse. Entry is charged per car, so we'll take Luis's car plus one rideshare.",
				day: 3,
				time: "10:00",
				location: "Bill Baggs Cape Florida State Park, 1200 S Crandon Blvd, Key Biscayne, FL 33149",
				latitude: 25.6666,
				longitude: -80.1558,
				attendees: "Everyone",
				vibe: "Swimwear and water shoes",
				eventType: "activity"
			},
			{
				title: "Evening cruise on Biscayne Bay",
				description: "A 90-minute boat tour past the Star Island mansions with the downtown skyline lighting up. Boats leave from the marina behind Bayside Marketplace.",
				day: 3,
				time: "19:00",
				location: "Bayside Marketplace, 401 Biscayne Blvd, Miami, FL 33132",
				latitude: 25.7783,
				longitude: -80.1866,
				attendees: "Everyone",
				vibe: "Sundresses and linen shirts",
				eventType: "activity"
			},
			{
				title: "Vizcaya Museum and Gardens",
				description: "A 1916 Italian Renaissance-style villa on the bay with formal gardens; timed tickets are booked for 11. Luis starts the drive back to Gainesville after breakfast.",
				day: 4,
				time: "11:00",
				location: "Vizcaya Museum and Gardens, 3251 S Miami Ave, Miami, FL 33129",
				latitude: 25.7444,
				longitude: -80.2104,
				attendees: "Everyone except Luis",
				vibe: "Sundress or linen; no swimwear in the house",
				eventType: "activity"
			},
			{
				title: "Flights home from MIA",
				description: "The airport is about 15 minutes from Vizcaya by rideshare; aim to be there by 2:30 for the 4:30 pm flight.",
				day: 4,
				time: "16:30",
				...MIA_AIRPORT,
				attendees: "Everyone except Luis",
				vibe: "Sunburnt and happy",
				eventType: "flight"
			}
		],
		faqs: [
			{
				question: "How do I get from the airport to the hotel?",
				answer: "Rideshares to South Beach take 25 to 40 minutes depending on traffic. Taxis from MIA charge a flat fare to Miami Beach, which is handy when surge pricing kicks in."
			},
			{
				question: "Do I need to be 21?",
				answer: "For LIV and most bars, yes, and they check every ID at the door. Bring your physical ID, not a photo of it. Everything else on the schedule is all ages."
			},
			{
				question: "What should I pack?",
				answer: "Swimsuits, a cover-up, flip-flops, reef-safe sunscreen, one going-out outfit with real shoes for LIV, and a light layer for the boat."
			},
			{
				question: "What do the beach flags mean?",
				answer: "Swim near a lifeguard tower and check the flags: green is calm, yellow means moderate surf or currents, red means stay out of the water, and purple means jellyfish or other marine life."
			},
			{
				question: "What is the budget?",
				answer: "Rooms are already split. Plan on about $100 a day for food and drinks, plus your share of the cruise and Vizcaya tickets, which Ava will send."
			}
		]
	}
];
// src/server/seed/seed.ts
/**
* Writes the example itineraries (./examples.ts) into the database, once.
*
* Safe to run on every start, and from two processes starting at once: each example is checked
* and inserted inside one write transaction (BEGIN IMMEDIATE), so whoever gets the lock second
* sees the first one's rows and skips. `projects.project_id` is unique as a last guard.
*/
var ADMIN_CODE_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
var EXAMPLE_ADMIN_CODE_LENGTH = 12;
/** An admin code nobody is ever told: examples are never editable. */
var unguessableAdminCode = () => randomString(ADMIN_CODE_ALPHABET, EXAMPLE_ADMIN_CODE_LENGTH);
/**
* The UTC instant of `time` ('HH:mm') on the day `dayOffset` calendar days after `now`'s date in
* `timeZone`, read as wall-clock time there. Counting calendar days (not 24-hour steps) keeps the
* wall-clock time right across daylight-saving changes.
*/
function exampleEventInstant(now, timeZone, dayOffset, time) {
	if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) throw new Error(`Invalid example time ${time}`);
	const [year, month, day] = formatInTimeZone(now, timeZone, "yyyy-MM-dd").split("-").map(Number);
	if (year === void 0 || month === void 0 || day === void 0) throw new Error(`Cannot read the date of ${now.toISOString()} in ${timeZone}`);
	return fromZonedTime(`${new Date(Date.UTC(year, month - 1, day + dayOffset)).toISOString().slice(0, 10)}T${time}:00`, timeZone);
}
function projectInsert(example) {
	const { theme } = example;
	return {
		sql: `INSERT INTO projects (
        project_id, name, custom_title, owner_name, group_size, is_paid, is_example,
        admin_code, access_code, custom_colors, selected_font, title_font,
        selected_background, custom_background_color, header_images, header_image, custom_links,
        show_countdown, show_creator_name, show_map_tab, time_zone
      ) VALUES (?, ?, ?, ?, ?, 1, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      RETURNING id`,
		args: [
			example.projectId,
			example.name,
			example.customTitle ?? null,
			example.ownerName,
			example.groupSize,
			unguessableAdminCode(),
			EXAMPLE_ACCESS_CODE,
			JSON.stringify(theme.customColors),
			theme.selectedFont,
			theme.titleFont,
			theme.selectedBackground,
			theme.customBackgroundColor,
			JSON.stringify(theme.headerImages),
			theme.headerImages[0] ?? null,
			JSON.stringify(theme.customLinks),
			theme.showCountdown ? 1 : 0,
			theme.showCreatorName ? 1 : 0,
			theme.showMapTab ? 1 : 0,
			example.timeZone
		]
	};
}
function childInserts(example, projectRowId, now) {
	const events = example.events.map((event) => ({
		sql: `INSERT INTO events (
        project_id, title, description, datetime, location, latitude, longitude,
        attendees, vibe, event_type, private_notes
      ) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		args: [
			projectRowId,
			event.title,
			event.description,
			exampleEventInstant(now, example.timeZone, example.startsInDays + event.day, event.time).getTime(),
			event.location,
			event.latitude,
			event.longitude,
			event.attendees,
			event.vibe,
			event.eventType,
			event.privateNotes ?? null
		]
	}));
	const faqs = example.faqs.map((faq, order) => ({
		sql: "INSERT INTO faqs (project_id, question, answer, \"order\") VALUES (?, ?, ?, ?)",
		args: [
			projectRowId,
			faq.question,
			faq.answer,
			order
		]
	}));
	return [...events, ...faqs];
}
/**
* An example seeded before its header images changed (or before it had any) gets the current
* ones; its version moves so open pages and cached copies refresh. Only example rows are touched.
*/
function imagesUpdate(example) {
	const images = example.theme.headerImages;
	return {
		sql: `UPDATE projects SET header_images = ?, header_image = ?, version = version + 1
      WHERE project_id = ? AND is_example = 1`,
		args: [
			JSON.stringify(images),
			images[0] ?? null,
			example.projectId
		]
	};
}
/**
* Inserts the examples that are missing and brings the header images of those already there up
* to date; returns the project ids of each.
*/
async function seedExamples(handle, now = /* @__PURE__ */ new Date()) {
	const inserted = [];
	const imagesUpdated = [];
	for (const example of EXAMPLE_ITINERARIES) {
		const outcome = await handle.write(async (db) => {
			const tx = await db.$client.transaction("write");
			try {
				const row = (await tx.execute({
					sql: "SELECT header_images FROM projects WHERE project_id = ? LIMIT 1",
					args: [example.projectId]
				})).rows[0];
				if (row) {
					if (row["header_images"] === JSON.stringify(example.theme.headerImages)) return "none";
					await tx.execute(imagesUpdate(example));
					await tx.commit();
					return "images";
				}
				const project = await tx.execute(projectInsert(example));
				const projectRowId = Number(project.rows[0]?.["id"]);
				if (!Number.isInteger(projectRowId)) throw new Error(`Inserting ${example.projectId} returned no id`);
				await tx.batch(childInserts(example, projectRowId, now));
				await tx.commit();
				return "inserted";
			} finally {
				tx.close();
			}
		});
		if (outcome === "inserted") inserted.push(example.projectId);
		if (outcome === "images") imagesUpdated.push(example.projectId);
	}
	return {
		inserted,
		imagesUpdated
	};
}
// src/server/database/database.ts
/**
* The app's one database handle: opened from the configuration on first use, migrated and seeded
* once per process before any request touches it.
*/
var handle;
var ready;
function database() {
	ready ??= (async () => {
		handle = openDatabase(databaseConfig(), database_client_exports);
		await migrate(handle, MIGRATION_DATA_STEPS);
		await seedExamples(handle);
		return handle;
	})().catch((error) => {
		ready = void 0;
		throw error;
	});
	return ready;
}
// src/server/http/errors.ts
/**
* One error type for every rule a service enforces: an HTTP status, a human
* message, and where the browser acts on it, a machine code such as TRIAL_LIMIT_REACHED.
*/
var HttpError = class extends Error {
	status;
	code;
	details;
	headers;
	constructor(status, message, code, details = {}, headers = {}) {
		super(message);
		this.status = status;
		this.code = code;
		this.details = details;
		this.headers = headers;
		this.name = "HttpError";
	}
};
var notFound = (message = "Not found.") => new HttpError(404, message, "NOT_FOUND");
/** Every route that names an itinerary answers this when there is none with that id. */
var unknownItinerary = () => notFound(MESSAGES.unknownItinerary);
var badRequest = (message) => new HttpError(400, message, "VALIDATION_FAILED");
/**
* The one way to answer 429: `Retry-After` in whole seconds (at least one) as a header and as
* `retryAfterSeconds` in the body. `message` is given those seconds, to say how long to wait.
*/
function tooManyRequests(message, code, retryAfterMs, details = {}) {
	const wait = retryAfter(retryAfterMs);
	return new HttpError(429, message(wait.seconds), code, {
		...details,
		...wait.details
	}, wait.headers);
}
/**
* A wait in whole seconds (at least one), as every answer that has one says it: `Retry-After`
* and `retryAfterSeconds` in the body.
*/
function retryAfter(ms) {
	const seconds = Math.max(1, Math.ceil(ms / 1e3));
	return {
		seconds,
		details: { retryAfterSeconds: seconds },
		headers: { "Retry-After": String(seconds) }
	};
}
// src/server/limits/rate-limit.ts
/**
* Database-backed fixed-window counters (wrong codes, creations) (shared by every app process).
*
* Each failure is one atomic UPSERT ... RETURNING, so concurrent failures are all counted; the
* request that crosses the limit sets the lock. A key stays locked until `locked_until`.
*/
/** Milliseconds until `key` may be tried again, or 0 when it is not locked. */
async function lockedFor(handle, key, now = Date.now()) {
	const until = (await handle.db.query.accessAttempts.findFirst({
		where: eq(accessAttempts.key, key),
		columns: { lockedUntil: true }
	}))?.lockedUntil?.getTime() ?? 0;
	return until > now ? until - now : 0;
}
/**
* Adds one to `key`'s count in a fixed window of `windowMs` (a window that has ended starts again
* at 1), in one atomic UPSERT. With `cap`, an open window already at `cap` is left alone and no
* row comes back: the caller is refused without anything being counted.
*/
async function countHit(handle, key, windowMs, now, cap) {
	const expired = now - windowMs;
	return (await handle.write((db) => db.insert(accessAttempts).values({
		key,
		count: 1,
		windowStart: new Date(now),
		strikes: 0,
		updatedAt: new Date(now)
	}).onConflictDoUpdate({
		target: accessAttempts.key,
		set: {
			count: sql`case when ${accessAttempts.windowStart} <= ${expired} then 1 else ${accessAttempts.count} + 1 end`,
			windowStart: sql`case when ${accessAttempts.windowStart} <= ${expired} then ${now} else ${accessAttempts.windowStart} end`,
			updatedAt: new Date(now)
		},
		...cap === void 0 ? {} : { setWhere: sql`${accessAttempts.windowStart} <= ${expired} or ${accessAttempts.count} < ${cap}` }
	}).returning()))[0];
}
async function recordHit(handle, key, rule, now = Date.now()) {
	const row = await countHit(handle, key, rule.windowMs, now);
	if (!row) throw new Error("Failure was not recorded");
	let lockedUntil = row.lockedUntil?.getTime() ?? null;
	if (row.count === rule.max) {
		const strike = lockedUntil === null || lockedUntil < now - 864e5 ? 1 : row.strikes + 1;
		lockedUntil = now + rule.lockMs(strike, row.windowStart.getTime(), now);
		await handle.write((db) => db.update(accessAttempts).set({
			strikes: strike,
			lockedUntil: new Date(lockedUntil ?? now)
		}).where(eq(accessAttempts.key, key)));
	}
	return {
		count: row.count,
		lockedUntil: lockedUntil !== null && lockedUntil > now ? lockedUntil : null
	};
}
/** Forget the failures of `key` (after a success); strikes stay so repeat lockouts still double. */
async function clearHits(handle, key) {
	await handle.write((db) => db.update(accessAttempts).set({ count: 0 }).where(eq(accessAttempts.key, key)));
}
export { HttpError as a, retryAfter as c, database as d, fromZonedTime as f, recordHit as i, tooManyRequests as l, countHit as n, badRequest as o, guestNameKey as p, lockedFor as r, notFound as s, clearHits as t, unknownItinerary as u };
