/**
 * Vocabulary for the synthetic catalogue used by benchmarks (`npm run seed -- --products N`): names combine
 * an adjective, a pet and a product kind; each kind says which category and picture it borrows and its
 * price range in cents.
 */
export const syntheticAdjectives = [
  "Cozy", "Snuggly", "Classic", "Sunny", "Velvet", "Heirloom", "Playful", "Pastel", "Rustic", "Midnight",
  "Festive", "Golden", "Cloud-Soft", "Vintage", "Bright", "Gentle", "Happy", "Little", "Royal", "Woodland",
];

export const syntheticPets = [
  "Corgi", "Beagle", "Golden Retriever", "Dachshund", "French Bulldog", "Pug", "Labrador", "Poodle",
  "Border Collie", "Husky", "Shih Tzu", "Chihuahua", "Tabby Cat", "Siamese Cat", "Maine Coon", "Ragdoll Cat",
  "Tuxedo Cat", "Bunny", "Guinea Pig", "Hedgehog", "Cockatiel", "Pony", "Ferret", "Hamster",
];

export interface SyntheticKind {
  noun: string;
  /** Category slug; should be a leaf category of the demo tree. */
  category: string;
  /** Art name of an existing catalogue picture. */
  image: string;
  minCents: number;
  maxCents: number;
}

export const syntheticKinds: SyntheticKind[] = [
  { noun: "Plush", category: "forevers", image: "forevers-dog", minCents: 19900, maxCents: 34900 },
  { noun: "Cuddle Plush", category: "huggables", image: "huggables", minCents: 14900, maxCents: 24900 },
  { noun: "Golf Head Cover", category: "golf-head-covers", image: "golf-head-cover", minCents: 9900, maxCents: 13900 },
  { noun: "Figurine", category: "figurines", image: "figurine", minCents: 12900, maxCents: 19900 },
  { noun: "Bobblehead", category: "bobbleheads", image: "bobblehead", minCents: 9900, maxCents: 12900 },
  { noun: "Felted Magnet", category: "felted-magnets", image: "felted-magnet", minCents: 2900, maxCents: 4900 },
  { noun: "Felted Ornament", category: "felted-ornaments", image: "felted-ornament", minCents: 3400, maxCents: 5400 },
  { noun: "Pillow", category: "pillows", image: "pillow", minCents: 4900, maxCents: 7900 },
  { noun: "Throw Blanket", category: "blankets-cut-out-design", image: "blanket-cut-out", minCents: 7900, maxCents: 12900 },
  { noun: "Tumbler", category: "tumblers", image: "tumbler", minCents: 2900, maxCents: 3995 },
  { noun: "Framed Portrait", category: "photo-portraits", image: "photo-portrait", minCents: 6900, maxCents: 12900 },
  { noun: "Socks", category: "pet-socks", image: "socks", minCents: 1995, maxCents: 2995 },
  { noun: "Pajama Set", category: "pajamas", image: "pajamas", minCents: 4995, maxCents: 6495 },
  { noun: "Camp Shirt", category: "hawaiian-shirts", image: "hawaiian-shirt", minCents: 3995, maxCents: 5495 },
  { noun: "Polo", category: "golf-shirts", image: "golf-shirt", minCents: 4495, maxCents: 5995 },
  { noun: "Keychain", category: "keychains", image: "keychain", minCents: 1495, maxCents: 2495 },
  { noun: "Bandana", category: "petsies-accessories", image: "bandana", minCents: 1200, maxCents: 1900 },
];
