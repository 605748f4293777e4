/**
 * The shelter's contact details (docs/product.md §2's contact panel: an address, three phone lines,
 * three e-mail addresses). The shelter is fictional: 555-01xx numbers and example.org addresses are
 * reserved for fiction and documentation, so nobody real is ever called or written to.
 */
export const SHELTER = {
  name: 'Pawfect Haven Animal Shelter',
  address: ['24 Meadow Lane', 'Greenfield, GF 20451'],
  openingHours: 'Open every day, 9:00 to 18:00',
  phones: [
    { label: 'Adoptions', number: '+1 555 0142' },
    { label: 'Rescue line (24 hours)', number: '+1 555 0187' },
    { label: 'Volunteers and donations', number: '+1 555 0163' },
  ],
  emails: [
    { label: 'Adoptions', address: 'adopt@pawfecthaven.example.org' },
    { label: 'Rescue reports', address: 'rescue@pawfecthaven.example.org' },
    { label: 'General questions', address: 'hello@pawfecthaven.example.org' },
  ],
} as const;

/** tel: wants the digits only (with the leading +). */
export const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;
