/** Business constants (docs/product.md §9). */
export const TOASTS = {
  successMs: 2000,
  errorMs: 4000,
  dashboardSuccessMs: 1500,
  max: 20,
  maxWidthPx: 350,
} as const;

export const LOGIN_DIALOG_MS = 1500;
export const MAX_PAGE_WIDTH_PX = 1450;
export const HERO_AUTOPLAY_MS = 2500;
export const DEFAULT_DONATION = 5;
/** The amounts, in dollars, offered as one press beside the donation amount. */
export const QUICK_DONATION_AMOUNTS = [5, 10, 25, 50, 100] as const;

/** A card charge's fee as the card provider takes it (Stripe's US card rate): 2.9% + 30¢. */
export const CARD_FEE_RATE = 0.029;
export const CARD_FEE_FIXED_CENTS = 30;

/**
 * What a donor adds so the campaign receives the whole gift once the card fee is taken from the
 * charge: the fee of a charge of gift + this, rounded up to the cent.
 */
export const coverFeeCents = (giftCents: number): number =>
  Math.ceil((giftCents + CARD_FEE_FIXED_CENTS) / (1 - CARD_FEE_RATE)) - giftCents;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 16;
/**
 * How long an access token from /api/jwt lives. Short, because a copied token works until it
 * expires or its session ends; the web renews it well before this.
 */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** The footer's copyright year stays at 2023. */
export const COPYRIGHT_YEAR = 2023;
