/**
 * Demo product reviews the seed loads (as approved, verified buyers, without a customer account), so the
 * review list, the store rating and the product pages' ratings have something true-to-life to show.
 * `daysAgo` dates each review back from the day of seeding.
 */
export interface ReviewData {
  sku: string;
  rating: 1 | 2 | 3 | 4 | 5;
  title: string;
  text: string;
  nickname: string;
  daysAgo: number;
}

export const demoReviews: ReviewData[] = [
  { sku: "ForeversDog_bundle", rating: 5, title: "It is Biscuit, down to the freckles", text: "I sent three photos of our beagle and the plush has the same lopsided ear and the brown freckles on his nose. My daughter carries it everywhere.", nickname: "Megan R.", daysAgo: 2 },
  { sku: "ForeversDog_bundle", rating: 5, title: "Worth every penny", text: "We lost our golden retriever last spring. The Forevers plush arrived in a box with a handwritten card and I cried opening it. The fur colour is spot on.", nickname: "Daniel K.", daysAgo: 5 },
  { sku: "ForeversDog_bundle", rating: 4, title: "Lovely, took a little longer", text: "The design preview was great and they changed the tail shape when I asked. Production took about a week longer than I hoped, but the result is beautiful.", nickname: "Priya S.", daysAgo: 9 },
  { sku: "ForeversCat_bundle", rating: 5, title: "Our tabby in plush form", text: "The stripes on the forehead make the M shape just like Mochi's. The eyes are embroidered in the right green. Highly recommend the sneak peek option.", nickname: "Jordan T.", daysAgo: 3 },
  { sku: "ForeversCat_bundle", rating: 5, title: "A perfect memorial", text: "Smokey was with us for nineteen years. The plush captures his grumpy face perfectly, and the heartbeat insert was a lovely touch.", nickname: "Ellen B.", daysAgo: 14 },
  { sku: "ForeversCat_bundle", rating: 3, title: "Cute but the colour is a bit off", text: "The shape is great, the grey came out a little warmer than our cat's fur. Customer service offered to adjust it, which I appreciated.", nickname: "Sam W.", daysAgo: 21 },
  { sku: "ForeversOther_bundle", rating: 5, title: "Even a bunny works!", text: "I was not sure they would do a lop-eared rabbit, but it came out adorable. The floppy ears are soft and the whiskers are stitched, not glued.", nickname: "Hana M.", daysAgo: 7 },
  { sku: "petsiesHuggables_bundle", rating: 5, title: "Huge and huggable", text: "The jumbo Huggable of our husky is the size of a real pillow. My son sleeps with it every night while his dog stays downstairs.", nickname: "Chris P.", daysAgo: 4 },
  { sku: "petsiesHuggables_bundle", rating: 4, title: "Soft and well made", text: "Great stitching and very soft fabric. I would have liked the blue eyes a touch brighter, but overall we love it.", nickname: "Alex D.", daysAgo: 18 },
  { sku: "golfHeadCoversDog_bundle", rating: 5, title: "The talk of the golf club", text: "My dad's driver cover looks exactly like his schnauzer, beard and all. Everybody at the course asks where he got it.", nickname: "Kevin L.", daysAgo: 6 },
  { sku: "golfHeadCoversCat_bundle", rating: 4, title: "Fun gift", text: "Bought the fairway cover of our black cat for my wife. It fits snugly and the felt ears are sturdy enough for the bag.", nickname: "Mark J.", daysAgo: 25 },
  { sku: "petsiesFigurines_bundle", rating: 5, title: "Tiny and full of detail", text: "The figurine of our corgi stands on my desk. The white socks on the paws and the little tongue sticking out are all there.", nickname: "Lisa N.", daysAgo: 11 },
  { sku: "customPillow_bundle", rating: 5, title: "Pillow came out crisp", text: "The print is sharp and the cut-out follows the outline of our pug very neatly. Washed it once already and the colours held.", nickname: "Tom H.", daysAgo: 8 },
  { sku: "customPillow_bundle", rating: 4, title: "Nice gift for grandma", text: "Grandma keeps it on her armchair. The fabric is a little stiffer than I expected, but it softened after a few days.", nickname: "Rosa G.", daysAgo: 30 },
  { sku: "petsiesCustomPrintedSocks_bundle", rating: 5, title: "Socks with my dog's face", text: "Ordered four pairs for the family. They fit well and the faces are clear even after several washes.", nickname: "Nina F.", daysAgo: 12 },
  { sku: "customRenaissanceBlankets_bundle", rating: 5, title: "His royal highness", text: "The renaissance blanket of our greyhound as a duke is hilarious and cosy. The artwork is genuinely well painted.", nickname: "Oliver C.", daysAgo: 16 },
  { sku: "customTumblers_bundle", rating: 4, title: "Keeps coffee hot", text: "The print of our two cats wraps around nicely. The lid is a bit tight to open, but the tumbler itself is great.", nickname: "Ivy Q.", daysAgo: 27 },
  { sku: "customPhotoPortraits_bundle", rating: 5, title: "Framed and on the wall", text: "The portrait is a lovely painterly version of my favourite photo of Luna. The colours match our living room.", nickname: "Grace E.", daysAgo: 19 },
  { sku: "plush_care_kit", rating: 5, title: "Keeps the plush like new", text: "The little brush and the gentle spray got a coffee spot out of our Forevers plush without any trace. Handy to have.", nickname: "Paul V.", daysAgo: 10 },
  { sku: "plush_display_dome", rating: 4, title: "Good protection from dust", text: "Fits the medium plush with room to spare. The wooden base is solid; the dome shows fingerprints, so keep a cloth nearby.", nickname: "Beth Y.", daysAgo: 23 },
  { sku: "petsies_bandana", rating: 5, title: "Matching bandanas!", text: "Got one for our dog and a tiny one for his plush twin. The fabric is soft and the print is bright.", nickname: "Carlos A.", daysAgo: 13 },
  { sku: "personalised_name_tag", rating: 2, title: "Engraving was shallow", text: "The tag looks nice, but the engraving is shallower than I expected and one letter is hard to read. Support is sending a new one.", nickname: "Derek O.", daysAgo: 35 },
  { sku: "inspiration_kit", rating: 5, title: "Great photo tips", text: "The photo guide helped me take much better pictures of our shy cat before ordering. The colouring pages kept the kids busy too.", nickname: "Fiona Z.", daysAgo: 15 },
  { sku: "digital_pet_portrait", rating: 5, title: "Perfect phone wallpaper", text: "The digital portrait arrived in five days and the artist changed the background colour for me with no fuss.", nickname: "Ursula I.", daysAgo: 20 },
  { sku: "am_gift_card", rating: 5, title: "Easy last-minute gift", text: "Sent a gift card to my sister for her birthday. She used it for a Forevers plush of her cat and loves it.", nickname: "Vera X.", daysAgo: 29 },
];
