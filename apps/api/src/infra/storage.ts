/**
 * File storage for uploads and generated images. Files live on disk under the data directory by
 * default, or in an S3-compatible bucket (s3-storage.ts); callers only see this small interface.
 */
import { constants } from "node:fs";
import { access, mkdir, readFile, writeFile, stat } from "node:fs/promises";
import path from "node:path";

export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  /** Throws unless files can be stored: the directory is writable, the bucket reachable (for readiness). */
  check(): Promise<void>;
}

/** Keys are relative paths of lowercase letters, digits, dots, dashes, underscores and slashes. */
const KEY = /^(?!.*\.\.)[a-zA-Z0-9_][a-zA-Z0-9_./-]*$/;

export function isValidKey(key: string): boolean {
  return KEY.test(key) && key.length <= 300;
}

/** What reading a key answers when no file has that name: a key naming a folder (`uploads/`) is a missing file too. */
const NO_SUCH_FILE = new Set(["ENOENT", "EISDIR", "ENOTDIR", "ENAMETOOLONG"]);

export function diskStorage(root: string): Storage {
  const resolve = (key: string) => {
    if (!isValidKey(key)) throw new Error(`Invalid storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
    },
    async get(key) {
      try {
        return await readFile(resolve(key));
      } catch (err) {
        if (NO_SUCH_FILE.has((err as NodeJS.ErrnoException).code ?? "")) return null;
        throw err;
      }
    },
    async exists(key) {
      try {
        return (await stat(resolve(key))).isFile();
      } catch {
        return false;
      }
    },
    async check() {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },
  };
}
