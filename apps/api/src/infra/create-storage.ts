/** The configured file storage: the data directory's files/ folder, or an S3-compatible bucket. */
import path from "node:path";
import type { StorageConfig } from "../config.ts";
import { s3Storage } from "./s3-storage.ts";
import { diskStorage, type Storage } from "./storage.ts";

export function createStorage(config: StorageConfig, dataDir: string): Storage {
  if (config.kind === "disk") return diskStorage(path.join(dataDir, "files"));
  return s3Storage(config);
}
