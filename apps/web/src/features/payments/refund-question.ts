import { feeTexts, texts, type Payment } from '@pet-adoption/shared';
import { formatMoney } from '@/lib/format';

/** What the refund confirmation asks: a fee's refund changes no campaign's total. */
export function refundQuestion(payment: Payment) {
  const amount = formatMoney(payment.price);
  const confirmLabel = texts.confirmRefund.confirm;
  return payment.kind === 'fee'
    ? {
        title: feeTexts.refundFeeTitle,
        text: feeTexts.refundFeeText(amount, payment.email),
        confirmLabel,
      }
    : {
        title: texts.confirmRefund.title,
        text: texts.confirmRefund.text(amount, payment.email),
        confirmLabel,
      };
}
