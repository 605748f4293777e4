import {
  type MonthlyGiftAction,
  MonthlyGiftChangeSchema,
  MonthlyGiftSchema,
} from '@pet-adoption/shared';
import { api } from '@/lib/api-client';

// The code in the path is the whole key: no sign-in, so no token is sent.
const giftPath = (code: string) => `/gifts/manage/${encodeURIComponent(code)}`;
const anyone = { authenticated: false } as const;

/** GET /api/gifts/manage/{code}. */
export function getMonthlyGift(code: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get(giftPath(code), MonthlyGiftSchema, { signal, ...anyone });
}

/** PATCH /api/gifts/manage/{code}: the monthly amount from the next charge on. */
export function changeGiftAmount(code: string, amount: number) {
  return api.patch(giftPath(code), { amount }, MonthlyGiftChangeSchema, anyone);
}

/** POST /api/gifts/manage/{code}/{skip|pause|resume|cancel}. */
export function changeGift(code: string, action: MonthlyGiftAction) {
  return api.post(`${giftPath(code)}/${action}`, {}, MonthlyGiftChangeSchema, anyone);
}

/** POST /api/gifts/manage/{code}/move. */
export function moveGift(code: string, campaignId: string) {
  return api.post(`${giftPath(code)}/move`, { campaignId }, MonthlyGiftChangeSchema, anyone);
}
