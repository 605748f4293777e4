// PLACEHOLDER written by the server helper so the server builds before the demo content
// lands; the seed helper replaces this file with the full data set (same exports).
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
  /** lastDate = today + n */
  lastDateInDays: number;
  shortDescription: string;
  longDescription: string;
  ownerEmail: string;
  daysAgo: number;
}

export const seedUsers: SeedUser[] = [
  {
    name: 'Demo Admin',
    email: 'admin@petadoption.test',
    image: '/images/users/admin.webp',
    role: 'admin',
  },
  {
    name: 'Demo User',
    email: 'user@petadoption.test',
    image: '/images/users/user.webp',
    role: 'user',
  },
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
  { name: 'Ava Morgan', details: 'We found our cat Milo here within a week.', rating: 5 },
  { name: 'Liam Chen', details: 'Friendly volunteers and a clear adoption process.', rating: 4 },
];

export const seedPets: SeedPet[] = [
  {
    petName: 'Milo',
    category: 'cat',
    petAgeMonths: 14,
    petLocation: 'Portland, OR',
    date: '2026-10-01',
    shortDescription: 'A calm tabby who loves sunny windowsills.',
    longDescription: 'Milo is a calm tabby who loves sunny windowsills and gentle company.',
    image: '/images/pets/milo.webp',
    ownerEmail: 'user@petadoption.test',
    daysAgo: 3,
  },
  {
    petName: 'Rex',
    category: 'dog',
    petAgeMonths: 30,
    petLocation: 'Austin, TX',
    date: '2026-09-15',
    shortDescription: 'A playful retriever who never tires of fetch.',
    longDescription: 'Rex is a playful retriever who never tires of fetch and loves children.',
    image: '/images/pets/rex.webp',
    ownerEmail: 'admin@petadoption.test',
    daysAgo: 10,
  },
];

export const seedCampaigns: SeedCampaign[] = [
  {
    petName: 'Luna',
    image: '/images/campaigns/luna.webp',
    maximumDonation: 500,
    highestTotal: 120,
    lastDateInDays: 30,
    shortDescription: 'Help Luna get the surgery she needs to walk again.',
    longDescription: 'Luna was found with an injured leg; your donation pays for her surgery.',
    ownerEmail: 'user@petadoption.test',
    daysAgo: 2,
  },
];
