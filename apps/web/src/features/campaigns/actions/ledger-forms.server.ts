import { CreateCorrectionSchema, ExpenseFormSchema, expenseOf } from '@pet-adoption/shared';
import {
  formValues,
  refuse,
  refusalFromError,
  refusalFromIssues,
  succeed,
} from '@/lib/form-action.server';
import { savePictureForm } from '@/lib/picture-form.server';
import { recordCorrection, recordExpense } from '../api/ledger-requests';
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
