/** A multipart/form-data body for inject (the upload call), built by hand: fields first, then the files. */
import { randomBytes } from "node:crypto";

export interface FilePart {
  name?: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

export function multipartBody(fields: Record<string, string>, files?: FilePart | FilePart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----petsies${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files === undefined ? [] : Array.isArray(files) ? files : [files]) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name ?? "file"}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}
