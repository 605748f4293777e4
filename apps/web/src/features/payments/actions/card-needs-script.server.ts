import { texts } from '@pet-adoption/shared';
import { refuse } from '@/lib/form-action.server';

/**
 * The payment form sent without its script (it stays disabled until the script runs, so only a
 * browser that ignores that gets here). A card donation needs the card provider's script: this
 * charges nothing and records nothing, and does not read what was sent (no card number passes
 * through here); the page comes back saying why.
 */
export const cardNeedsScript = () =>
  refuse({ fields: {}, message: texts.donation.needsScript, values: {} });
