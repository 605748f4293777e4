// Demo content seeded into an empty database (see src/db/seed.ts). Every image path points at
// a WebP file in seed/images/, made by seed/make-images.sh and credited in
// docs/image-credits.md. People, places and animals are fictional.
import type { PetCategory } from '@pet-adoption/shared';

export interface SeedCategory {
  category: PetCategory;
  title: string;
  /** e.g. '/images/categories/cat.webp' */
  image: string;
}
export interface SeedReview {
  name: string;
  details: string;
  rating: number;
}
export interface SeedUser {
  name: string;
  email: string;
  image: string;
  role: 'user' | 'admin';
}
export interface SeedPet {
  petName: string;
  category: PetCategory;
  petAgeMonths: number;
  petLocation: string;
  /** YYYY-MM-DD */
  date: string;
  shortDescription: string;
  longDescription: string;
  image: string;
  ownerEmail: string;
  adopted?: boolean;
  /** created_at = now - daysAgo */
  daysAgo: number;
}
export interface SeedCampaign {
  petName: string;
  image: string;
  /** dollars */
  maximumDonation: number;
  highestTotal: number;
  /** lastDate = today + n; negative for a campaign that has ended */
  lastDateInDays: number;
  /** The owner paused it (it takes no donations until resumed). */
  paused?: boolean;
  shortDescription: string;
  longDescription: string;
  ownerEmail: string;
  daysAgo: number;
  /** The seed pet it helps, one of its owner's. */
  pet?: string;
}
export interface SeedDonation {
  /** The campaign's petName. */
  campaign: string;
  donorEmail: string;
  /** dollars */
  amount: number;
  /** created_at = now - daysAgo; after the campaign was created */
  daysAgo: number;
}

const ADMIN = 'admin@petadoption.test';
const USER = 'user@petadoption.test';
const MAYA = 'maya@petadoption.test';
const CARLOS = 'carlos@petadoption.test';
const PRIYA = 'priya@petadoption.test';

