import {
  ChangeMonthlyGiftFormSchema,
  dollarsText,
  MONTHLY_GIFT_ACTIONS,
  type MonthlyGift,
  type MonthlyGiftAction,
  MoveMonthlyGiftSchema,
  noticePair,
  type NoticeKey,
  toCents,
} from '@pet-adoption/shared';
import {
  formValues,
  refuse,
  refusalFromError,
  refusalFromIssues,
  succeed,
} from '@/lib/form-action.server';
import { type GiftChangeRequest, sendGiftChange } from '../api/monthly-gifts';
import { AMOUNT_FIELDS, GIFT_FORM_FIELD, MOVE_FIELDS } from '../components/manage-gift-screen';

const isAction = (value: string): value is MonthlyGiftAction =>
  (MONTHLY_GIFT_ACTIONS as readonly string[]).includes(value);

/** The sentence the page shows after the change, as the answer's own message says it. */
function noticeOf(
  request: GiftChangeRequest,
  gift: MonthlyGift,
): { key: NoticeKey; name?: string } {
  const next = gift.nextChargeOn ?? '';
  switch (request.kind) {
    case 'amount':
      return { key: 'giftAmountChanged', name: dollarsText(toCents(gift.amount)) };
    case 'move':
      return { key: 'giftMoved', name: noticePair(gift.campaign.petName, next) };
    case 'skip':
      return { key: 'giftSkipped', name: next };
    case 'resume':
      return { key: 'giftResumed', name: next };
    case 'pause':
      return { key: 'giftPaused' };
    case 'cancel':
      return { key: 'giftCancelled' };
  }
}

/**
 * One of the manage page's forms, sent with scripts or without (its hidden `change` field says
 * which): checked with the shared schema and sent, then the gift's page (its new code) with the
 * sentence.
 */
export async function changeGiftFromForm(request: Request, code: string) {
  const form = await request.formData();
  const { all } = formValues(form, [GIFT_FORM_FIELD, ...AMOUNT_FIELDS, ...MOVE_FIELDS]);
  const kind = all[GIFT_FORM_FIELD] ?? '';
  let change: GiftChangeRequest;
  let fields: readonly string[] = [];
  if (kind === 'amount') {
    const parsed = ChangeMonthlyGiftFormSchema.safeParse({ amount: all.amount });
    if (!parsed.success) return refuse(refusalFromIssues(parsed.error.issues, all));
    change = { kind, amount: parsed.data.amount };
    fields = AMOUNT_FIELDS;
  } else if (kind === 'move') {
    const parsed = MoveMonthlyGiftSchema.safeParse({ campaignId: all.campaignId });
    if (!parsed.success) return refuse(refusalFromIssues(parsed.error.issues, all));
    change = { kind, campaignId: parsed.data.campaignId };
    fields = MOVE_FIELDS;
  } else if (isAction(kind)) {
    change = { kind };
  } else {
    return refuse({ fields: {}, message: 'Choose one of the page’s buttons.', values: all });
  }
  try {
    const answer = await sendGiftChange(code, change);
    // Nothing changed yet (the donor confirms by e-mail), or the gift's page has a new code.
    if (answer.confirmationSent) {
      return succeed(answer.manageLink, { key: 'giftConfirmationSent' });
    }
    return succeed(answer.manageLink, noticeOf(change, answer.gift));
  } catch (error) {
    return refuse(refusalFromError(error, all, fields));
  }
}
