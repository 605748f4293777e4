import {
  MONTHLY_GIFT_ACTIONS,
  type MonthlyGift,
  type MonthlyGiftAction,
  type MonthlyGiftStatus,
  texts,
} from '@pet-adoption/shared';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { FormAlert } from '@/components/ui/form-alert';
import { PageHeading } from '@/components/ui/page-heading';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { TermRow } from '@/components/ui/term-row';
import { RequiredLegend } from '@/components/ui/required-legend';
import { SelectField } from '@/components/ui/select-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { TableRegion } from '@/components/ui/table-region';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { formatDate, formatDateTime, formatMoney } from '@/lib/format';
import { useFormRefusal, useRefusedTitle } from '@/lib/form-refusal';
import { useActionForm } from '@/lib/use-action-form';
import { useFreshAfterActions } from '@/lib/use-fresh-after-actions';
import { useMonthlyGift } from '../api/monthly-gifts';

/** The name of the hidden field that says which of the page's forms was sent. */
export const GIFT_FORM_FIELD = 'change';
export const AMOUNT_FIELDS = ['amount'] as const;
export const MOVE_FIELDS = ['campaignId'] as const;

/** A campaign the gift may move to. */
export type CampaignChoice = { _id: string; petName: string };

const STATUS_WORDS: Record<MonthlyGiftStatus, string> = {
  active: 'Active',
  paused: 'Paused',
  awaitingMove: 'Waiting for you to choose where it goes',
  cancelled: 'Cancelled',
};

const BUTTON_WORDS: Record<MonthlyGiftAction, string> = {
  skip: 'Skip next month',
  pause: 'Pause',
  resume: 'Resume',
  cancel: 'Cancel monthly gift',
};

const CHARGE_WORDS: Record<string, string> = {
  succeeded: 'Received',
  refunded: 'Refunded',
  pending: 'Pending',
  failed: 'Failed',
};

/** Which buttons a gift in each state offers. */
const ACTIONS_OF: Record<MonthlyGiftStatus, MonthlyGiftAction[]> = {
  active: ['skip', 'pause', 'cancel'],
  paused: ['resume', 'cancel'],
  awaitingMove: ['cancel'],
  cancelled: [],
};

const isAction = (value: unknown): value is MonthlyGiftAction =>
  (MONTHLY_GIFT_ACTIONS as readonly unknown[]).includes(value);

/**
 * Each of the page's forms goes to the route's action, with scripts or without
 * (actions/manage-gift.server.ts), its hidden `change` field saying which. A change gives the
 * gift a new code: the action goes on to its page under that code, which takes the old one's
 * place in the history (`replace`), saying what changed.
 */
function GiftForm({
  change,
  pending,
  formRef,
  className,
  children,
}: {
  change: string;
  pending: boolean;
  /** useActionForm's, where the form has fields to take focus. */
  formRef?: RefObject<HTMLFormElement | null>;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Form
      ref={formRef}
      method="post"
      replace
      noValidate
      className={className}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        // Enter in a field while the change is on its way sends nothing twice.
        if (pending) event.preventDefault();
      }}
    >
      <input type="hidden" name={GIFT_FORM_FIELD} value={change} />
      {children}
    </Form>
  );
}

function AmountForm({ gift }: { gift: MonthlyGift }) {
  const form = useActionForm(AMOUNT_FIELDS, { which: { [GIFT_FORM_FIELD]: 'amount' } });
  const amount = form.field('amount');
  return (
    <GiftForm
      change="amount"
      pending={form.pending}
      formRef={form.formRef}
      className="flex flex-col gap-3"
    >
      <TextField
        label="Monthly amount"
        inputMode="decimal"
        autoComplete="off"
        required
        hint="In US dollars, from the next charge on."
        {...amount}
        defaultValue={amount.defaultValue ?? String(gift.amount)}
      />
      <FormAlert alert={form.alert} focusOnArrival={form.arrivedRefused} />
      <div>
        <SubmitButton pending={form.pending} className="btn btn-outline">
          Change amount
        </SubmitButton>
      </div>
    </GiftForm>
  );
}

function MoveForm({ gift, choices }: { gift: MonthlyGift; choices: readonly CampaignChoice[] }) {
  const form = useActionForm(MOVE_FIELDS, { which: { [GIFT_FORM_FIELD]: 'move' } });
  const campaign = form.field('campaignId');
  const others = choices.filter((choice) => choice._id !== gift.campaign._id);
  if (others.length === 0) {
    return <p>No other campaign takes donations right now. You can cancel the gift instead.</p>;
  }
  return (
    <GiftForm
      change="move"
      pending={form.pending}
      formRef={form.formRef}
      className="flex flex-col gap-3"
    >
      <SelectField
        label="Campaign to give to"
        required
        {...campaign}
        defaultValue={campaign.defaultValue ?? ''}
      >
        <option value="">Choose a campaign</option>
        {others.map((choice) => (
          <option key={choice._id} value={choice._id}>
            {choice.petName}
          </option>
        ))}
      </SelectField>
      <FormAlert alert={form.alert} focusOnArrival={form.arrivedRefused} />
      <div>
        <SubmitButton pending={form.pending} className="btn btn-primary">
          Move my gift
        </SubmitButton>
      </div>
    </GiftForm>
  );
}

