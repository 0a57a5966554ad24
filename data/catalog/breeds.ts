/**
 * The breeds list (GET /plushies/breeds) that the plush wizard's breed field searches: dog breeds
 * recognised by the large kennel clubs plus the popular crosses shoppers ask for, and cat breeds plus the
 * everyday coats (domestic short-, medium- and longhair, tabby, calico, tortoiseshell, tuxedo) most
 * household cats are. Alphabetical; "Mixed Breed" is there for dogs of unknown ancestry.
 */
export const dogBreeds: readonly string[] = [
  "Affenpinscher", "Afghan Hound", "Airedale Terrier", "Akita", "Alaskan Klee Kai", "Alaskan Malamute",
  "American Bulldog", "American Cocker Spaniel", "American Eskimo Dog", "American Foxhound",
  "American Hairless Terrier", "American Pit Bull Terrier", "American Staffordshire Terrier", "Anatolian Shepherd",
  "Australian Cattle Dog", "Australian Kelpie", "Australian Shepherd", "Australian Terrier", "Basenji",
  "Basset Hound", "Beagle", "Bearded Collie", "Bedlington Terrier", "Belgian Malinois", "Belgian Sheepdog",
  "Belgian Tervuren", "Bernese Mountain Dog", "Bichon Frise", "Black and Tan Coonhound", "Black Russian Terrier",
  "Bloodhound", "Bluetick Coonhound", "Boerboel", "Border Collie", "Border Terrier", "Borzoi", "Boston Terrier",
  "Bouvier des Flandres", "Boxer", "Boykin Spaniel", "Briard", "Brittany", "Brussels Griffon", "Bull Terrier",
  "Bulldog", "Bullmastiff", "Cairn Terrier", "Cane Corso", "Cardigan Welsh Corgi", "Catahoula Leopard Dog",
  "Cavalier King Charles Spaniel", "Chesapeake Bay Retriever", "Chihuahua", "Chinese Crested", "Chinese Shar-Pei",
  "Chow Chow", "Clumber Spaniel", "Cockapoo", "Cocker Spaniel", "Collie", "Coton de Tulear",
  "Curly-Coated Retriever", "Dachshund", "Dalmatian", "Dandie Dinmont Terrier", "Doberman Pinscher",
  "Dogo Argentino", "Dogue de Bordeaux", "English Cocker Spaniel", "English Setter", "English Springer Spaniel",
  "English Toy Spaniel", "Entlebucher Mountain Dog", "Field Spaniel", "Finnish Lapphund", "Finnish Spitz",
  "Flat-Coated Retriever", "French Bulldog", "German Pinscher", "German Shepherd", "German Shorthaired Pointer",
  "German Wirehaired Pointer", "Giant Schnauzer", "Glen of Imaal Terrier", "Goldador", "Golden Retriever",
  "Goldendoodle", "Gordon Setter", "Great Dane", "Great Pyrenees", "Greater Swiss Mountain Dog", "Greyhound",
  "Havanese", "Ibizan Hound", "Icelandic Sheepdog", "Irish Setter", "Irish Terrier", "Irish Water Spaniel",
  "Irish Wolfhound", "Italian Greyhound", "Jack Russell Terrier", "Japanese Chin", "Japanese Spitz", "Keeshond",
  "Kerry Blue Terrier", "Komondor", "Labradoodle", "Labrador Retriever", "Lagotto Romagnolo", "Lakeland Terrier",
  "Leonberger", "Lhasa Apso", "Maltese", "Maltipoo", "Manchester Terrier", "Mastiff", "Miniature American Shepherd",
  "Miniature Pinscher", "Miniature Schnauzer", "Mixed Breed", "Morkie", "Newfoundland", "Norfolk Terrier",
  "Norwegian Elkhound", "Norwich Terrier", "Nova Scotia Duck Tolling Retriever", "Old English Sheepdog", "Papillon",
  "Parson Russell Terrier", "Pekingese", "Pembroke Welsh Corgi", "Pomeranian", "Pomsky", "Poodle (Miniature)",
  "Poodle (Standard)", "Poodle (Toy)", "Portuguese Water Dog", "Pug", "Puggle", "Puli", "Rat Terrier",
  "Redbone Coonhound", "Rhodesian Ridgeback", "Rottweiler", "Saint Bernard", "Saluki", "Samoyed", "Schipperke",
  "Schnoodle", "Scottish Deerhound", "Scottish Terrier", "Sealyham Terrier", "Shetland Sheepdog", "Shiba Inu",
  "Shih Tzu", "Shih-Poo", "Siberian Husky", "Silky Terrier", "Skye Terrier", "Smooth Fox Terrier",
  "Soft Coated Wheaten Terrier", "Staffordshire Bull Terrier", "Standard Schnauzer", "Sussex Spaniel",
  "Tibetan Mastiff", "Tibetan Spaniel", "Tibetan Terrier", "Toy Fox Terrier", "Treeing Walker Coonhound", "Vizsla",
  "Weimaraner", "Welsh Springer Spaniel", "Welsh Terrier", "West Highland White Terrier", "Whippet",
  "Wire Fox Terrier", "Wirehaired Pointing Griffon", "Xoloitzcuintli", "Yorkipoo", "Yorkshire Terrier",
];

export const catBreeds: readonly string[] = [
  "Abyssinian", "American Bobtail", "American Curl", "American Shorthair", "American Wirehair", "Balinese", "Bengal",
  "Birman", "Bombay", "British Longhair", "British Shorthair", "Burmese", "Burmilla", "Calico", "Chartreux",
  "Colorpoint Shorthair", "Cornish Rex", "Devon Rex", "Domestic Longhair", "Domestic Mediumhair",
  "Domestic Shorthair", "Egyptian Mau", "European Burmese", "Exotic Shorthair", "Havana Brown", "Himalayan",
  "Japanese Bobtail", "Javanese", "Khao Manee", "Korat", "LaPerm", "Lykoi", "Maine Coon", "Manx", "Munchkin",
  "Nebelung", "Norwegian Forest Cat", "Ocicat", "Oriental Longhair", "Oriental Shorthair", "Persian", "Peterbald",
  "Pixiebob", "Ragamuffin", "Ragdoll", "Russian Blue", "Savannah", "Scottish Fold", "Selkirk Rex", "Siamese",
  "Siberian", "Singapura", "Snowshoe", "Somali", "Sphynx", "Tabby", "Tonkinese", "Tortoiseshell", "Toyger",
  "Turkish Angora", "Turkish Van", "Tuxedo",
];
