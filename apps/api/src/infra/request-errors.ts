/**
 * Errors that bad input causes below the routes, where no typed error is thrown: a file name that names a
 * folder, an upload form cut off part way. The error handler (app.ts) answers each with the 4xx it is, not a 500.
 */
export const REQUEST_ERROR_MESSAGES = {
  notFound: "Not found",
  brokenForm: "The upload could not be read: the form was cut off or is not valid multipart/form-data. Please send it again.",
} as const;

/** The file system's answers to a name that cannot be a file: a folder, a file taken for a folder, a name too long. */
const NOT_A_FILE = new Set(["EISDIR", "ENOTDIR", "ENAMETOOLONG"]);

/** busboy's words for a multipart body that ends early or has no boundary (it gives them no code). */
const BROKEN_FORM = /terminated early|Unexpected end of (form|multipart data)|Boundary not found|Malformed part header/i;

export interface ClientFault {
  status: number;
  message: string;
}

/** The 4xx answer to an error from the file system or a body parser, or null when it is the server's own fault. */
export function clientFaultOf(err: { code?: string; message?: string }): ClientFault | null {
  if (err.code && NOT_A_FILE.has(err.code)) return { status: 404, message: REQUEST_ERROR_MESSAGES.notFound };
  if (BROKEN_FORM.test(err.message ?? "")) return { status: 400, message: REQUEST_ERROR_MESSAGES.brokenForm };
  return null;
}
