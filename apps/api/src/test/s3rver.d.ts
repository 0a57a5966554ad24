/** s3rver (a local S3-compatible server for tests) ships no types: the part of its API the tests use. */
declare module "s3rver" {
  import type { AddressInfo } from "node:net";

  interface S3rverOptions {
    address?: string;
    /** 0 picks a free port; run() answers which. */
    port?: number;
    silent?: boolean;
    /** Where buckets and objects are kept, as plain files. */
    directory?: string;
    resetOnClose?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }

  export default class S3rver {
    constructor(options?: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
