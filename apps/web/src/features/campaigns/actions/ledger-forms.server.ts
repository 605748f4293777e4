import {
  CampaignUpdateFormSchema,
  CreateCorrectionSchema,
  ExpenseFormSchema,
  expenseOf,
} from '@pet-adoption/shared';
import { paths } from '@/config/paths';
import {
  formValues,
  refuse,
  refusalFromError,
  refusalFromIssues,
  succeed,
} from '@/lib/form-action.server';
import { savePictureForm } from '@/lib/picture-form.server';
import { postCampaignUpdate, recordCorrection, recordExpense } from '../api/ledger-requests';
import { UPDATE_FIELDS } from '../components/post-update-screen';
import { booksHref } from '../utils/books-href';
import { CORRECTION_FIELDS } from '../components/correct-expense-screen';
import { EXPENSE_FIELDS } from '../components/expense-form';

/** Record an expense sent without JavaScript, receipt picture and all, as the page's script. */
export const recordExpenseFromForm = (request: Request, campaignId: string) =>
  savePictureForm(request, {
    fields: EXPENSE_FIELDS.filter((field) => field !== 'image'),
    schema: ExpenseFormSchema,
    save: (values) => recordExpense(campaignId, expenseOf(values)),
    saved: () => succeed(booksHref(campaignId), { key: 'expenseRecorded' }),
  });

/** Correct an expense sent without JavaScript: the same schema and request as with it. */
export async function correctExpenseFromForm(
  request: Request,
  campaignId: string,
  entryId: string,
) {
  const { all, shown } = formValues(await request.formData(), CORRECTION_FIELDS);
  const parsed = CreateCorrectionSchema.safeParse({ corrects: entryId, reason: all.reason });
  if (!parsed.success) return refuse(refusalFromIssues(parsed.error.issues, shown));
  try {
    await recordCorrection(campaignId, parsed.data);
  } catch (error) {
    return refuse(refusalFromError(error, shown, CORRECTION_FIELDS));
  }
  return succeed(booksHref(campaignId), { key: 'correctionRecorded' });
}

/** Post an update sent without JavaScript, picture and all, as the page's script does. */
export const postCampaignUpdateFromForm = (request: Request, campaignId: string) =>
  savePictureForm(request, {
    fields: UPDATE_FIELDS.filter((field) => field !== 'image'),
    schema: CampaignUpdateFormSchema,
    save: (values) => postCampaignUpdate(campaignId, values),
    saved: (_values, posted) =>
      succeed(paths.campaignDetails.getHref(campaignId), {
        key: posted.emailed ? 'campaignUpdatePosted' : 'campaignUpdatePostedInApp',
      }),
  });
