import { describe, expect, it } from "vitest";
import { clientFaultOf, REQUEST_ERROR_MESSAGES } from "./request-errors.ts";

const errno = (code: string) => Object.assign(new Error(`${code}: something, read`), { code });

describe("clientFaultOf", () => {
  it("answers a name that cannot be a file with 404", () => {
    for (const code of ["EISDIR", "ENOTDIR", "ENAMETOOLONG"]) {
      expect(clientFaultOf(errno(code))).toEqual({ status: 404, message: REQUEST_ERROR_MESSAGES.notFound });
    }
  });

  it("answers an upload form cut off or without a boundary with 400", () => {
    for (const message of [
      "Part terminated early due to unexpected end of multipart data",
      "Unexpected end of multipart data",
      "Unexpected end of form",
      "Multipart: Boundary not found",
    ]) {
      expect(clientFaultOf(new Error(message))).toEqual({ status: 400, message: REQUEST_ERROR_MESSAGES.brokenForm });
    }
  });

  it("leaves the server's own faults alone", () => {
    for (const err of [errno("EACCES"), errno("ENOSPC"), new Error("connection terminated unexpectedly"), new TypeError("x is undefined")]) {
      expect(clientFaultOf(err)).toBeNull();
    }
  });
});
