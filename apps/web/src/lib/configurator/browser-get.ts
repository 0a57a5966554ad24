/** The configurator loader's GET in the browser: same-origin /api/* through the one client, a 404 is no such thing. */
import { apiCall } from "../api-call.ts";

const NOT_FOUND = 404;

export async function browserGet<T>(path: string): Promise<T | null> {
  const answer = await apiCall<T>("GET", path);
  if (answer.ok) return answer.value;
  if (answer.status === NOT_FOUND) return null;
  throw new Error(answer.message);
}
