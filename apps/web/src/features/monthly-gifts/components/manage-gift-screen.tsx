import {
  ChangeMonthlyGiftFormSchema,
  type MonthlyGift,
  type MonthlyGiftAction,
  type MonthlyGiftStatus,
  MoveMonthlyGiftSchema,
  texts,
} from '@pet-adoption/shared';
import type { FormEvent, ReactNode } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
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
import { useFormErrors } from '@/lib/use-form-errors';
import { type GiftChangeRequest, useChangeGift, useMonthlyGift } from '../api/monthly-gifts';

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

/**
 * One change sent with scripts: the answer's sentence as a toast, then the gift's page under its
 * new code (a change replaces it); a refusal in `onFailure`.
 */
function useSend(code: string) {
  const change = useChangeGift(code);
  const navigate = useNavigate();
  const send = (request: GiftChangeRequest, onFailure: (error: unknown) => void) =>
    change
      .mutateAsync(request)
      .then((answer) => {
        toast.success(answer.message);
        if (!answer.confirmationSent) void navigate(answer.manageLink, { replace: true });
      })
      .catch(onFailure);
  return { send, pending: change.isPending };
}

function AmountForm({ code, gift }: { code: string; gift: MonthlyGift }) {
  const refusal = useFormRefusal();
  const { send, pending } = useSend(code);
  const { formRef, errors, alert, fieldId, sentValue, showIssues, showFailure, clear } =
    useFormErrors(
      AMOUNT_FIELDS,
      refusal?.values[GIFT_FORM_FIELD] === 'amount' ? refusal : undefined,
    );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const parsed = ChangeMonthlyGiftFormSchema.safeParse({
      amount: new FormData(event.currentTarget).get('amount') ?? '',
    });
    if (!parsed.success) return showIssues(parsed.error.issues);
    clear();
    void send({ kind: 'amount', amount: parsed.data.amount }, showFailure);
  };
  return (
    <form ref={formRef} method="post" noValidate onSubmit={submit} className="flex flex-col gap-3">
      <input type="hidden" name={GIFT_FORM_FIELD} value="amount" />
      <TextField
        label="Monthly amount"
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        required
        hint="In US dollars, from the next charge on."
        id={fieldId('amount')}
        defaultValue={sentValue('amount') ?? String(gift.amount)}
        error={errors.amount}
      />
      <FormAlert alert={alert} />
      <div>
        <SubmitButton pending={pending} className="btn btn-outline">
          Change amount
        </SubmitButton>
      </div>
    </form>
  );
}

function MoveForm({
  code,
  gift,
  choices,
}: {
  code: string;
  gift: MonthlyGift;
  choices: readonly CampaignChoice[];
}) {
  const refusal = useFormRefusal();
  const { send, pending } = useSend(code);
  const { formRef, errors, alert, fieldId, sentValue, showIssues, showFailure, clear } =
    useFormErrors(MOVE_FIELDS, refusal?.values[GIFT_FORM_FIELD] === 'move' ? refusal : undefined);
  const others = choices.filter((choice) => choice._id !== gift.campaign._id);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const parsed = MoveMonthlyGiftSchema.safeParse({
      campaignId: new FormData(event.currentTarget).get('campaignId') ?? '',
    });
    if (!parsed.success) return showIssues(parsed.error.issues);
    clear();
    void send({ kind: 'move', campaignId: parsed.data.campaignId }, showFailure);
  };
  if (others.length === 0) {
    return <p>No other campaign takes donations right now. You can cancel the gift instead.</p>;
  }
  return (
    <form ref={formRef} method="post" noValidate onSubmit={submit} className="flex flex-col gap-3">
      <input type="hidden" name={GIFT_FORM_FIELD} value="move" />
      <SelectField
        label="Campaign to give to"
        name="campaignId"
        required
        id={fieldId('campaignId')}
        defaultValue={sentValue('campaignId') ?? ''}
        error={errors.campaignId}
      >
        <option value="">Choose a campaign</option>
        {others.map((choice) => (
          <option key={choice._id} value={choice._id}>
            {choice.petName}
          </option>
        ))}
      </SelectField>
      <FormAlert alert={alert} />
      <div>
        <SubmitButton pending={pending} className="btn btn-primary">
          Move my gift
        </SubmitButton>
      </div>
    </form>
  );
}

/** Skip, pause, resume, cancel: one button each, each its own form. */
function ActionButtons({ code, gift }: { code: string; gift: MonthlyGift }) {
  const refusal = useFormRefusal();
  const { send, pending } = useSend(code);
  const sentAction = refusal?.values[GIFT_FORM_FIELD];
  const { alert, showFailure } = useFormErrors(
    [],
    sentAction !== undefined && sentAction !== 'amount' && sentAction !== 'move'
      ? refusal
      : undefined,
  );
  const actions = ACTIONS_OF[gift.status];
  if (actions.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-3">
        {actions.map((action) => (
          <form
            key={action}
            method="post"
            onSubmit={(event) => {
              event.preventDefault();
              if (!pending) void send({ kind: action }, showFailure);
            }}
          >
            <input type="hidden" name={GIFT_FORM_FIELD} value={action} />
            <SubmitButton
              pending={pending}
              className={action === 'cancel' ? 'btn btn-outline btn-error' : 'btn btn-outline'}
            >
              {BUTTON_WORDS[action]}
            </SubmitButton>
          </form>
        ))}
      </div>
      <FormAlert alert={alert} focusOnArrival={refusal !== undefined} />
    </div>
  );
}

function GiftDetails({
  code,
  gift,
  choices,
}: {
  code: string;
  gift: MonthlyGift;
  choices: readonly CampaignChoice[];
}) {
  const cancelled = gift.status === 'cancelled';
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
          <AmountForm code={code} gift={gift} />
          <ActionButtons code={code} gift={gift} />
        </section>
      )}
      {!cancelled && (
        <section aria-labelledby="gift-move" className="flex flex-col gap-4">
          <h2 id="gift-move" className="text-xl font-bold">
            Give to another campaign
          </h2>
          <MoveForm code={code} gift={gift} choices={choices} />
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
        {(data) => <GiftDetails code={code} gift={data} choices={choices} />}
      </QueryBoundary>
    </div>
  );
}
