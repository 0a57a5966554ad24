/** A local S3-compatible server (s3rver) for tests of the object storage, with one bucket ready. */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3StorageOptions } from "../infra/s3-storage.ts";

export const TEST_BUCKET = "petsies-test";

export interface TestS3 {
  /** Options for s3Storage against this server's bucket; spread them to change the bucket or prefix. */
  options: S3StorageOptions;
  close(): Promise<void>;
}

export async function startTestS3(): Promise<TestS3> {
  const directory = await mkdtemp(path.join(tmpdir(), "petsies-s3-"));
  const server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory, configureBuckets: [{ name: TEST_BUCKET }] });
  const { port } = await server.run();
  return {
    options: {
      bucket: TEST_BUCKET,
      region: "us-east-1",
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      // s3rver checks signatures against this fixed key pair.
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
