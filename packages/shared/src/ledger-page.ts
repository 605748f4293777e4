/** Campaign details' query parameter naming an older page of the campaign's books (a cursor). */
export const BOOKS_PARAM = 'books';
