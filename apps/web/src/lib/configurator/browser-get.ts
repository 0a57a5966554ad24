/** The configurator loader's GET in the browser: same-origin /api/*, a 404 is no such thing. */
import { messages } from "@petsies/domain";

export async function browserGet<T>(path: string): Promise<T | null> {
  const res = await fetch(path, { headers: { accept: "application/json" }, cache: "no-store" });
  if (res.status === 404) return null;
  const body = (await res.json().catch(() => null)) as { result?: unknown } | null;
  if (!body) throw new Error(messages.responseNotJson);
  if (!res.ok) throw new Error(typeof body.result === "string" ? body.result : messages.somethingWentWrong);
  if (!("result" in body)) throw new Error(messages.responseWithoutBody);
  return body.result as T;
}
