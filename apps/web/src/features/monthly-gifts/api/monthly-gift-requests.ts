import {
  GiftLinkPreviewSchema,
  type MonthlyGiftAction,
  MonthlyGiftChangeSchema,
  MonthlyGiftSchema,
} from '@pet-adoption/shared';
import { api } from '@/lib/api-client';

// The code in the path opens the gift to anyone: reading it sends no token. A change sends the
// token when there is one, since the donor signed in may raise or move the gift at once.
const giftPath = (code: string) => `/gifts/manage/${encodeURIComponent(code)}`;
const anyone = { authenticated: false } as const;

/** GET /api/gifts/manage/{code}. */
export function getMonthlyGift(code: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get(giftPath(code), MonthlyGiftSchema, { signal, ...anyone });
}

/** PATCH /api/gifts/manage/{code}: the monthly amount from the next charge on. */
export function changeGiftAmount(code: string, amount: number) {
  return api.patch(giftPath(code), { amount }, MonthlyGiftChangeSchema);
}

/** POST /api/gifts/manage/{code}/{skip|pause|resume|cancel}. */
export function changeGift(code: string, action: MonthlyGiftAction) {
  return api.post(`${giftPath(code)}/${action}`, {}, MonthlyGiftChangeSchema);
}

/** POST /api/gifts/manage/{code}/move. */
export function moveGift(code: string, campaignId: string) {
  return api.post(`${giftPath(code)}/move`, { campaignId }, MonthlyGiftChangeSchema);
}

/** The e-mailed links about a gift: `changes` confirms a change asked for, `undo` undoes one. */
export type GiftLinkKind = 'changes' | 'undo';

/** GET /api/gifts/{changes|undo}?token=: what the link will do; nothing changes. */
export function previewGiftLink(kind: GiftLinkKind, token: string) {
  return api.get(`/gifts/${kind}`, GiftLinkPreviewSchema, { query: { token }, ...anyone });
}

/** POST /api/gifts/{changes|undo}: the link's button. */
export function followGiftLink(kind: GiftLinkKind, token: string) {
  return api.post(`/gifts/${kind}`, { token }, MonthlyGiftChangeSchema);
}
