/** What the saved-search screens say (the API's sentences are in packages/shared). */
export const saveSearchTexts = {
  heading: 'Save this search',
  intro: 'Get an e-mail when a new pet matches these filters.',
  nameLabel: 'Name of the search',
  nameHint: 'Up to 100 characters. Suggested from the filters you chose.',
  frequencyLegend: 'E-mail me new matches',
  submit: 'Save search',
  seeAll: 'See your saved searches',
  signInToSave: 'Sign in to save this search',
} as const;

export const savedSearchesTexts = {
  heading: 'Saved searches',
  intro:
    'New pets that match a search are e-mailed to you once a day or as soon as they are listed. Pause a search to stop its e-mails for a while.',
  none: 'You have no saved searches yet. Choose filters on the pet listing and use "Save this search".',
  toListing: 'Go to the pet listing',
  looksFor: 'Looks for',
  frequency: 'E-mails',
  status: 'Status',
  active: 'Active',
  paused: 'Paused',
  run: 'Run search',
  rename: 'Rename',
  nameLabel: 'Name',
  save: 'Save',
  frequencyLabel: 'How often',
  saveFrequency: 'Change',
  pause: 'Pause',
  resume: 'Resume',
  delete: 'Delete',
  deleteTitle: (name: string) => `Delete “${name}”?`,
  deleteText:
    'The search and its e-mails stop for good. Pets already sent to you stay in your notifications.',
  deleteConfirm: 'Yes, delete it',
  count: (count: number, max: number) => `${count} of ${max} searches saved.`,
} as const;

export const unsubscribeTexts = {
  heading: 'Stop e-mails for saved searches',
  title: 'Pet Adoption | Stop search e-mails',
  ask: (names: string) =>
    `Stop the e-mails for ${names}? The searches stay saved, paused; you can resume them any time.`,
  confirm: 'Stop these e-mails',
  incomplete:
    'This link is not complete. Open it again from the e-mail, or pause the search from your saved searches.',
  gone: 'These searches no longer exist, so they send no more e-mails.',
  toSaved: 'Go to your saved searches',
} as const;

/** The "Save this search" form's intent, so the listing's route action knows the form. */
export const SAVE_SEARCH_INTENT = 'saveSearch';
/** Its fields, in their order on screen (the search itself is a hidden one). */
export const SAVE_SEARCH_FIELDS = ['name', 'frequency', 'query'] as const;

/** What the saved searches page's forms ask its route action. */
export const SAVED_SEARCH_INTENTS = ['rename', 'frequency', 'pause', 'resume', 'delete'] as const;
export type SavedSearchIntent = (typeof SAVED_SEARCH_INTENTS)[number];
