/** When a person last checked every screen against the statement; update it at each review. */
export const LAST_REVIEW = { iso: '2026-11-26', label: '26 November 2026' } as const;

/** When someone outside the team last reviewed the site; its findings are listed on the page. */
export const OUTSIDE_REVIEW = { iso: '2026-11-26', label: '26 November 2026' } as const;
