// The demo pets' profiles (docs/product.md §3), by pet name: what their descriptions in
// data.ts say about them, and `unknown` where they say nothing. Breeds of dogs, cats,
// rabbits and birds are names from the bundled breed list; other pets' are free text.
import {
  ageGroupOf,
  PET_FLAGS,
  type PetCategory,
  type PetCoat,
  type PetFlag,
  type PetImage,
  type PetSex,
  type PetSize,
  type YesNoUnknown,
} from '@pet-adoption/shared';

export interface SeedPetProfile {
  sex: PetSex;
  size: PetSize;
  breedPrimary: string | null;
  breedSecondary?: string;
  mixedBreed: boolean;
  colour: string;
  coat: PetCoat | null;
  facts: Record<PetFlag, YesNoUnknown>;
  specialNeedsNote?: string;
  /** The other pet (by name, of the same lister) adopted together with this one. */
  bondedWith?: string;
  /** Pictures after the cover (the pet's `image`), each with its description. */
  morePictures?: PetImage[];
  /** The cover's description; the pet's name when not given. */
  coverAlt?: string;
  videoUrl?: string;
}

const ANSWERS = { y: 'yes', n: 'no', '?': 'unknown' } as const;

/**
 * The eight facts in PET_FLAGS order (children, dogs, cats, house-trained, vaccinated,
 * spayed/neutered, microchipped, special needs), one letter each: y, n or ?.
 */
function facts(code: string): Record<PetFlag, YesNoUnknown> {
  const letters = [...code];
  if (letters.length !== PET_FLAGS.length) throw new Error(`Seed facts need 8 letters: ${code}`);
  return Object.fromEntries(
    PET_FLAGS.map((flag, i) => [flag, ANSWERS[letters[i] as keyof typeof ANSWERS]]),
  ) as Record<PetFlag, YesNoUnknown>;
}

const picture = (file: string, alt: string): PetImage => ({ url: `/images/pets/${file}`, alt });

