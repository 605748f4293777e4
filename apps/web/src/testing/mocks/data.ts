import type { Category, Review } from '@pet-adoption/shared';

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
