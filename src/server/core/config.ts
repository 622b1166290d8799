/**
 * The app's configuration: every setting, read once from the environment (./environment.mjs, its
 * only reader) and validated with zod. The Node server validates it before it listens
 * (../node/serve.mjs), so a bad setting stops the process with a message naming the variable;
 * `astro dev` validates it on the first request. Every variable here is listed, with a comment,
 * in `.env.example` and in the README's configuration table.
 */
import { databaseSettingProblems } from '@platform/database-client';
import type { DatabaseConfig } from '../../../db/config';
import { configSchema, type AppConfig } from './config-schema';
import { environment, type Environment } from './environment.mjs';

export type { AppConfig };

/** The settings' rules, and what this platform cannot open (on the edge: a local file, a replica). */
const platformConfigSchema = configSchema.superRefine((cfg, ctx) => {
  for (const { variable, message } of databaseSettingProblems(cfg)) {
    ctx.addIssue({ code: 'custom', path: [variable], message });
  }
});

/** A setting that is missing or wrong: the message names each variable and what is wrong with it. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
    this.name = 'ConfigError';
  }
}

let cached: AppConfig | undefined;

/** Every setting from `env` (the process environment unless given), or a ConfigError. */
export function loadConfig(env: Environment = environment()): AppConfig {
  const parsed = platformConfigSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const variable = issue.path.join('.');
        // Messages written for one variable name it already ("SITE_URL must be…").
        return issue.message.startsWith(variable) ? issue.message : `${variable}: ${issue.message}`;
      }),
    );
  }
  return { ...parsed.data, isProduction: parsed.data.NODE_ENV === 'production' };
}

/** The process's configuration, validated on first use (the Node server does it at start-up). */
export function config(): AppConfig {
  cached ??= loadConfig();
  return cached;
}

/** What db/index.ts needs to open the database. */
export function databaseConfig(cfg: AppConfig = config()): DatabaseConfig {
  return {
    url: cfg.DATABASE_URL,
    authToken: cfg.DATABASE_AUTH_TOKEN,
    syncUrl: cfg.DATABASE_SYNC_URL,
    syncInterval: cfg.DATABASE_SYNC_URL ? cfg.DATABASE_SYNC_INTERVAL : undefined,
    queryLog: cfg.DATABASE_QUERY_LOG,
  };
}