/** The day the demo listings are dated from; a pet listed `daysAgo` days earlier gets that date. */
const LISTING_REFERENCE_DAY = Date.UTC(2026, 10, 22);
const listedOn = (daysAgo: number): string =>
  new Date(LISTING_REFERENCE_DAY - daysAgo * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

export const seedUsers: SeedUser[] = [
  { name: 'Demo Admin', email: ADMIN, image: '/images/avatars/admin.webp', role: 'admin' },
  { name: 'Demo User', email: USER, image: '/images/avatars/user.webp', role: 'user' },
  { name: 'Maya Thompson', email: MAYA, image: '/images/avatars/maya.webp', role: 'user' },
  { name: 'Carlos Rivera', email: CARLOS, image: '/images/avatars/carlos.webp', role: 'user' },
  { name: 'Priya Nair', email: PRIYA, image: '/images/avatars/priya.webp', role: 'user' },
];

export const seedCategories: SeedCategory[] = [
  { category: 'cat', title: 'Cats', image: '/images/categories/cat.webp' },
  { category: 'dog', title: 'Dogs', image: '/images/categories/dog.webp' },
  { category: 'bird', title: 'Birds', image: '/images/categories/bird.webp' },
  { category: 'rabbit', title: 'Rabbits', image: '/images/categories/rabbit.webp' },
  { category: 'fish', title: 'Fish', image: '/images/categories/fish.webp' },
  { category: 'domestic', title: 'Domestic animals', image: '/images/categories/domestic.webp' },
];

export const seedReviews: SeedReview[] = [
  {
    name: 'Ava Morgan',
    details:
      'We adopted our tabby, Milo, through this site after weeks of searching shelters. The foster family answered our request within a day and sent his vet records and favourite toy home with him. He settled in beautifully.',
    rating: 5,
  },
  {
    name: 'Liam Chen',
    details:
      "The listings are detailed and honest, which I really appreciated. Our beagle's profile mentioned his baying, so there were no surprises. I only wish there were a few more search filters.",
    rating: 4,
  },
  {
    name: 'Sofia Alvarez',
    details:
      'I donated to a shelter roof campaign and could follow its progress until the work was finished. It feels good to see exactly where the money goes. I will support another campaign this winter.',
    rating: 5,
  },
  {
    name: 'Noah Patel',
    details:
      'Adopting two rabbits was easier than I expected. The rescuer answered all my questions about bonding and diet, and even checked in after a month to see how they were doing.',
    rating: 5,
  },
  {
    name: 'Grace Kim',
    details:
      "As a first-time bird owner I was nervous, but the canary's listing explained exactly what setup he needed. The process took a little longer than I hoped, and it was absolutely worth the wait.",
    rating: 4,
  },
  {
    name: 'Ethan Brooks',
    details:
      'Our small farm welcomed two retired donkeys through a listing here. Health records, hoof care notes and even trailer loading were handled professionally. Both are thriving in our pasture.',
    rating: 5,
  },
  {
    name: 'Mia Johnson',
    details:
      'A good selection of pets and a friendly community of rescuers. Signing up was quick, though I would like adoption fees to be clearer on each listing. Still, we found a lovely senior cat.',
    rating: 4,
  },
];

const pets: Omit<SeedPet, 'date'>[] = [
  // ---------------------------------------------------------------- cats
  {
    petName: 'Luna',
    category: 'cat',
    petAgeMonths: 8,
    petLocation: 'Sellwood, Portland, OR',
    shortDescription:
      'Playful grey kitten who guards her purple cushion, chases jingle balls and purrs loudly the moment anyone sits near her.',
    longDescription:
      'Luna came to us at ten weeks old with her two brothers after a neighbour in Sellwood found the litter under a porch. Her brothers were adopted quickly, and Luna has been waiting ever since, which we honestly cannot explain. She is a soft grey girl with a round face and enormous curiosity. Her favourite possession is a faded purple cushion that travels with her from room to room, and she drags a jingle ball onto it so she can bat it from the comfort of her throne. She is spayed, microchipped, dewormed, and has had both rounds of her FVRCP vaccine plus rabies. Her foster home has a calm adult cat, and after a week of hissing through the door they now share a sunny windowsill. Luna would suit an apartment or a quiet house with someone home part of the day, because she really does want company. Children who play gently with a wand toy will be her best friends. Ask us for videos: she does a spectacular sideways hop when she is happy.',
    image: '/images/pets/luna.webp',
    ownerEmail: MAYA,
    daysAgo: 3,
  },
  {
    petName: 'Oreo',
    category: 'cat',
    petAgeMonths: 36,
    petLocation: 'Hawthorne, Portland, OR',
    shortDescription:
      'Laid-back tuxedo cat who loves long naps in sunbeams, gentle chin scratches and supervising dinner from the nearest kitchen chair.',
    longDescription:
      'Oreo is the cat people picture when they say they want an easy companion. He is a three-year-old black and white tuxedo with a crooked white moustache and a talent for finding the single warm patch of sunlight in any room. He arrived at our Hawthorne foster home when his family moved overseas and could not take him along, so he is already used to living with people, a vacuum cleaner and a busy front door. He is neutered, microchipped, up to date on FVRCP and rabies, and tested negative for FIV and FeLV. At his last vet visit he was a healthy eleven pounds, and we would like to keep him there, so measured meals rather than a full bowl, please. Oreo tolerates being picked up for a few seconds but much prefers to sit beside you and lean. He ignored the resident dog within a day. He also enjoys a slow brushing session and will trill to thank you afterwards. Update: Oreo has found his forever home with a retired teacher who reads aloud to him every evening.',
    image: '/images/pets/oreo.webp',
    ownerEmail: MAYA,
    adopted: true,
    daysAgo: 52,
  },
  {
    petName: 'Ash',
    category: 'cat',
    petAgeMonths: 24,
    petLocation: 'Capitol Hill, Seattle, WA',
    shortDescription:
      "Sleek grey explorer with a hunter's focus, happiest stalking feather toys, watching birds from windows and solving treat puzzles.",
    longDescription:
      'Ash is two years old, lean and silvery, and he moves through a room like a tiny panther. He was found as a stray near Volunteer Park, thin but friendly, and our vet thinks he had a home once, because he knows how to use a litter box and comes running at the sound of a can opener. Ash is neutered, microchipped, vaccinated against FVRCP and rabies, and his dental cleaning last month went smoothly. He has a strong prey drive, so he is not a match for a home with hamsters, birds or other small pets. What he needs is play: two good sessions a day with a feather wand, a tall cat tree near a window, and puzzle feeders to keep his brain busy. Given that, he is affectionate and will fall asleep on your feet after a long hunt. Without it he may invent his own games with your shoelaces at three in the morning. He would do well with an active adult or a family with older children.',
    image: '/images/pets/ash.webp',
    ownerEmail: PRIYA,
    daysAgo: 9,
  },
  {
    petName: 'Pepper',
    category: 'cat',
    petAgeMonths: 14,
    petLocation: 'St. Johns, Portland, OR',
    shortDescription:
      'Athletic grey-and-white cat with golden eyes, shy for the first day and then a devoted lap-warmer who follows you everywhere.',
    longDescription:
      "Pepper is fourteen months old and still figuring out that people are wonderful. She was trapped with a small colony behind a St. Johns warehouse and turned out to be far too sociable for outdoor life, so she came indoors to foster. On day one she hid under the bed. On day two she came out for breakfast. By the end of the first week she was asleep on her foster mum's lap during a video call, and now she follows her from room to room chirping questions. She is spayed, ear-tipped from the trap-neuter-return program, microchipped and fully vaccinated. She is an impressive climber who loves shelves, so a home with vertical space will make her very happy. Pepper is fine with calm cats but finds dogs alarming. She would thrive in a quieter household where someone will let her set the pace for the first few days, with a hiding spot of her own. Patience with her will be repaid many times over with loyalty and soft headbutts.",
    image: '/images/pets/pepper.webp',
    ownerEmail: USER,
    daysAgo: 17,
  },
  {
    petName: 'Mochi',
    category: 'cat',
    petAgeMonths: 60,
    petLocation: 'Beaverton, OR',
    shortDescription:
      'Chatty five-year-old Siamese with sapphire eyes who talks through every conversation and loves warm laps and gentle brushing.',
    longDescription:
      'If you want a quiet cat, Mochi is not your girl. She is a five-year-old seal-point Siamese with bright blue eyes and a voice that carries through closed doors, and she has an opinion about everything: breakfast, the weather, the closed bathroom door. Her previous owner developed a severe allergy and surrendered her with a folder of vet records, which show regular checkups, spaying, dental care and current vaccinations. She is microchipped and in excellent health. Mochi is deeply people-oriented. She greets visitors at the door, sleeps under the covers, and will happily ride on a shoulder around the house. She does not enjoy being alone for long days, so a home where someone works remotely, or where another friendly cat lives, would suit her best. She is not keen on young children who grab. Brushing once a week keeps her short coat gleaming, and she purrs through the entire session. She is a wonderful companion for a patient, equally chatty human. She also walks on a harness in the garden, which her foster family calls her daily inspection tour.',
    image: '/images/pets/mochi.webp',
    ownerEmail: ADMIN,
    daysAgo: 24,
  },
  {
    petName: 'Domino',
    category: 'cat',
    petAgeMonths: 3,
    petLocation: 'Vancouver, WA',
    shortDescription:
      'Fluffy black-and-white kitten with a plume of a tail, bottle-raised, confident with people and almost ready to go home.',
    longDescription:
      'Domino was found alone at about two weeks old, tucked in a flowerpot on a Vancouver patio, and was bottle-fed every three hours by one of our most dedicated volunteers. Now twelve weeks old, he is a bold, fluffy little fellow with white socks, a white bib and a tail he has not quite learned to control. Because he was raised by hand, he is exceptionally comfortable with people and will climb into your lap to investigate your phone. He has had his first two FVRCP vaccinations and deworming, and he will be neutered and microchipped before adoption; the fee covers his remaining boosters. We recommend adopting him with another young cat, or into a home with a playful resident cat, because singleton kittens can develop rough play habits. He eats wet kitten food four times a day and uses the litter box perfectly. Domino would love a family who has time for play sessions, toy mice and lots of gentle handling while he grows up. He already responds to his name, especially when it is followed by the rattle of a treat bag.',
    image: '/images/pets/domino.webp',
    ownerEmail: MAYA,
    daysAgo: 1,
  },
  // ---------------------------------------------------------------- dogs
  {
    petName: 'Copper',
    category: 'dog',
    petAgeMonths: 48,
    petLocation: 'Salem, OR',
    shortDescription:
      'Friendly four-year-old beagle with a champion nose, a musical bay and a never-ending appetite for walks and sniff games.',
    longDescription:
      'Copper is a classic beagle: kind to everyone he meets, ruled by his nose and always hopeful that dinner is early. He is four years old, tricolour, and weighs twenty-three pounds. He grew up in Salem with a family of four, two of them young children, and came to us when they moved into a building that did not allow dogs. He is neutered, microchipped, vaccinated against rabies, distemper and parvovirus, on heartworm prevention, and in good health apart from a tendency to gain weight, so his adopters will need to be strict with treats. Copper walks well on a harness but will follow an interesting scent for miles, so he must always be on leash or inside a secure fence. He is crate trained and house trained. He gets along with other dogs and lived with a cat who bossed him around. He does bay when he is excited or bored, which is worth considering if you share walls with neighbours. Scent games, snuffle mats and long sniffy walks make him blissfully happy. His ideal family would enjoy weekend rambles and would not mind a dog who greets them with a song.',
    image: '/images/pets/copper.webp',
    ownerEmail: PRIYA,
    daysAgo: 6,
  },
  {
    petName: 'Shadow',
    category: 'dog',
    petAgeMonths: 30,
    petLocation: 'Tacoma, WA',
    shortDescription:
      'Water-loving Labrador mix with a soft mouth and endless enthusiasm for fetch, swimming and long hikes with his people.',
    longDescription:
      'Shadow is a two-and-a-half-year-old Labrador mix with a dark chocolate coat that looks almost black indoors. He got his name at the Tacoma shelter because he followed the kennel attendants everywhere, gently carrying whatever he could find: a glove, a tennis ball, once a clipboard. He is neutered, microchipped, current on all core vaccines and has tested negative for heartworm. Shadow is a big, athletic boy at seventy pounds, and he needs a real outlet for that energy: an hour of activity every day, ideally including swimming or fetch. In return he is a relaxed, affectionate dog in the house who sleeps by the door at night. He knows sit, down, wait and a reliable recall in enclosed spaces. He pulls on the leash when he spots water, so a front-clip harness helps. He has played politely with dogs of all sizes during shelter playgroups. An active household with a yard, children over eight and a love of the outdoors would be perfect for him. He also rides calmly in the car and waits patiently while his lead is clipped on.',
    image: '/images/pets/shadow.webp',
    ownerEmail: ADMIN,
    daysAgo: 13,
  },
  {
    petName: 'Frankie',
    category: 'dog',
    petAgeMonths: 72,
    petLocation: 'Eugene, OR',
    shortDescription:
      'Sweet six-year-old dachshund with a big personality, a love of burrowing under blankets and a careful, back-friendly routine.',
    longDescription:
      'Frankie is a six-year-old smooth red dachshund who believes he is at least the size of a German shepherd. He was surrendered in Eugene when his elderly owner moved into assisted living, and he arrived with his own tartan blanket, which he still burrows into every night. Last year he had a mild disc episode, treated conservatively with crate rest and anti-inflammatories, and he has been symptom free since. To protect his back he needs ramps rather than stairs where possible, no jumping off furniture and a lean body weight, which he is maintaining nicely at eleven pounds. He is neutered, microchipped and fully vaccinated, and his recent bloodwork was normal. Frankie is house trained, walks nicely on a harness and loves a slow, sniffing stroll around the block. He is alert and will bark at the doorbell, but settles quickly once guests sit down. He also enjoys car rides, provided he can watch the world from a booster seat. Update: Frankie has been adopted by a couple who built him a little ramp to their sofa within his first week home.',
    image: '/images/pets/frankie.webp',
    ownerEmail: USER,
    adopted: true,
    daysAgo: 47,
  },
  {
    petName: 'Duke',
    category: 'dog',
    petAgeMonths: 96,
    petLocation: 'Bend, OR',
    shortDescription:
      'Gentle eight-year-old Great Dane, a true couch potato who leans on people for comfort and enjoys slow walks.',
    longDescription:
      'Duke is a grey-muzzled Great Dane who has spent eight years being a very good boy, and he deserves a soft place to spend his senior years. He came to us in Bend after his owner passed away, and although he was confused at first, he has settled beautifully into a foster home with two teenagers and a cat he treats with great courtesy. He is neutered and vaccinated, and our vet found mild arthritis in his hips, managed well with a joint supplement and a daily anti-inflammatory, both included for the first month. Duke needs two short walks a day, a thick orthopaedic bed and a car with room for a very large passenger. He is house trained, quiet and politely food-motivated. His favourite activity is leaning his whole weight against your legs while you scratch his ears. Because of his size he would do best in a single-storey home or one with few stairs. Senior giants are rarely adopted, so Duke is a special case for us. He has never once stolen food from a counter, which for a dog his height is remarkable.',
    image: '/images/pets/duke.webp',
    ownerEmail: PRIYA,
    daysAgo: 20,
  },
  {
    petName: 'Ginger',
    category: 'dog',
    petAgeMonths: 18,
    petLocation: 'Fremont, Seattle, WA',
    shortDescription:
      'Bright, bouncy terrier mix who loves agility, squeaky toys and learning tricks; she needs an active family and daily play.',
    longDescription:
      "Ginger is eighteen months of pure terrier energy wrapped in a glossy ginger coat. She was found running loose near the Fremont canal, never claimed, and has been in our Seattle foster network for two months. In that time she has learned to sit, spin, high-five, crawl and weave between her foster dad's legs, and she is clearly ready for more: agility, nose work or flyball would suit her perfectly. She is spayed, microchipped and fully vaccinated, with a clean bill of health. Ginger loves people and is fine with children who are used to lively dogs, but she can be bossy with other dogs over toys, so we suggest she be the only dog or live with a very easy-going companion. She is not safe with cats or small pets because she loves a chase. Ginger needs at least ninety minutes of exercise and training every day. Apartment living is possible with a committed, active owner, though a fenced yard would make everyone's life easier. She also loves puzzle toys and will happily work for her breakfast in a snuffle mat.",
    image: '/images/pets/ginger.webp',
    ownerEmail: PRIYA,
    daysAgo: 4,
  },
  {
    petName: 'Koda',
    category: 'dog',
    petAgeMonths: 40,
    petLocation: 'Spokane, WA',
    shortDescription:
      'Striking Siberian husky with a grey-and-white coat, a talkative personality and a huge love of running, snow and cool weather.',
    longDescription:
      'Koda is a classic Siberian husky: beautiful, sociable, dramatic and, given half a chance, an escape artist. He is three and a half years old, with a wolfish grey-and-white coat and an elegant curled tail, and he came to our Spokane partner shelter after being found roaming for the third time. He is neutered, microchipped, fully vaccinated and healthy, although twice a year he sheds enough fur to knit a second husky. Koda loves other dogs and would do well with a playful canine companion. He is gentle with people and enjoys howling conversations, but he has a high prey drive and cannot live with cats. His ideal home has a six-foot fence with no gaps, an owner who runs, hikes or skijors, and plenty of cool weather, since long hot summers are hard on him. He is not a dog for off-leash walks. If you love the husky personality and understand the commitment, Koda will be a hilarious, devoted partner for every adventure. He also adores puzzle feeders and frozen treats, which keep his clever brain busy on rainy days.',
    image: '/images/pets/koda.webp',
    ownerEmail: ADMIN,
    daysAgo: 31,
  },
  {
    petName: 'Sunny',
    category: 'dog',
    petAgeMonths: 10,
    petLocation: 'Corvallis, OR',
    shortDescription:
      'Cheerful ten-month-old yellow Labrador, halfway through puppy school, who loves everyone and has never met a puddle he disliked.',
    longDescription:
      'Sunny is a ten-month-old yellow Labrador who was bought as a holiday puppy and surrendered when his young family realised they could not keep up with him. It was an honest decision and we respect it, because Sunny needs a home with time to spare. He is enrolled in a puppy manners class in Corvallis and can already sit, lie down, leave it and walk politely for about a block, after which he forgets everything and tries to greet every passer-by. He is neutered, microchipped and has received all his puppy vaccinations, including rabies. Sunny is gentle and loves children, although his exuberant tail has knocked over several toddlers and one vase. He is crate trained and sleeps through the night. He mouths hands when overexcited and is learning to carry a toy instead. We are looking for a family willing to continue his training, give him daily exercise and, ideally, let him swim in a lake now and then. He adores fetch, rides happily in the car and will sit beside you on the porch for hours once he is tired.',
    image: '/images/pets/sunny.webp',
    ownerEmail: MAYA,
    daysAgo: 11,
  },
  // ---------------------------------------------------------------- birds
  {
    petName: 'Kiwi',
    category: 'bird',
    petAgeMonths: 24,
    petLocation: 'Olympia, WA',
    shortDescription:
      'Handsome rosella with a golden head and blue tail, a gentle whistler best suited to a spacious aviary and patient keepers.',
    longDescription:
      'Kiwi is a two-year-old Adelaide rosella, an Australian parrot with a soft golden head, scalloped back feathers and a long blue tail that flashes in the light when he flies. He was bred in captivity and came to us from an Olympia breeder who retired from aviculture. Unlike cockatiels or budgies, rosellas are not usually cuddly birds, and Kiwi is no exception: he prefers to be admired rather than handled, and he would be unhappy in a small cage in the living room. He needs a spacious outdoor or indoor flight aviary where he can fly properly, bathe daily and forage for seeds, greens and fruit. He is in excellent feather, has been examined by an avian vet and tested negative for psittacine beak and feather disease. Kiwi whistles a cheerful rising tune in the mornings and will take millet from your fingers once he knows you. An experienced bird keeper who enjoys watching natural behaviour would make his life wonderful. He arrives with his ring number, hatch certificate and a favourite perch carved from manzanita wood by his breeder.',
    image: '/images/pets/kiwi.webp',
    ownerEmail: CARLOS,
    daysAgo: 15,
  },
  {
    petName: 'Mango',
    category: 'bird',
    petAgeMonths: 36,
    petLocation: 'Ballard, Seattle, WA',
    shortDescription:
      "Playful rainbow lorikeet with dazzling colours, a clown's sense of humour and a nectar diet; best with an experienced bird owner.",
    longDescription:
      'Mango is a three-year-old rainbow lorikeet, and if you have never met one, imagine a flying paint box with the personality of a toddler. He rolls onto his back to play, hangs upside down from ropes, and wrestles his toys with complete commitment. He was surrendered in Ballard by an owner who was not prepared for the noise or the mess. Lorikeets eat nectar and soft fruit rather than seed, so their droppings are liquid and they flick food around the cage; an easy-to-clean setup near a tiled floor is a great idea. Mango is healthy, has been seen by an avian vet, and eats a commercial lorikeet nectar plus fresh papaya, pear and greens. He steps up willingly, says a few words including hello and good boy, and screams when he feels ignored. He needs at least three hours out of his cage daily and a steady supply of toys to shred. A patient, experienced owner who wants an interactive, comical companion will adore him. He also enjoys a daily misting with warm water, fluffing up his feathers with obvious delight.',
    image: '/images/pets/mango.webp',
    ownerEmail: USER,
    daysAgo: 8,
  },
  {
    petName: 'Gus',
    category: 'bird',
    petAgeMonths: 20,
    petLocation: 'Hood River, OR',
    shortDescription:
      'Gentle grey homing pigeon rescued after a storm, calm to handle, easy to care for and content in a safe backyard loft.',
    longDescription:
      'Gus is a racing homing pigeon who lost his way during a spring storm and landed, exhausted, in a Hood River orchard. His leg band traced him to a loft that no longer wanted a bird who had failed to return, so he stayed with us. That turned out to be lucky for everyone, because Gus is one of the calmest birds we have ever met. He sits quietly on a hand, tolerates gentle stroking and coos softly when his favourite volunteer walks in. Pigeons make surprisingly good companions: they are clean, quiet, long-lived and easy to feed with a good pigeon seed mix, grit and fresh water. Gus has been checked by a vet, treated for parasites and vaccinated against paramyxovirus. Because he is a strong flier who will always try to fly home, he cannot be released or allowed to free-fly. He needs a predator-proof loft or aviary, ideally with another pigeon for company. He would suit a family with garden space and patience. He enjoys a shallow bath on warm days and splashes until every feather is soaked.',
    image: '/images/pets/gus.webp',
    ownerEmail: CARLOS,
    daysAgo: 27,
  },
  {
    petName: 'Lemon',
    category: 'bird',
    petAgeMonths: 12,
    petLocation: 'Ashland, OR',
    shortDescription:
      'Bright yellow canary with a splash of orange who sings every morning, prefers watching to handling and needs a roomy flight cage.',
    longDescription:
      'Lemon is a one-year-old male canary, and he sings. Not occasionally, not politely, but with his whole body, every morning from sunrise until mid-morning and again in the late afternoon. His song is a rolling, bubbling melody that his foster family in Ashland describes as better than the radio. He has bright yellow plumage with a wash of orange on his wings and a little red cap. He was one of eleven canaries rescued from an overcrowded backyard shed, and he is now in excellent health after treatment for mites and a few weeks of good food. Canaries are not birds for handling; they are happiest when they can fly the length of a long flight cage, bathe in a shallow dish and eat a quality seed mix with fresh greens and egg food. Lemon does best alone or with female canaries, since males may squabble. He would be ideal for someone who wants the joy of birdsong and enjoys creating a calm, bright corner for him. His foster family will send him home with his favourite swing and a bag of his usual seed mix.',
    image: '/images/pets/lemon.webp',
    ownerEmail: MAYA,
    daysAgo: 36,
  },
  // ---------------------------------------------------------------- rabbits
  {
    petName: 'Clover',
    category: 'rabbit',
    petAgeMonths: 10,
    petLocation: 'Bellingham, WA',
    shortDescription:
      'Sweet white rabbit with bright eyes, fully litter-trained and happiest free-roaming a bunny-proofed room with hay and tunnels.',
    longDescription:
      'Clover is a ten-month-old white rabbit with an elegant profile, soft upright ears and a curious, confident personality. She was found in a Bellingham park, almost certainly dumped after Easter, and domestic rabbits cannot survive outdoors for long, so she was lucky to be spotted. She has since been spayed, vaccinated against both strains of rabbit haemorrhagic disease and myxomatosis, and checked for parasites. Clover is fully litter trained and lives as a house rabbit in her foster home, with an exercise pen and free roam of a bunny-proofed living room. She loves cardboard tunnels, a willow ball and the sound of a hay bag being opened. Like most rabbits she dislikes being picked up, but she will hop onto the sofa to be stroked. Rabbits are social, and Clover would love to be bonded with a neutered male; we can help arrange a bonding date. Her diet is unlimited hay, a handful of pellets and leafy greens. She has a gentle way of nudging your ankle when she wants attention, followed by a flop at your feet. Please, no outdoor hutches.',
    image: '/images/pets/clover.webp',
    ownerEmail: MAYA,
    daysAgo: 5,
  },
  {
    petName: 'Patches',
    category: 'rabbit',
    petAgeMonths: 6,
    petLocation: 'Alberta Arts District, Portland, OR',
    shortDescription:
      'Fluffy spotted bunny with a lion-like mane, cheeky binkies and boundless curiosity, looking for a calm home with room to hop.',
    longDescription:
      'Patches is a six-month-old lionhead mix with a white coat, black spots, a fluffy mane and a dark smudge around one eye that makes him look permanently mischievous. He came from an accidental litter of seven in Northeast Portland and is the last one still waiting. He is neutered, vaccinated and healthy, and his teeth were checked recently because lionheads sometimes have dental issues; they are perfectly aligned. His long mane needs a gentle comb twice a week, and more often during moults, to prevent mats and hairballs. Patches is a lively young rabbit who does spectacular binkies, the leap-and-twist that rabbits perform when they are happy, especially in the evening. He is litter trained and enjoys toys he can toss around, such as plastic baby keys and stacking cups. He is still a bit wary of hands coming from above, so quiet adults or older children who will sit on the floor with him are ideal. He would bond happily with a calm female rabbit. His adoption fee includes a starter bag of hay, a grooming comb and a litter tray he already knows.',
    image: '/images/pets/patches.webp',
    ownerEmail: USER,
    daysAgo: 14,
  },
  {
    petName: 'Juniper',
    category: 'rabbit',
    petAgeMonths: 30,
    petLocation: 'Gresham, OR',
    shortDescription:
      'Big, calm Californian-type rabbit with dark ears and velvet fur who loves gentle strokes, cardboard castles and fresh herbs.',
    longDescription:
      "Juniper is a two-and-a-half-year-old Californian-type rabbit: large, white, with dark ears and a dark nose, and the placid nature the breed is known for. She was surrendered in Gresham when her family's landlord changed the pet policy, and she arrived with her own litter box and a very chewed cardboard castle. She weighs about nine pounds, so she needs more space than a small breed, at least a large pen plus several hours of free roaming every day. Juniper is spayed, vaccinated and in good condition; she had a minor ear mite infection when she arrived, which is fully treated now. She is very relaxed about handling for a rabbit, sits calmly for nail trims and loves having her forehead stroked, at which point she grinds her teeth softly, the rabbit version of purring. She adores coriander, parsley and dandelion leaves. Juniper would be a great first rabbit for a thoughtful family, or a companion for a gentle neutered male. She is also comfortable with a calm cat, having shared a living room with one in her previous home without any trouble.",
    image: '/images/pets/juniper.webp',
    ownerEmail: MAYA,
    daysAgo: 22,
  },
  {
    petName: 'Willow',
    category: 'rabbit',
    petAgeMonths: 48,
    petLocation: 'North End, Boise, ID',
    shortDescription:
      'Serene four-year-old white rabbit with long legs and a gentle nature, perfect for a quiet home where she can relax.',
    longDescription:
      "Willow is a four-year-old white rabbit with long, athletic legs and a faint grey tint to her coat, which makes people mistake her for a wild hare until they meet her. She is anything but wild. She spent most of her life in an outdoor hutch in Boise and came to us when her owner's children grew up and lost interest. Since moving indoors she has blossomed: she follows her foster mum around the kitchen, flops dramatically on the cool tiles and enjoys short grooming sessions. She is spayed and vaccinated, and our vet found her in good health apart from overgrown nails and a little extra weight, both now sorted. She has a sensitive stomach, so any change to her diet should be gradual, with plenty of hay. Willow would love a quiet home with adults or older children, a big pen, soft rugs for grip and perhaps a calm male companion. Rabbits often live to ten or beyond, so she has many good years ahead of her. She enjoys a daily sprig of fresh mint and a quiet evening stroke.",
    image: '/images/pets/willow.webp',
    ownerEmail: ADMIN,
    daysAgo: 40,
  },
  // ---------------------------------------------------------------- fish
  {
    petName: 'Marmalade',
    category: 'fish',
    petAgeMonths: 24,
    petLocation: 'Lake Oswego, OR',
    shortDescription:
      'Elegant fantail goldfish with flowing orange fins, healthy and hungry, needing a spacious filtered aquarium rather than a bowl.',
    longDescription:
      'Marmalade is a two-year-old fantail goldfish with a brilliant orange body, long flowing fins and a fondness for following your finger along the glass. She came from a Lake Oswego classroom where she had lived in a small bowl, and she was rescued just in time: goldfish grow large and produce a lot of waste, and bowls slowly poison them. After three months in a properly filtered tank her colour has deepened and her fins have fully regrown. Fancy goldfish need at least a thirty-gallon aquarium for one or two fish, a strong but gentle filter, weekly partial water changes and cool, unheated water. Marmalade eats sinking pellets, blanched peas and the occasional treat of bloodworms, and she begs at the front of the tank every time someone walks past. She is peaceful and would enjoy the company of another fancy goldfish, but should not live with fast, nippy tropical species. We can pass on her current tank setup at cost to her adopter. Her foster describes her as the friendliest goldfish she has ever kept, which is high praise from a lifelong aquarist.',
    image: '/images/pets/marmalade.webp',
    ownerEmail: PRIYA,
    daysAgo: 10,
  },
  {
    petName: 'Zigzag',
    category: 'fish',
    petAgeMonths: 18,
    petLocation: 'Kirkland, WA',
    shortDescription:
      'Graceful silver angelfish with bold black stripes and trailing fins, peaceful in a tall, planted community tank with gentle tank-mates.',
    longDescription:
      "Zigzag is an eighteen-month-old silver angelfish with bold black bars, long trailing fins and a curious, confident way of approaching the front of the tank. He was surrendered in Kirkland when his owner moved to a smaller apartment, and he has lived happily in our rescue's fish room ever since. Angelfish are cichlids and need more thought than their graceful looks suggest. Zigzag needs a tall aquarium of at least fifty gallons, warm soft water around seventy-eight degrees, plenty of plants or driftwood to weave between and a stable, mature filter. He is peaceful with fish too big to swallow, such as corydoras, larger tetras and gouramis, but he will happily eat neon tetras and similar tiny fish. He eats quality flakes, frozen brine shrimp and bloodworms, and he has an excellent appetite. He has been quarantined and treated preventively, and shows no signs of disease. An aquarist with a planted community tank would give him a lovely, peaceful home. He shared his previous tank with a shoal of full-grown rummynose tetras and a bristlenose pleco, and never caused any trouble.",
    image: '/images/pets/zigzag.webp',
    ownerEmail: PRIYA,
    daysAgo: 19,
  },
  {
    petName: 'Bandit',
    category: 'fish',
    petAgeMonths: 42,
    petLocation: 'Renton, WA',
    shortDescription:
      'Charismatic striped clown loach who comes with two loach friends, loves hiding in caves and clicks happily at feeding time.',
    longDescription:
      'Bandit is a three-and-a-half-year-old clown loach, a bright orange fish with three bold black bands and red fins, and he does not come alone. Clown loaches are deeply social and become stressed and shy without their own kind, so Bandit will be adopted together with his two tank-mates, Patch and Button. They were surrendered in Renton from a tank that had become too small for them. Clown loaches grow slowly but can reach eight to twelve inches and live for twenty years, so they need a long aquarium of at least seventy-five gallons, warm water, smooth sand and plenty of caves. The trio is healthy, has been quarantined, and was treated for ich on arrival as a precaution. They are peaceful with other community fish and famously eat pest snails. Bandit is the boldest of the group, and he clicks audibly when he eats. They enjoy sinking pellets, bloodworms and blanched vegetables. The three must be adopted together, please. Watching the trio play follow-the-leader around the tank, or sleep lying on their sides, which looks alarming but is normal, is wonderful entertainment.',
    image: '/images/pets/bandit.webp',
    ownerEmail: USER,
    daysAgo: 29,
  },
  {
    petName: 'Jumbo',
    category: 'fish',
    petAgeMonths: 60,
    petLocation: 'Everett, WA',
    shortDescription:
      'Impressive ten-inch giraffe cichlid with a boldly blotched body, full of personality, needing a large aquarium and an experienced keeper.',
    longDescription:
      "Jumbo is a five-year-old giraffe cichlid, also known as Nimbochromis venustus, a predatory fish from Lake Malawi with a body patterned like a giraffe's coat. He is about ten inches long and still growing slowly, and he has outgrown two aquariums already. His owner in Everett was moving abroad and brought him to us in the heaviest tank we have ever carried. Jumbo needs an aquarium of at least one hundred and twenty-five gallons with hard, alkaline water, solid rock work and powerful filtration. He will eat any fish small enough to fit in his mouth, so his tank-mates should be robust Malawi cichlids of similar size. He is a big personality: he recognises the person who feeds him, rearranges the sand, and sulks if his furniture is moved. He eats cichlid pellets, krill and shrimp. He is healthy and shows no signs of hole-in-the-head disease. Jumbo would suit an experienced African cichlid keeper who wants a true centrepiece fish. Feeding time is a spectacle: he waits beside the lid, watches you closely and then charges with impressive speed.",
    image: '/images/pets/jumbo.webp',
    ownerEmail: ADMIN,
    daysAgo: 44,
  },
  {
    petName: 'Coral',
    category: 'fish',
    petAgeMonths: 30,
    petLocation: 'Bellevue, WA',
    shortDescription:
      'Striking lime-and-gold butterflyfish for an established reef aquarium, healthy, eating well and a natural hunter of pest anemones.',
    longDescription:
      'Coral is a two-and-a-half-year-old butterflyfish, a saltwater species with lime-yellow colouring, golden bands, a slender snout and a dark false eye spot that confuses predators. She lived in a Bellevue reef tank for two years until her owner took a job overseas and had to break the system down. Butterflyfish have a reputation for being difficult to keep, because many refuse to eat in captivity. Coral is an exception: she eats frozen mysis shrimp, clam on the half shell and even some prepared foods. She is also valued by reef keepers because she hunts aiptasia, the pest anemone that plagues many tanks. She needs an established marine aquarium of at least seventy-five gallons, with stable water parameters, plenty of live rock and peaceful tank-mates. She may pick at some corals and clams, so check your livestock first. She was quarantined for six weeks and is healthy. An experienced reef keeper with a mature system would give her a long, happy life. She is calm, feeds in full view and glides gracefully through the rockwork, making her a wonderful centrepiece.',
    image: '/images/pets/coral.webp',
    ownerEmail: PRIYA,
    daysAgo: 33,
  },
  // ---------------------------------------------------------------- domestic
  {
    petName: 'Pablo',
    category: 'domestic',
    petAgeMonths: 84,
    petLocation: 'Sisters, OR',
    shortDescription:
      'Affectionate seven-year-old donkey with a soft grey-brown coat who loves ear rubs, carrots and company; must go with a companion.',
    longDescription:
      "Pablo is a seven-year-old standard donkey with a grey-brown coat, a dark cross on his shoulders and ears that seem to be listening to three conversations at once. He came to our sanctuary near Sisters when his elderly owner could no longer care for a small herd, and he has become everyone's favourite, greeting visitors at the gate with a gentle bray. Donkeys are herd animals and become depressed if kept alone, so Pablo must be adopted with another donkey, or into a home that already has one or a calm pony. He is gelded, current on vaccines and dewormed, and his hooves are trimmed every eight weeks by our farrier. His teeth were floated this spring. Donkeys evolved in deserts, so he needs a low-sugar diet of straw and grass hay, limited lush pasture and a dry shelter, because rain-soaked hooves lead to problems. Pablo leads well on a halter, loads into a trailer and is wonderful with children who stay calm around him. He would be a particularly good friend to an older horse who needs a calm companion.",
    image: '/images/pets/pablo.webp',
    ownerEmail: CARLOS,
    daysAgo: 18,
  },
  {
    petName: 'Hazel',
    category: 'domestic',
    petAgeMonths: 120,
    petLocation: 'Redmond, OR',
    shortDescription:
      'Kind ten-year-old bay mare, retired from trail riding, sound for light work and looking for a quiet pasture with friends.',
    longDescription:
      'Hazel is a ten-year-old bay Quarter Horse cross with a white star hidden under her forelock and a steady, forgiving temperament. She spent years carrying beginners on trail rides near Redmond, and when the riding stable closed she came to us with a folder of health records and a reputation as the horse every nervous rider asked for. She is sound for light riding on flat trails and would make a lovely companion or confidence-building horse for a returning rider. She has mild arthritis in her left hock, managed with regular movement and a joint supplement, so she should not jump or do strenuous work. Hazel is up to date on vaccinations, dental work and farrier care, and she is an easy keeper on grass hay. She stands quietly for grooming, clipping and the farrier, and she ties, loads and hauls well. She is at her best with a turnout companion and is polite in a group. Hazel would suit an experienced horse home with safe fencing and shelter. She also nickers softly at feeding time and enjoys a good scratch along her withers.',
    image: '/images/pets/hazel.webp',
    ownerEmail: CARLOS,
    daysAgo: 38,
  },
  {
    petName: 'Bean',
    category: 'domestic',
    petAgeMonths: 4,
    petLocation: 'Silverton, OR',
    shortDescription:
      'Bouncy four-month-old bottle lamb who follows people like a puppy, loves head scratches and needs a farm with other sheep.',
    longDescription:
      'Bean is a four-month-old Suffolk cross lamb with a black face, a fleece the colour of oatmeal and knees that seem to move in several directions when he runs. His mother rejected him at birth on a Silverton farm, and he was bottle-raised in a kitchen before joining our sanctuary, so he thinks humans are simply tall, odd-looking sheep. He is now weaned onto hay, grass and a small amount of lamb ration, and he has had his clostridial vaccinations and been castrated, so he will grow into a calm wether. Bottle lambs are adorable, but they need to learn to be sheep, which is why Bean must go to a home with at least two other sheep or goats and proper fencing. He will grow to well over one hundred and fifty pounds and will need shearing every spring. He loves head scratches and comes running when he hears his name. He would be a wonderful addition to a small farm or a family homestead. He would also enjoy a pasture with a sturdy hill, since running up and down slopes is his favourite game.',
    image: '/images/pets/bean.webp',
    ownerEmail: CARLOS,
    daysAgo: 2,
  },
  {
    petName: 'Truffle',
    category: 'domestic',
    petAgeMonths: 26,
    petLocation: 'Molalla, OR',
    shortDescription:
      'Clever two-year-old ginger pig who learns tricks quickly, adores belly rubs and mud baths, and needs a large fenced outdoor space.',
    longDescription:
      'Truffle was sold as a micro pig who would stay the size of a cat. She is now two years old, weighs about two hundred pounds and is still growing, because there is no such thing as a micro pig. Her family in Molalla loved her but could no longer keep her in a suburban house. Truffle is a ginger pig with bristly copper hair, a long snout and remarkable intelligence: she knows her name, sits for treats, opens cupboards and once learned to turn on a garden tap. She is spayed, vaccinated and dewormed, and her hooves and tusks were trimmed this autumn. Pigs need to root, wallow and graze, so Truffle requires a secure outdoor area with a shelter, soft ground to dig, a wallow in summer and a diet of pig pellets and vegetables, never kitchen scraps containing meat. She is friendly with people and gentle with dogs she knows. Please check your local zoning rules before applying, as many towns restrict keeping pigs. She also loves being brushed with a stiff brush, and will flop onto her side in bliss within seconds.',
    image: '/images/pets/truffle.webp',
    ownerEmail: ADMIN,
    daysAgo: 25,
  },
  {
    petName: 'Admiral',
    category: 'domestic',
    petAgeMonths: 16,
    petLocation: 'Springfield, OR',
    shortDescription:
      'Handsome mallard-type drake with a glossy green head, friendly but not cuddly, ready to join a safe backyard flock with a pond.',
    longDescription:
      'Admiral is a sixteen-month-old drake with a glossy bottle-green head, a neat white collar and the curled tail feathers that mark him as a male. Although he looks like a wild mallard, he is a domestic duck: he hatched in a school incubation project in Springfield and was later released on a city pond, where he could not cope with winter or predators. A kind dog-walker scooped him up and brought him to our sanctuary. He cannot fly well and cannot be returned to the wild. Admiral is healthy, eats waterfowl pellets with greens and the odd mealworm treat, and his feathers are back in full waterproof condition. Ducks need water deep enough to dunk their heads, a secure night shelter and company of their own kind. Admiral would best join a small flock of female ducks, as two drakes can quarrel. He is friendly and follows people around the yard, but like most ducks he prefers not to be held. His quiet, raspy quack is very charming. He is easy to herd into his house each evening when he hears the rattle of his food scoop.',
    image: '/images/pets/admiral.webp',
    ownerEmail: CARLOS,
    daysAgo: 12,
  },
  {
    petName: 'Henrietta',
    category: 'domestic',
    petAgeMonths: 20,
    petLocation: 'Camas, WA',
    shortDescription:
      'Fluffy golden Buff Orpington hen, a gentle, steady layer who loves dust baths, garden patrols and meeting friendly visitors.',
    longDescription:
      "Henrietta is a twenty-month-old Buff Orpington, a breed famous for being calm, fluffy and good with children, and she lives up to every word of that reputation. She was surrendered from a Camas backyard when her family moved to an apartment, along with her best friend Dot, who was adopted first. She still lays four or five light brown eggs a week. Henrietta is healthy, has been checked for mites and worms, and was vaccinated against Marek's disease as a chick. Chickens are flock animals, so she needs to join at least two other hens in a predator-proof coop with a covered run, perches and a dust bath. She follows people around the garden, helping with the weeding by eating every worm in sight, and is gentle enough to be picked up by children under supervision. Like all Orpingtons she feels the heat, so summer shade matters. She also enjoys the occasional treat of cooked rice and chopped kale, and she comes running when called. Update: Henrietta has been adopted by a family with three other hens and a very large vegetable garden.",
    image: '/images/pets/henrietta.webp',
    ownerEmail: USER,
    adopted: true,
    daysAgo: 55,
  },
  {
    petName: 'Noodle',
    category: 'domestic',
    petAgeMonths: 22,
    petLocation: 'Milwaukie, OR',
    shortDescription:
      'Playful sable ferret who does the weasel war dance, steals socks and sleeps for hours in hammocks and fleece tunnels.',
    longDescription:
      'Noodle is a twenty-two-month-old sable ferret with a dark mask, a cream undercoat and the boundless curiosity that makes ferrets such entertaining companions. When she is awake she bounces sideways, chatters with joy and hides anything she can carry, including socks, keys and the remote control, in a stash behind the sofa. When she sleeps, she sleeps like a stone for hours in her fleece hammock. She came from a Milwaukie owner who developed asthma. Noodle is spayed, vaccinated against canine distemper and rabies, and recently had a clean health check. Ferrets are obligate carnivores and need a high-protein ferret diet, a large multi-level cage and at least four hours of supervised play outside it every day in a ferret-proofed room, because they squeeze into astonishingly tiny gaps. Noodle uses a litter tray fairly reliably if it sits in a corner. She is gentle with adults but nips when overexcited, so she would suit a home without young children, ideally with another ferret. Her adoption comes with her hammocks, favourite tunnel and the ferret-safe toys she has collected during her time in foster care.',
    image: '/images/pets/noodle.webp',
    ownerEmail: MAYA,
    daysAgo: 7,
  },
  {
    petName: 'Pip',
    category: 'domestic',
    petAgeMonths: 3,
    petLocation: 'Woodstock, Portland, OR',
    shortDescription:
      'Tiny, curious chocolate fancy mouse with velvet ears who comes with her two sisters and loves climbing, nesting and sunflower seeds.',
    longDescription:
      'Pip is a three-month-old fancy mouse with a glossy chocolate coat, pink paws and ears like rose petals. She is one of three sisters left in a box on the doorstep of a Woodstock pet shop, with a note apologising for an unplanned litter. Mice are social, and a lone female becomes lonely and anxious, so Pip will be adopted together with her sisters, Poppy and Pearl. Mice are delightful, clean and fascinating to watch, but they are not toys: they prefer to be observed and gently hand-fed rather than held for long. The trio needs a well-ventilated tank or a bar cage with narrow spacing, deep paper bedding for burrowing, a solid exercise wheel, climbing branches and plenty of hides. They eat a quality mouse pellet with small amounts of vegetables and the occasional sunflower seed. Mice live about two years, so they are a shorter commitment than many pets. Pip and her sisters would suit a calm home, perhaps a family with older children. Their foster family has taught all three to take treats from an open palm, which children especially love.',
    image: '/images/pets/pip.webp',
    ownerEmail: USER,
    daysAgo: 16,
  },
];

/**
 * What the demo listers ask to complete an adoption, by kind of animal, in dollars (typical
 * shelter fees: vaccinations and neutering included); other kinds have none.
 */
export const seedAdoptionFees: Partial<Record<PetCategory, number>> = {
  dog: 150,
  cat: 75,
  rabbit: 40,
};

export const seedPets: SeedPet[] = pets.map((pet) => ({ ...pet, date: listedOn(pet.daysAgo) }));

export const seedCampaigns: SeedCampaign[] = [
  {
    petName: 'Biscuit',
    image: '/images/campaigns/biscuit-surgery.webp',
    maximumDonation: 4800,
    highestTotal: 250,
    lastDateInDays: 28,
    shortDescription:
      'Help Biscuit, a loyal spaniel mix, get the knee surgery he needs to run again after tearing a ligament chasing his ball.',
    longDescription:
      'Biscuit is a six-year-old springer spaniel mix who has lived at our Capitol Hill foster home since a hoarding case last spring. He is the dog who greets every new arrival, shares his bed with nervous puppies and brings a slobbery tennis ball to anyone who sits down. Three weeks ago he yelped mid-fetch and has not put weight on his right hind leg since. Our vet confirmed a torn cranial cruciate ligament, the canine equivalent of a knee ACL injury, and recommended TPLO surgery, which reshapes the top of the shin bone so the knee is stable without the ligament. Without surgery the joint will develop painful arthritis, and the other knee is likely to fail too. The total estimate is $4,800, covering pre-operative X-rays, the surgery, an overnight hospital stay, pain relief and eight weeks of rehabilitation with hydrotherapy. Biscuit is a resilient dog and his surgeon expects a full recovery. Every donation, large or small, brings him closer to chasing his ball again, and we will post updates here.',
    ownerEmail: PRIYA,
    daysAgo: 4,
  },
  {
    petName: 'Rusty',
    image: '/images/campaigns/shelter-roof.webp',
    maximumDonation: 12000,
    highestTotal: 500,
    lastDateInDays: 75,
    shortDescription:
      'Replace the leaking roof over our Hillside kennel block before winter storms, keeping Rusty and thirty other dogs warm and dry.',
    longDescription:
      'Our Hillside kennel block in Tacoma houses up to thirty dogs waiting for adoption, including Rusty, a shy tan mixed-breed who has been with us for almost a year. The building is thirty years old, and last winter its roof finally gave up. Water dripped through the ceiling into six kennels, we had to move dogs into crates in the office during storms, and the damp left several of them sick with kennel cough. A roofing contractor has inspected the building and quoted $12,000 to strip the old shingles, replace rotten sheathing, add insulation and install new gutters. That is a lot of money, but a sound roof will last another twenty-five years and will cut our heating bills significantly. We have already secured a small grant that covers new skylights. Donations of any size help, and every gift over $100 will be thanked with a paw-print tile on our donor wall. Rusty and his friends deserve to spend this winter warm and dry, and with your help they will.',
    ownerEmail: ADMIN,
    daysAgo: 9,
  },
  {
    petName: 'Smokey',
    image: '/images/campaigns/winter-food.webp',
    maximumDonation: 2500,
    highestTotal: 100,
    lastDateInDays: 45,
    shortDescription:
      "Keep Smokey's colony of community cats fed and sheltered through winter with quality food, heated water bowls and insulated shelters.",
    longDescription:
      "Smokey is a battle-scarred grey tomcat who presides over a colony of fourteen community cats living behind a row of shops in Southeast Portland. All of them have been trapped, neutered, vaccinated and returned by our volunteers, which means the colony is stable and will slowly shrink over time. But cats that are too wild to live indoors still need help, especially when temperatures drop below freezing. Every evening a volunteer brings food and fresh water, checks for injuries and looks out for newcomers who need neutering. In winter the cats burn far more calories keeping warm, and water bowls freeze solid overnight. This campaign will buy four months of quality dry and wet food for Smokey's colony and three others nearby, twelve heated water bowls, and enough straw and storage boxes to build twenty insulated shelters. Straw, not blankets, matters, because it stays dry. We spend about $600 a month on food alone in winter, and a $25 gift feeds a colony for a week. Thank you for keeping these cats healthy and warm.",
    ownerEmail: MAYA,
    daysAgo: 12,
  },
  {
    petName: 'Community cats & dogs',
    image: '/images/campaigns/spay-neuter.webp',
    maximumDonation: 9000,
    highestTotal: 300,
    // The clinic weekend has passed: the demo's ended campaign.
    lastDateInDays: -2,
    shortDescription:
      'Fund a free spay and neuter weekend for 120 cats and dogs from low-income households, preventing hundreds of unwanted litters.',
    longDescription:
      'Every spring our shelters fill with kittens and puppies from unplanned litters, and every spring we meet families who simply could not afford to have their pets fixed. This campaign funds a free spay and neuter clinic weekend in partnership with a mobile veterinary team, aimed at households on low incomes and at community cat caretakers. Over two days the team can sterilise up to one hundred and twenty cats and dogs. Each animal also receives a rabies vaccination, a microchip, a nail trim and a quick health check, and owners go home with pain relief and aftercare instructions in English and Spanish. The average cost is $75 per animal, about a quarter of typical private clinic prices, because our vets donate their time and we buy supplies in bulk. Preventing a single litter means fewer animals abandoned, fewer strays hit by cars, and more room in shelters for animals in crisis. A gift of $75 pays for one surgery. We will publish the final count, and photos of happy, sleepy patients, after the weekend.',
    ownerEmail: ADMIN,
    daysAgo: 21,
  },
  {
    petName: 'Rosita',
    image: '/images/campaigns/sanctuary-hay.webp',
    maximumDonation: 3500,
    highestTotal: 200,
    lastDateInDays: 90,
    // Paused while the hay supplier confirms prices: the demo's paused campaign.
    paused: true,
    shortDescription:
      'Buy winter hay for Rosita and the eleven donkeys, horses and goats at our sanctuary, keeping them healthy until spring grazing returns.',
    longDescription:
      'Rosita, our silver-and-white donkey, spends most of her day grazing beside the gate of our sanctuary near Sisters, and she and her eleven barnyard friends, Pablo and four other donkeys, three retired horses and three goats, depend on hay from November to April, when the pastures are dormant or under snow. After a dry summer, hay prices in Central Oregon have risen by almost forty percent, and our usual supplier has less to sell. A donkey eats around fifteen pounds of forage a day and a horse nearly twice that, and for donkeys it has to be the right kind: low-sugar straw and grass hay, because rich feed causes laminitis, a painful hoof condition. We need around thirty tons to get everyone through the winter, and we have funds for about two-thirds of that. This campaign will cover the rest, plus delivery and a new tarp for the hay barn. A gift of $35 buys enough hay to feed Rosita for a week. Animals at the sanctuary live out their lives here, so your help feeds old friends who have nowhere else to go.',
    ownerEmail: CARLOS,
    daysAgo: 6,
  },
  {
    petName: "Maple's puppies",
    image: '/images/campaigns/puppy-vaccines.webp',
    maximumDonation: 1200,
    highestTotal: 75,
    lastDateInDays: 21,
    shortDescription:
      "Vaccinate and deworm Maple's seven playful puppies, rescued from a rural property, so they can safely go to loving new homes.",
    longDescription:
      'Maple, a sweet shepherd mix, was found on a rural property outside Olympia, living under a shed with seven three-week-old puppies. She was thin but otherwise healthy, and she is now recovering in foster care with her energetic, round-bellied litter. The puppies are six weeks old and ready to begin their medical care. Each needs a series of three combination vaccines against distemper, parvovirus and adenovirus, plus rabies at sixteen weeks, regular deworming, flea treatment, a microchip and a health check before adoption. Parvovirus is particularly dangerous for young puppies and spreads easily, so completing their vaccinations on schedule is critical. Maple herself needs vaccinations, a heartworm test and spaying once her puppies are weaned. The total cost for the whole family is about $1,200, and a donation of $50 covers a full vaccine series for one puppy. The puppies will be ready for adoption at around ten weeks, and several families have already applied. Your gift helps them start life healthy, protected and ready for their new homes.',
    ownerEmail: PRIYA,
    daysAgo: 2,
  },
  {
    petName: 'Dottie',
    image: '/images/campaigns/duck-pond.webp',
    maximumDonation: 1800,
    highestTotal: 120,
    lastDateInDays: 110,
    shortDescription:
      'Build a safe, clean pond for Dottie and our flock of rescued ducks, with a proper liner, filter and predator-proof fencing.',
    longDescription:
      "Dottie is a cheerful domestic duck with caramel-brown feathers who arrived at our sanctuary with nine other ducks rescued from a flooded backyard farm. Ducks need water to stay healthy: they clean their eyes and nostrils by dunking their heads, keep their feathers waterproof by bathing, and feel safest floating away from danger. Right now our flock shares a row of paddling pools that turn muddy within hours and must be emptied and refilled twice a day. We plan to build a shallow pond about twelve feet across with a durable liner, a gentle gravel beach for easy access, a biological filter and a solar-powered pump. The surrounding run will get buried wire mesh and a netted roof to keep out raccoons, coyotes and hawks. Our volunteers will do all the digging. The materials and filter cost about $1,800, and anything raised beyond that will go toward next winter's feed. A gift of $20 buys a bag of waterfowl pellets. Dottie and her friends will thank you with a great deal of splashing.",
    ownerEmail: CARLOS,
    daysAgo: 15,
  },
  {
    petName: 'Duke',
    pet: 'Duke',
    image: '/images/pets/duke.webp',
    maximumDonation: 3000,
    highestTotal: 100,
    lastDateInDays: 60,
    shortDescription:
      'Keep Duke, our grey-muzzled Great Dane, comfortable: joint supplements, an orthopaedic bed and vet checks for his hips.',
    longDescription:
      'Duke is eight, gentle and very large, and mild arthritis in his hips makes stairs and hard floors hard work. Until he finds his home, his foster family keeps him comfortable with a daily joint supplement, an anti-inflammatory, a thick orthopaedic bed and a vet check every two months. That comes to about $3,000 for the year. Every gift shows in the books below, with the receipts for what we buy, and we post news of Duke here. Giving monthly is the easiest way to see him through the winter.',
    ownerEmail: PRIYA,
    daysAgo: 25,
  },
];

/**
 * Succeeded card donations from the demo people, so progress bars and donor lists show
 * something. Seeded as test-provider payments (transaction ids pi_demo_1, pi_demo_2, ...).
 */
/** Money out of a campaign's books: what the creator paid with the gifts, with its date. */
export interface SeedExpense {
  /** The campaign's petName. */
  campaign: string;
  /** dollars */
  amount: number;
  description: string;
  daysAgo: number;
}

export const seedExpenses: SeedExpense[] = [
  { campaign: 'Duke', amount: 89.99, description: 'Orthopaedic bed for Duke', daysAgo: 6 },
  { campaign: 'Rusty', amount: 150, description: 'Roof inspection by the contractor', daysAgo: 4 },
];

export const seedDonations: SeedDonation[] = [
  { campaign: 'Biscuit', donorEmail: USER, amount: 50, daysAgo: 3.5 },
  { campaign: 'Biscuit', donorEmail: MAYA, amount: 120, daysAgo: 2.8 },
  { campaign: 'Biscuit', donorEmail: CARLOS, amount: 25, daysAgo: 1.2 },
  { campaign: 'Biscuit', donorEmail: ADMIN, amount: 200, daysAgo: 0.4 },
  { campaign: 'Rusty', donorEmail: USER, amount: 100, daysAgo: 8 },
  { campaign: 'Rusty', donorEmail: PRIYA, amount: 250, daysAgo: 5.5 },
  { campaign: 'Rusty', donorEmail: MAYA, amount: 75, daysAgo: 2 },
  { campaign: 'Smokey', donorEmail: USER, amount: 25, daysAgo: 11 },
  { campaign: 'Smokey', donorEmail: CARLOS, amount: 60, daysAgo: 7.5 },
  { campaign: 'Smokey', donorEmail: PRIYA, amount: 40.5, daysAgo: 3 },
  { campaign: 'Community cats & dogs', donorEmail: MAYA, amount: 300, daysAgo: 19 },
  { campaign: 'Community cats & dogs', donorEmail: USER, amount: 75, daysAgo: 12 },
  { campaign: 'Community cats & dogs', donorEmail: CARLOS, amount: 150, daysAgo: 4 },
  { campaign: 'Rosita', donorEmail: PRIYA, amount: 35, daysAgo: 5 },
  { campaign: 'Rosita', donorEmail: USER, amount: 70, daysAgo: 3.2 },
  { campaign: "Maple's puppies", donorEmail: MAYA, amount: 50, daysAgo: 1.8 },
  { campaign: "Maple's puppies", donorEmail: CARLOS, amount: 50, daysAgo: 1.1 },
  { campaign: "Maple's puppies", donorEmail: USER, amount: 100, daysAgo: 0.7 },
  { campaign: "Maple's puppies", donorEmail: ADMIN, amount: 150, daysAgo: 0.2 },
  { campaign: 'Duke', donorEmail: USER, amount: 60, daysAgo: 20 },
  { campaign: 'Duke', donorEmail: CARLOS, amount: 80, daysAgo: 9 },
];
