/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, ...): every API process on every
 * machine sees the same files, which the disk storage cannot give once there is more than one machine.
 */
import {
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { contentTypeOf } from "./content-type.ts";
import { isValidKey, type Storage } from "./storage.ts";

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** For S3-compatible services (MinIO, R2, ...); unset: AWS's endpoint for the region. */
  endpoint?: string;
  /** Both or neither; neither lets the SDK find credentials itself (environment, shared files, IAM role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** The bucket in the path (host/bucket/key), not the host name: MinIO and most self-hosted servers need it. */
  forcePathStyle?: boolean;
  /** Put before every key (e.g. "petsies/") so that one bucket can hold several shops' files. */
  prefix?: string;
}

export function s3Storage(options: S3StorageOptions): Storage {
  const { bucket, accessKeyId, secretAccessKey, prefix = "" } = options;
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? false,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    // Recent SDKs add a CRC32 checksum to every upload and expect one on every download; many
    // S3-compatible servers (s3rver, older MinIO, some gateways) reject or omit them. S3 itself only
    // needs them on a few operations we do not use, so send and check them only where required.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // Without time limits an unreachable endpoint would hang uploads and the readiness check for minutes.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
  const objectKey = (key: string) => {
    if (!isValidKey(key)) throw new Error(`Invalid storage key: ${key}`);
    return prefix + key;
  };
  return {
    async put(key, data) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: objectKey(key), Body: data, ContentType: contentTypeOf(key) }));
    },
    async get(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        const bytes = (await res.Body?.transformToByteArray()) ?? new Uint8Array();
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } catch (err) {
        if (isMissingObject(err)) return null;
        throw err;
      }
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return true;
      } catch (err) {
        if (isMissingObject(err)) return false;
        throw err;
      }
    },
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
      } catch (err) {
        const reason = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
        throw new Error(`The storage bucket ${bucket} cannot be reached (${reason})`, { cause: err });
      }
    },
  };
}

/**
 * A GET names a missing object NoSuchKey; a HEAD has no body to name anything and answers a bare 404.
 * A missing bucket is a misconfiguration, not a missing file. (Without s3:ListBucket, AWS answers a
 * missing object with 403, which is why the deployment guide asks for that permission.)
 */
function isMissingObject(err: unknown): boolean {
  if (!(err instanceof S3ServiceException) || err.name === "NoSuchBucket") return false;
  return err.name === "NoSuchKey" || err.$metadata.httpStatusCode === 404;
}
