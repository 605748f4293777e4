export * from './categories';
export * from './constants';
export * from './errors';
export * from './health';
export * from './pagination';
export * from './reviews';
export * from './texts';
