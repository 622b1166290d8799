// s3rver 3.7 ships no types; only what tests/support/s3-stand-in.ts uses.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';
  type Options = {
    address?: string;
    port?: number;
    directory?: string;
    silent?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  };
  export default class S3rver {
    constructor(options?: Options);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