/** Skip, pause, resume, cancel: one button each, each its own form, one sentence for them all. */
function ActionButtons({ gift }: { gift: MonthlyGift }) {
  const refusal = useFormRefusal();
  const { formData } = useNavigation();
  // The button whose form is on its way, or was just refused: the alert is about that one.
  const asked = [formData?.get(GIFT_FORM_FIELD), refusal?.values[GIFT_FORM_FIELD]].find(isAction);
  const form = useActionForm([], { which: { [GIFT_FORM_FIELD]: asked ?? '' } });
  const actions = ACTIONS_OF[gift.status];
  if (actions.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-3">
        {actions.map((action) => (
          <GiftForm key={action} change={action} pending={form.pending}>
            <SubmitButton
              pending={form.pending}
              className={action === 'cancel' ? 'btn btn-outline btn-error' : 'btn btn-outline'}
            >
              {BUTTON_WORDS[action]}
            </SubmitButton>
          </GiftForm>
        ))}
      </div>
      <FormAlert alert={form.alert} focusOnArrival={form.arrivedRefused} />
    </div>
  );
}

function GiftDetails({ gift, choices }: { gift: MonthlyGift; choices: readonly CampaignChoice[] }) {
  const cancelled = gift.status === 'cancelled';
  // The forms stay on screen as their action's answer loads the gift's page again.
  useFreshAfterActions();
  return (
    <div className="flex max-w-2xl flex-col gap-8">
      {gift.status === 'awaitingMove' && (
        <p className="alert alert-info">
          Nothing is charged now: {gift.pet?.petName ?? gift.campaign.petName} has found a home, or
          the campaign has ended. Move your gift to another campaign below, or cancel it.
        </p>
      )}
      {gift.status === 'active' && gift.failures > 0 && (
        <p className="alert alert-warning">
          The card refused the last charge. We try again in a few days; after three refusals the
          gift pauses.
        </p>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        <TermRow term="Campaign">
          <Link className="link" to={paths.campaignDetails.getHref(gift.campaign._id)}>
            {gift.campaign.petName}
          </Link>
        </TermRow>
        {gift.pet && (
          <TermRow term="Pet">
            <Link className="link" to={paths.petDetails.getHref(gift.pet._id)}>
              {gift.pet.petName}
            </Link>
          </TermRow>
        )}
        <TermRow term="Each month">
          {formatMoney(gift.amount)}
          {gift.coverFee ? ', plus the card fees' : ''}
        </TermRow>
        <TermRow term="Status">{STATUS_WORDS[gift.status]}</TermRow>
        {gift.nextChargeOn && (
          <TermRow term="Next charge">
            <time dateTime={gift.nextChargeOn}>{formatDate(gift.nextChargeOn)}</time>
          </TermRow>
        )}
        <TermRow term="Shown as">{gift.anonymous ? 'Anonymous' : 'Your name'}</TermRow>
      </dl>

      {!cancelled && (
        <p>
          Skipping a month, pausing, lowering the amount and cancelling work from this page. To
          raise the amount or give to another campaign, sign in as the donor first, or we e-mail the
          donor a link to confirm it. Every change is e-mailed to the donor with a link that undoes
          it.
        </p>
      )}
      {!cancelled && <RequiredLegend />}
      {!cancelled && (
        <section aria-labelledby="gift-change" className="flex flex-col gap-4">
          <h2 id="gift-change" className="text-xl font-bold">
            Change your gift
          </h2>
          <AmountForm gift={gift} />
          <ActionButtons gift={gift} />
        </section>
      )}
      {!cancelled && (
        <section aria-labelledby="gift-move" className="flex flex-col gap-4">
          <h2 id="gift-move" className="text-xl font-bold">
            Give to another campaign
          </h2>
          <MoveForm gift={gift} choices={choices} />
        </section>
      )}

      <section aria-labelledby="gift-charges" className="flex flex-col gap-3">
        <h2 id="gift-charges" className="text-xl font-bold">
          Charges
        </h2>
        <TableRegion label="Charges" columns={['Date', 'Amount', 'Status', 'Receipt']}>
          {gift.charges.map((charge) => (
            <tr key={charge.receiptCode}>
              <td>
                <time dateTime={charge.date}>{formatDateTime(charge.date)}</time>
              </td>
              <td>{formatMoney(charge.amount)}</td>
              <td>{CHARGE_WORDS[charge.status] ?? charge.status}</td>
              <td>
                <Link className="link" to={paths.receipt.getHref(charge.receiptCode)}>
                  Receipt
                  <span className="sr-only"> of {formatDateTime(charge.date)}</span>
                </Link>
              </td>
            </tr>
          ))}
        </TableRegion>
      </section>
    </div>
  );
}

/**
 * /gifts/manage/{code}: a monthly gift's page, opened from the link in the donor's receipt
 * e-mails or their payment history, without signing in; every change works as a plain form too.
 */
export function ManageGiftScreen({
  code,
  choices,
  notFound,
}: {
  code: string;
  /** Campaigns taking donations now, for Move. */
  choices: readonly CampaignChoice[];
  notFound: ReactNode;
}) {
  const gift = useMonthlyGift(code);
  const title = useRefusedTitle(texts.titles.manageGift);
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title={title} />
      <PageHeading>Your monthly gift</PageHeading>
      <QueryBoundary query={gift} notFound={notFound}>
        {(data) => <GiftDetails gift={data} choices={choices} />}
      </QueryBoundary>
    </div>
  );
}
