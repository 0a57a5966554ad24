/** The breeds list behind the breed search (GET /api/plushies/breeds), and how a typed text finds breeds. */
import type { Breed } from "@petsies/domain";
import { apiCall } from "../api-call.ts";

export const BREEDS_PATH = "/api/plushies/breeds";

let loaded: Promise<Breed[]> | null = null;

/** The list once per page; a failure answers an empty list (the field still takes free text) and tries again next time. */
export function loadBreeds(): Promise<Breed[]> {
  loaded ??= apiCall<Breed[]>("GET", BREEDS_PATH).then((answer) => {
    if (!answer.ok) {
      console.warn("breeds unavailable:", answer.message);
      loaded = null;
      return [];
    }
    return answer.value;
  });
  return loaded;
}

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim();

/**
 * Breeds for a typed text, best first: names that start with it, then names with a word that starts with
 * it, then names that contain it; accents and case do not matter. A kind ("dog", "cat") narrows the list
 * when the pet's kind is known.
 */
export function matchBreeds(breeds: readonly Breed[], text: string, options: { kind?: string | null; limit?: number } = {}): Breed[] {
  const wanted = fold(text);
  if (wanted === "") return [];
  const pool = options.kind ? breeds.filter((b) => !b.type || b.type === options.kind) : breeds;
  const ranked: { breed: Breed; rank: number }[] = [];
  for (const breed of pool) {
    const name = fold(breed.name);
    const rank = name.startsWith(wanted) ? 0 : name.split(/[\s-]+/).some((w) => w.startsWith(wanted)) ? 1 : name.includes(wanted) ? 2 : -1;
    if (rank >= 0) ranked.push({ breed, rank });
  }
  const seen = new Set<string>();
  return ranked
    .sort((a, b) => a.rank - b.rank || a.breed.name.localeCompare(b.breed.name))
    .filter(({ breed }) => !seen.has(breed.name) && seen.add(breed.name))
    .slice(0, options.limit ?? 8)
    .map(({ breed }) => breed);
}
