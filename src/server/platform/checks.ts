/**
 * Compile-time checks that both modules of every `@platform/<name>` pair provide what
 * ./contract.ts asks. Nothing imports this file: `tsc` (and `astro check`) compile it with the
 * rest, and fail when one side drifts. Adding a pair: its type in ./contract.ts, both modules,
 * and two lines here (docs/platforms.md).
 */
import type {
  CompressionPlatform,
  DatabaseClientPlatform,
  ImagesPlatform,
  MailPlatform,
  PushPlatform,
  ParseEmailPlatform,
  PreviewDrawingPlatform,
  SchedulingPlatform,
  SenderAuthPlatform,
  StaticAssetsPlatform,
  StoragePlatform,
} from './contract';

/** Compiles only when `Module` provides everything `Contract` asks for. */
type Implements<Contract, Module extends Contract> = [Contract, Module];

export type PlatformChecks = [
  Implements<DatabaseClientPlatform, typeof import('./node/database-client')>,
  Implements<DatabaseClientPlatform, typeof import('./edge/database-client')>,
  Implements<CompressionPlatform, typeof import('./node/compression')>,
  Implements<CompressionPlatform, typeof import('./edge/compression')>,
  Implements<SchedulingPlatform, typeof import('./node/scheduling')>,
  Implements<SchedulingPlatform, typeof import('./edge/scheduling')>,
  Implements<ImagesPlatform & PreviewDrawingPlatform, typeof import('./node/images')>,
  Implements<ImagesPlatform & PreviewDrawingPlatform, typeof import('./edge/images')>,
  Implements<StaticAssetsPlatform, typeof import('./node/static-assets')>,
  Implements<StaticAssetsPlatform, typeof import('./edge/static-assets')>,
  Implements<MailPlatform, typeof import('./node/mail')>,
  Implements<MailPlatform, typeof import('./edge/mail')>,
  Implements<PushPlatform, typeof import('./node/push')>,
  Implements<PushPlatform, typeof import('./edge/push')>,
  Implements<ParseEmailPlatform, typeof import('./node/parse-email')>,
  Implements<ParseEmailPlatform, typeof import('./edge/parse-email')>,
  Implements<SenderAuthPlatform, typeof import('./node/sender-auth')>,
  Implements<SenderAuthPlatform, typeof import('./edge/sender-auth')>,
  Implements<StoragePlatform, typeof import('./node/storage')>,
  Implements<StoragePlatform, typeof import('./edge/storage')>,
];