export const seedPetProfiles: Record<string, SeedPetProfile> = {
  Luna: {
    sex: 'female',
    size: 'small',
    breedPrimary: 'British Shorthair',
    mixedBreed: true,
    colour: 'Grey',
    coat: 'short',
    facts: facts('y?yyyyyn'),
    bondedWith: 'Domino',
    coverAlt: 'Luna, a grey kitten, lying on her purple cushion with a yellow jingle ball',
    morePictures: [
      picture('luna-closeup.webp', 'Close-up of Luna’s face: grey fur, round eyes, pale ears'),
      picture('luna-cushion.webp', 'Luna on her cushion, turned the other way, batting her ball'),
    ],
    videoUrl: 'https://www.youtube.com/watch?v=J---aiyznGQ',
  },
  Oreo: {
    sex: 'male',
    size: 'medium',
    breedPrimary: 'American Shorthair',
    mixedBreed: true,
    colour: 'Black and white (tuxedo)',
    coat: 'short',
    facts: facts('?y?yyyyn'),
  },
  Ash: {
    sex: 'male',
    size: 'medium',
    breedPrimary: 'Russian Blue',
    mixedBreed: true,
    colour: 'Silver grey',
    coat: 'short',
    facts: facts('y??yyyyn'),
  },
  Pepper: {
    sex: 'female',
    size: 'medium',
    breedPrimary: 'European Shorthair',
    mixedBreed: true,
    colour: 'Grey and white',
    coat: 'short',
    facts: facts('?yyyyyyn'),
  },
  Mochi: {
    sex: 'female',
    size: 'medium',
    breedPrimary: 'Siamese (modern)',
    mixedBreed: false,
    colour: 'Seal point',
    coat: 'short',
    facts: facts('n?yyyyyn'),
  },
  Domino: {
    sex: 'male',
    size: 'small',
    breedPrimary: null,
    mixedBreed: true,
    colour: 'Black and white',
    coat: 'long',
    facts: facts('??yyynnn'),
    bondedWith: 'Luna',
    coverAlt: 'Domino, a fluffy black-and-white kitten, sitting up with his plume of a tail',
    morePictures: [
      picture(
        'domino-play.webp',
        'Domino stalking across the floor, tail held low, ready to pounce',
      ),
    ],
  },
  Copper: {
    sex: 'male',
    size: 'small',
    breedPrimary: 'Beagle',
    mixedBreed: false,
    colour: 'Tricolour',
    coat: 'short',
    facts: facts('yyyyyyyn'),
    coverAlt: 'Copper, a tricolour beagle, standing and looking up with his head tilted',
    morePictures: [
      picture(
        'copper-closeup.webp',
        'Close-up of Copper’s face: long brown ears and a white blaze',
      ),
      picture('copper-walk.webp', 'Copper out on a walk on the grass, heading the other way'),
    ],
  },
  Shadow: {
    sex: 'male',
    size: 'large',
    breedPrimary: 'Labrador Retriever',
    mixedBreed: true,
    colour: 'Dark chocolate',
    coat: 'short',
    facts: facts('yy?yyyyn'),
  },
  Frankie: {
    sex: 'male',
    size: 'small',
    breedPrimary: 'Dachshund',
    mixedBreed: false,
    colour: 'Red',
    coat: 'short',
    facts: facts('???yyyyy'),
    specialNeedsNote:
      'Had a mild disc episode last year: needs ramps rather than stairs, no jumping off furniture and a lean weight.',
  },
  Duke: {
    sex: 'male',
    size: 'xlarge',
    breedPrimary: 'Great Dane',
    mixedBreed: false,
    colour: 'Grey',
    coat: 'short',
    facts: facts('y?yyyy?y'),
    specialNeedsNote:
      'Mild arthritis in his hips, managed with a daily joint supplement and anti-inflammatory (the first month included); best in a single-storey home.',
  },
  Ginger: {
    sex: 'female',
    size: 'medium',
    breedPrimary: 'Irish Terrier',
    mixedBreed: true,
    colour: 'Ginger',
    coat: 'wire',
    facts: facts('ynn?yyyn'),
  },
  Koda: {
    sex: 'male',
    size: 'large',
    breedPrimary: 'Siberian Husky',
    mixedBreed: false,
    colour: 'Grey and white',
    coat: 'medium',
    facts: facts('?yn?yyyn'),
    coverAlt: 'Koda, a grey-and-white husky, standing side on with his curled tail up',
    morePictures: [
      picture(
        'koda-snow.webp',
        'Koda in falling snow, his favourite weather, facing the other way',
      ),
    ],
  },
  Sunny: {
    sex: 'male',
    size: 'large',
    breedPrimary: 'Labrador Retriever',
    mixedBreed: false,
    colour: 'Yellow',
    coat: 'short',
    facts: facts('y??nyyyn'),
  },
  Kiwi: {
    sex: 'male',
    size: 'small',
    breedPrimary: 'Rosella',
    mixedBreed: false,
    colour: 'Gold, red and blue',
    coat: null,
    facts: facts('???????n'),
  },
  Mango: {
    sex: 'male',
    size: 'small',
    breedPrimary: 'Lory/Lorikeet',
    mixedBreed: false,
    colour: 'Blue, green and orange',
    coat: null,
    facts: facts('???????n'),
    coverAlt: 'Mango, a rainbow lorikeet with a blue head and orange chest, on his perch',
    morePictures: [
      picture('mango-perch.webp', 'Mango walking along a branch, seen from his other side'),
    ],
  },
  Gus: {
    sex: 'male',
    size: 'small',
    breedPrimary: 'Pigeon',
    mixedBreed: false,
    colour: 'Grey',
    coat: null,
    facts: facts('????y??n'),
  },
  Lemon: {
    sex: 'male',
    size: 'small',
    breedPrimary: 'Canary',
    mixedBreed: false,
    colour: 'Yellow with orange',
    coat: null,
    facts: facts('???????n'),
  },
  Clover: {
    sex: 'female',
    size: 'medium',
    breedPrimary: 'New Zealand',
    mixedBreed: false,
    colour: 'White',
    coat: 'short',
    facts: facts('???yyy?n'),
    coverAlt: 'Clover, a white rabbit, sitting up alert with her long ears raised',
    morePictures: [
      picture('clover-closeup.webp', 'Close-up of Clover’s head: green eye, whiskers, tall ears'),
    ],
  },
  Patches: {
    sex: 'male',
    size: 'small',
    breedPrimary: 'Lionhead',
    mixedBreed: true,
    colour: 'White with black spots',
    coat: 'long',
    facts: facts('y??yyy?n'),
  },
  Juniper: {
    sex: 'female',
    size: 'large',
    breedPrimary: 'Californian',
    mixedBreed: false,
    colour: 'White with dark ears',
    coat: 'short',
    facts: facts('y?yyyy?n'),
  },
  Willow: {
    sex: 'female',
    size: 'medium',
    breedPrimary: 'Belgian Hare',
    mixedBreed: true,
    colour: 'White with a grey tint',
    coat: 'short',
    facts: facts('y??yyy?n'),
  },
  Marmalade: {
    sex: 'female',
    size: 'small',
    breedPrimary: 'Fantail goldfish',
    mixedBreed: false,
    colour: 'Orange',
    coat: null,
    facts: facts('???????n'),
  },
  Zigzag: {
    sex: 'unknown',
    size: 'small',
    breedPrimary: 'Angelfish',
    mixedBreed: false,
    colour: 'Silver with black stripes',
    coat: null,
    facts: facts('???????n'),
  },
  Bandit: {
    sex: 'male',
    size: 'small',
    breedPrimary: 'Clown loach',
    mixedBreed: false,
    colour: 'Orange with black bands',
    coat: null,
    facts: facts('???????n'),
  },
  Jumbo: {
    sex: 'male',
    size: 'medium',
    breedPrimary: 'Giraffe cichlid',
    mixedBreed: false,
    colour: 'Blotched yellow and brown',
    coat: null,
    facts: facts('???????n'),
  },
  Coral: {
    sex: 'female',
    size: 'small',
    breedPrimary: 'Butterflyfish',
    mixedBreed: false,
    colour: 'Lime and gold',
    coat: null,
    facts: facts('???????n'),
  },
  Pablo: {
    sex: 'male',
    size: 'large',
    breedPrimary: 'Standard donkey',
    mixedBreed: false,
    colour: 'Grey-brown',
    coat: 'short',
    facts: facts('y???yy?n'),
  },
  Hazel: {
    sex: 'female',
    size: 'xlarge',
    breedPrimary: 'Quarter Horse',
    mixedBreed: true,
    colour: 'Bay',
    coat: 'short',
    facts: facts('y???y??n'),
  },
  Bean: {
    sex: 'male',
    size: 'medium',
    breedPrimary: 'Suffolk sheep',
    mixedBreed: true,
    colour: 'White',
    coat: 'curly',
    facts: facts('????yn?n'),
  },
  Truffle: {
    sex: 'female',
    size: 'large',
    breedPrimary: 'Tamworth pig',
    mixedBreed: false,
    colour: 'Ginger',
    coat: 'short',
    facts: facts('?y??yy?n'),
  },
  Admiral: {
    sex: 'male',
    size: 'small',
    breedPrimary: 'Mallard-type duck',
    mixedBreed: false,
    colour: 'Green head, grey body',
    coat: null,
    facts: facts('???????n'),
  },
  Henrietta: {
    sex: 'female',
    size: 'small',
    breedPrimary: 'Buff Orpington',
    mixedBreed: false,
    colour: 'Golden buff',
    coat: null,
    facts: facts('y???y??n'),
  },
  Noodle: {
    sex: 'female',
    size: 'small',
    breedPrimary: 'Ferret',
    mixedBreed: false,
    colour: 'Sable',
    coat: 'short',
    facts: facts('y??yyy?n'),
  },
  Pip: {
    sex: 'female',
    size: 'small',
    breedPrimary: 'Fancy mouse',
    mixedBreed: false,
    colour: 'Chocolate',
    coat: 'short',
    facts: facts('y??????n'),
  },
};

/** A demo pet's profile as its row's columns (the bond is set once both rows exist). */
export function seedProfileColumns(pet: {
  petName: string;
  category: PetCategory;
  petAgeMonths: number;
  image: string;
}) {
  const profile = seedPetProfiles[pet.petName];
  if (profile === undefined) throw new Error(`Seed pet without a profile: ${pet.petName}`);
  const { facts: answers, morePictures = [], coverAlt, ...fields } = profile;
  return {
    ...fields,
    ...answers,
    // Set once both rows exist (seedBonds).
    bondedWith: null,
    breedSecondary: fields.breedSecondary ?? null,
    specialNeedsNote: fields.specialNeedsNote ?? null,
    videoUrl: fields.videoUrl ?? null,
    ageGroup: ageGroupOf(pet.category, pet.petAgeMonths),
    images: [{ url: pet.image, alt: coverAlt ?? pet.petName }, ...morePictures],
  };
}

/** The bonded demo pairs, each once, by pet name. */
export const seedBonds = (): [string, string][] =>
  Object.entries(seedPetProfiles).flatMap(([name, profile]) =>
    profile.bondedWith !== undefined && name < profile.bondedWith
      ? [[name, profile.bondedWith] as [string, string]]
      : [],
  );
