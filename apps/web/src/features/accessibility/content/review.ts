/** When a person last checked every screen against the statement; update it at each review. */
export const LAST_REVIEW = { iso: '2026-11-24', label: '24 November 2026' } as const;
