/**
 * Every UI text the product quotes, used exactly as quoted (typos included: tests match them;
 * docs/product.md §9). Texts the specification does not quote live next to the screen that shows
 * them.
 */
export const texts = {
  notifications: {
    heading: 'Notifications',
    settingsHeading: 'Settings',
    bell: (unread: number) => (unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'),
    none: 'You have no notifications yet.',
    seeAll: 'See all notifications',
    markRead: 'Mark read',
    markAllRead: 'Mark all read',
    unread: 'Unread',
    markedRead: 'The notification is marked read.',
    allMarkedRead: 'Every notification is marked read.',
    emailLegend: 'E-mail me when',
    emailHint: 'Notifications always appear here in the app; these choose which are also e-mailed.',
    save: 'Save settings',
    saved: 'Your settings are saved.',
  },
  audit: {
    heading: 'Audit log',
    none: 'No admin has done anything the log records yet.',
    noneFiltered: 'No entries match these filters.',
    filter: 'Filter',
    clear: 'Clear filters',
  },
  appName: 'Pet Adoption',
  titles: {
    home: 'Pet Adoption | Home',
    login: 'Pet Adoption | Login',
    signUp: 'Pet Adoption | Register',
    petListing: 'Pet Adoption | Pet Listing',
    petDetails: 'Pet Adoption | Pet Details',
    /** Each page says what it shows (WCAG 2.4.2): the product's title, then the pet or screen. */
    petDetailsOf: (petName: string) => `Pet Adoption | Pet Details | ${petName}`,
    /** The adoption form on a page of its own (a browser without scripts). */
    adoptPetOf: (petName: string) => `Pet Adoption | Adopt ${petName}`,
    donationCampaigns: 'Pet Adoption | Donation Campaigns',
    campaignDetails: 'Pet Adoption | Campaign Details',
    campaignDetailsOf: (petName: string) => `Pet Adoption | Campaign Details | ${petName}`,
    receipt: 'Pet Adoption | Donation receipt',
    manageGift: 'Pet Adoption | Your monthly gift',
    confirmGiftChange: 'Pet Adoption | Confirm the change to your monthly gift',
    undoGiftChange: 'Pet Adoption | Undo the change to your monthly gift',
    shareHappyTailOf: (petName: string) => `Pet Adoption | Share a happy tail of ${petName}`,
    contact: 'Pet Adoption | Contact Us',
    accessibility: 'Pet Adoption | Accessibility',
    /** A dashboard screen, by its heading ('Add a pet'). */
    dashboardScreen: (heading: string) => `Pet Adoption | Dashboard | ${heading}`,
    notFound: 'Pet Adoption | Page Not Found',
    error: 'Pet Adoption | Error',
  },
  nav: {
    home: 'Home',
    petListing: 'Pet Listing',
    donationCampaigns: 'Donation Campaigns',
    notLoggedIn: 'You are not Log in',
    dashboard: 'Dashboard',
    logOut: 'Log Out',
  },
  accessibility: {
    /** The footer's link to the statement, in its Legal column. */
    footerLink: 'Accessibility',
    heading: 'Accessibility statement',
    description:
      'How Pet Adoption meets WCAG 2.2 level AA, how we test it, what we know falls short, and how to report a barrier.',
  },
  notFound: {
    sorry: 'sorry!!!',
    heading: '404 - Page Not Found',
    homeLink: 'Go to homepage',
  },
  routeError: {
    heading: 'Unexpected Application Error!',
    /** The way back from a page the API refused because the sign-in has ended. */
    logInAgain: 'Log in again',
  },
  home: {
    takeYourPet: 'Take Youe Pet',
    makeDonation: 'Make Donation',
    categoriesHeading: 'Pets To adoption',
    joinOurClub: 'Join our club',
    contactUs: 'Contact Us',
    registerHeading: 'Here The Register Link',
    registerText: 'Want to register?',
    registerButton: 'Register Now',
    getStarted: 'Get Started',
    /** The hero carousel's names for assistive technology (its visible text is the slides'). */
    carousel: {
      label: 'Pets waiting for a home',
      roleDescription: 'carousel',
      slide: 'slide',
      slidePosition: (position: number, count: number) => `${position} of ${count}`,
      previous: 'Previous slide',
      next: 'Next slide',
      goTo: (position: number) => `Go to slide ${position}`,
      pause: 'Pause the slides',
    },
    /** About Us's six service cards, in this order. */
    services: [
      'Fun Activities',
      'Grooming services',
      'Pet Hostel',
      'Training',
      'Vaccine',
      'Donation Campaign',
    ],
    /** The achievements block's static figures. */
    achievements: { poachingCases: 560, rescuedAnimals: 230, volunteers: 90 },
  },
  petListing: {
    bannerTitle: 'Pet Listing',
    bannerDescription:
      'Explore our curated pet listing page, featuring adorable profiles ready for loving homes. Find your perfect companion today!',
    nameLabel: 'Whats the name of the pet?',
    namePlaceholder: 'Pet Name',
    categoryLabel: 'Pick your pet category',
    categoryPlaceholder: 'select a value',
    searchButton: 'Search Now',
    details: 'Details',
    /** Announced (not shown) once a search or a category change has its answer. */
    resultCount: (count: number) =>
      count === 0 ? 'No pets found' : count === 1 ? '1 pet found' : `${count} pets found`,
    filtersHeading: 'Filters',
    /** The filter column's first link, for keyboard users: on to the pets. */
    skipToResults: 'Skip to the pets',
    /** After the number on the phone's filters button, for screen readers ("Filters 3 set"). */
    filtersSet: 'set',
    showPets: 'Show pets',
    clearFilters: 'Clear filters',
    closeFilters: 'Close filters',
    sortLabel: 'Sort by',
    categoryLegend: 'Category',
    sexLegend: 'Sex',
    sizeLegend: 'Size',
    ageLegend: 'Age',
    coatLegend: 'Coat',
    breedLabel: 'Breed',
    anyBreed: 'Any breed',
    breedsWithPets: 'Breeds with pets now',
    otherBreeds: 'Other breeds',
    breedHint: 'Part of a breed name; separate several with commas.',
    colourLegend: 'Colour',
    colourLabel: 'Colour',
    locationLabel: 'Location contains',
    goodWithLegend: 'Good with',
    careLegend: 'Health and care',
    /** A yes/no fact as a filter: "Good with children: Yes". */
    flagYes: (fact: string) => `${fact}: Yes`,
    /** An option with how many pets it would leave: "Small (12)". */
    withCount: (label: string, count: number) => `${label} (${count})`,
    noMatch: 'No pets match. Try other filters, or clear them.',
  },
  petDetails: {
    adoptNow: 'Adopt Now',
    submit: 'Submit',
    /** Said once an adoption request is sent (a toast, or the notice on the pet's page). */
    requestSent: (petName: string) => `Your request to adopt ${petName} was sent.`,
  },
  petForm: {
    imageUploaded: 'Picture uploaded',
    added: (petName: string) => `${petName} was added`,
    updated: (petName: string) => `${petName} was updated`,
  },
  campaignForm: {
    created: (petName: string) => `The campaign for ${petName} was created`,
    updated: (petName: string) => `The campaign for ${petName} was updated`,
  },
  adoptionRequests: {
    sentHeading: 'Requests I sent',
    noneSent: 'You have not asked to adopt a pet yet.',
    findAPet: 'Find a pet to adopt',
    /** Under a 'cancelled' request: an accepted adoption the owner ended. */
    cancelledNote: 'The owner marked this pet available again.',
    /** In place of a decided request's phone and address once the retention period is over. */
    contactErased: (days: number) => `Erased ${days} days after the decision`,
    /** Once withdrawn or declined, the lister's copy no longer holds what the adopter told them. */
    contactRemoved: (status: 'withdrawn' | 'declined') => `Removed when the request was ${status}`,
  },
  campaigns: {
    /** On a campaign whose pet was adopted. */
    petFoundHome: (petName: string) =>
      `${petName} has found a home. Thank you to everyone who gave.`,
    viewDetails: 'View Details',
    donateNow: 'Donate Now',
    donate: 'Donate',
    /** Beside the progress bar once the money given, net of refunds, reaches the goal. */
    goalReached: 'Goal reached',
  },
  login: {
    heading: 'Login Now',
    submit: 'Login Now',
    newHere: 'New to here? Create an account',
    registerLink: 'Register',
    google: 'Continue With Google',
    github: 'Continue With Github',
    success: 'User Log in Successfully',
    googleSuccess: 'Google Log In successfully!',
    githubSuccess: 'GitHub Log In successfully!',
    githubFailure: 'Invalid login credentials',
  },
  logOut: {
    success: 'Log Out successfully!',
    failure: 'Something wrong. Please Try again',
  },
  register: {
    nameRequired: 'This Name field is required',
    photoRequired: 'photoURL field is required',
    emailRequired: 'This Email field is required',
    passwordRequired: 'This Password field is required',
    passwordLength: 'Password must me 6 character',
    passwordPattern: 'Password must be A small letter, a capitel letter and a special character',
  },
  dashboard: {
    adminHeading: 'Admin Dashboard',
    userHeading: 'User Dashboard',
    adminNow: 'Admin Now',
    isAdminNow: (name: string) => `${name} is an Admin now`,
    requestDeleted: 'Request has been deleted',
    /*
     * What a dashboard table's row action did: the toast with scripts, and the notice on the
     * table a form sent without them lands on (notices.ts).
     */
    requestAccepted: (petName: string, adopter: string) => `${petName} is adopted by ${adopter}`,
    petDeleted: (petName: string) => `${petName} was deleted`,
    petMarked: (petName: string, adopted: boolean) =>
      `${petName} is marked ${adopted ? 'adopted' : 'available'}`,
    campaignDeleted: (petName: string) => `The campaign for ${petName} was deleted`,
    campaignPaused: (petName: string, paused: boolean) =>
      `The campaign for ${petName} is ${paused ? 'paused' : 'running again'}`,
    userBanned: (name: string) => `${name} is banned`,
    refunded: (amount: string, email: string) => `${amount} was refunded to ${email}`,
  },
  /**
   * The ban confirmation names the person and what a ban does (WCAG 2.4.6), not the delete
   * wording; its focus starts on Cancel.
   */
  confirmBan: {
    title: (name: string) => `Ban ${name}?`,
    text: (name: string) =>
      `${name} is signed out at once and can no longer sign in. What they added (pets, campaigns, requests and donations) stays.`,
    confirm: (name: string) => `Yes, ban ${name}`,
  },
  confirmRefund: {
    title: 'Refund this donation?',
    text: (amount: string, email: string) =>
      `${amount} goes back to ${email}, and the campaign's total goes down by as much.`,
    confirm: 'Yes, refund it',
  },
  /** The way back from a confirmation, in a dialog or on a page of its own. */
  confirmCancel: 'Cancel',
  donation: {
    thankYou: 'Thank You, Your donation Successfully done',
    /** The group of one-press amounts beside the amount field. */
    quickAmounts: 'Quick amounts',
    anonymous: 'Give anonymously',
    anonymousHint:
      'Your name is shown as “Anonymous” to the campaign’s creator and everyone else; only administrators see who gave. The amount stays visible.',
    /** The cover-the-fee choice, with the fee it adds for the amount typed. */
    coverFee: (fee: string) => `Add ${fee} to cover card fees`,
    /** The same, while the amount box holds no amount. */
    coverFeeNoAmount: 'Cover the card fees',
    coverFeeHint:
      'The card provider takes 2.9% + 30¢ of each gift. Add it, and the campaign receives your whole gift.',
    /** The name a gift given anonymously shows under. */
    anonymousDonor: 'Anonymous',
    monthly: 'Give monthly',
    monthlyHint:
      'Charged again on this day each month with the same card. Change, skip, pause or cancel it any time from the link on your receipt, no sign-in needed.',
    /** The thank-you's line for a monthly gift that just started. */
    monthlyStarted: (amount: string) =>
      `Your monthly gift of ${amount} has started. Each month’s receipt has the link to manage it.`,
    /**
     * On the payment page until its script runs (JavaScript off, or still loading), and the
     * answer to that page's form sent without it: the card field is the provider's script.
     */
    needsScript:
      'Donating by card needs JavaScript: the card field comes from our card provider’s script, which has not run on this page. If this message stays, turn JavaScript on and reload the page. Nothing is charged until then.',
  },
  /** A campaign's public books (Campaign details) and what the card provider's entries say. */
  ledger: {
    heading: 'Where the money goes',
    intro:
      'Every gift, refund and expense of this campaign, as it happened. Entries are never changed: a mistake is undone by a correction.',
    totals: { raised: 'Raised', refunded: 'Refunded', spent: 'Spent', balance: 'Balance' },
    overspent: 'More has been spent than given so far.',
    empty: 'Nothing yet: the first gift will show here.',
    types: {
      donation: 'Gift',
      refund: 'Refund',
      dispute: 'Dispute',
      expense: 'Expense',
      correction: 'Correction',
    },
    refundDescription: 'Refunded to the donor',
    disputeDescription: 'Disputed by the card holder',
    disputeWonDescription: 'Dispute won: the money came back',
    noReceipt: 'No receipt picture',
    recordExpense: 'Record an expense',
    expenseRecorded: 'Expense recorded.',
    correct: 'Correct',
    correctionRecorded: 'Correction recorded.',
    /** Only expenses are corrected by hand: the card provider's entries follow its own events. */
    onlyExpenses: 'Only an expense can be corrected. A gift is undone by refunding it.',
    alreadyCorrected: 'That entry has been corrected already.',
    unknownEntry: 'That entry is not in this campaign’s books.',
  },
  confirmDelete: {
    title: 'Are you sure?',
    text: "You won't be able to revert this!",
    confirm: 'Yes, delete it!',
  },
  /** Every form's shared words (required-field marking, a failure with no sentence of its own). */
  forms: {
    /** Shown at the top of a form whose required fields carry a visible '*'. */
    requiredLegend: 'Fields marked * are required',
    unexpected: 'Something went wrong. Please try again.',
    /** Heads the list of what to fix at the top of a refused form. */
    errorSummary: 'There is a problem',
    /** Before the page's title while a refused form shows its errors. */
    errorTitlePrefix: 'Error: ',
    /** By a picture field whose form came back refused: a page cannot be given a file back. */
    chooseImageAgain: (fileName: string) =>
      `Choose the picture again (${fileName}): a chosen file cannot be kept when a form comes back.`,
  },
  contact: {
    sent: (name: string) =>
      `Thank you, ${name}. Your message has been sent; we usually answer within two days.`,
  },
  /** Builds the per-field required message for the pet and campaign forms. */
  fieldRequired: (field: string) => `This ${field} field is required`,
} as const;
