import {
  type Category,
  emptyPetProfile,
  type Pet,
  type PetApplication,
  type Review,
  type User,
} from '@pet-adoption/shared';

export const categories: Category[] = [
  { _id: 'c1', image: '/images/categories/cat.webp', title: 'Cats', category: 'cat' },
  { _id: 'c2', image: '/images/categories/dog.webp', title: 'Dogs', category: 'dog' },
  { _id: 'c3', image: '/images/categories/bird.webp', title: 'Birds', category: 'bird' },
  { _id: 'c4', image: '/images/categories/rabbit.webp', title: 'Rabbits', category: 'rabbit' },
  { _id: 'c5', image: '/images/categories/fish.webp', title: 'Fish', category: 'fish' },
  {
    _id: 'c6',
    image: '/images/categories/domestic.webp',
    title: 'Domestic animals',
    category: 'domestic',
  },
];

export const reviews: Review[] = [
  {
    _id: 'r1',
    name: 'Ayesha Rahman',
    details: 'We adopted Milo here. Smooth and kind.',
    rating: 5,
  },
  { _id: 'r2', name: 'Tom Becker', details: 'Found a rabbit for my daughter.', rating: 4 },
  { _id: 'r3', name: 'Lena Ortiz', details: 'Donating took two minutes.', rating: 3.5 },
];

export type TestUser = {
  id: string;
  name: string;
  email: string;
  photoURL: string | null;
  emailVerified: boolean;
};

export const ann: TestUser = {
  id: 'u1',
  name: 'Ann Admin',
  email: 'ann@example.com',
  photoURL: 'https://images.example.com/ann.jpg',
  emailVerified: true,
};

export const bob: TestUser = {
  id: 'u2',
  name: 'Bob Baker',
  email: 'bob@example.com',
  photoURL: null,
  emailVerified: true,
};

export const users: User[] = [
  {
    _id: 'u1',
    name: ann.name,
    email: ann.email,
    photoURL: ann.photoURL,
    role: 'admin',
    banned: false,
  },
  { _id: 'u2', name: bob.name, email: bob.email, photoURL: null, role: 'user', banned: false },
  {
    _id: 'u3',
    name: 'Cleo Cruz',
    email: 'cleo@example.com',
    photoURL: null,
    role: 'user',
    banned: false,
  },
];

export function makePet(overrides: Partial<Pet> & { _id: string }): Pet {
  const image = overrides.image ?? `/images/pets/${overrides._id}.webp`;
  return {
    ...emptyPetProfile(overrides.category ?? 'cat', overrides.petAge ?? 12, {
      url: image,
      alt: overrides.petName ?? `Pet ${overrides._id}`,
    }),
    image,
    petName: `Pet ${overrides._id}`,
    category: 'cat',
    petAge: 12,
    petLocation: 'Dhaka',
    date: '2026-01-15',
    shortDescription: 'A calm and friendly companion.',
    longDescription: 'A calm and friendly companion who loves naps in the sun.',
    dateAndTime: '2026-01-15T10:30:00.000Z',
    adopted: false,
    email: 'cleo@example.com',
    adoptionFee: 0,
    applicationCap: null,
    paused: false,
    ...overrides,
  };
}

/** GET /petListing/{id}/application: by default no questions, nothing else in the way. */
export function makeApplication(overrides: Partial<PetApplication> = {}): PetApplication {
  return {
    questions: [],
    terms: '',
    adoptionFee: 0,
    openRequests: 0,
    applicationCap: null,
    acceptingApplications: true,
    ...overrides,
  };
}
