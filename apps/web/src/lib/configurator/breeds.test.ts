import { describe, expect, it } from "vitest";
import type { Breed } from "@petsies/domain";
import { matchBreeds } from "./breeds.ts";

const breeds: Breed[] = [
  { name: "Beagle", type: "dog" },
  { name: "Bernese Mountain Dog", type: "dog" },
  { name: "Labrador Retriever", type: "dog" },
  { name: "Golden Retriever", type: "dog" },
  { name: "Chesapeake Bay Retriever", type: "dog" },
  { name: "Bengal", type: "cat" },
  { name: "Maine Coon", type: "cat" },
];

describe("finding a breed", () => {
  it("ranks names that start with the text, then words that start with it, then the rest", () => {
    expect(matchBreeds(breeds, "retr").map((b) => b.name)).toEqual(["Chesapeake Bay Retriever", "Golden Retriever", "Labrador Retriever"]);
    expect(matchBreeds(breeds, "be").map((b) => b.name)).toEqual(["Beagle", "Bengal", "Bernese Mountain Dog"]);
    expect(matchBreeds(breeds, "ountain").map((b) => b.name)).toEqual(["Bernese Mountain Dog"]);
  });

  it("ignores case and accents, narrows to the pet's kind, and finds nothing for nothing", () => {
    expect(matchBreeds(breeds, "BÉ", { kind: "cat" }).map((b) => b.name)).toEqual(["Bengal"]);
    expect(matchBreeds(breeds, "  ")).toEqual([]);
    expect(matchBreeds(breeds, "e", { limit: 2 })).toHaveLength(2);
    expect(matchBreeds(breeds, "be", { kind: "other" })).toEqual([]);
  });
});
