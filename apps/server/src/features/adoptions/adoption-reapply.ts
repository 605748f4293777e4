import {
  type AnsweredQuestion,
  type ApplicationAnswer,
  type ApplicationQuestion,
  adoptionTexts,
  checkAnswers,
  isUuid,
  type Reapply,
} from '@pet-adoption/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adoptionRequests, pets } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { AuthUser } from '../../lib/auth-user';
import type { Notify } from '../../messaging/notify';
import { createAdoptionRequest } from './adoptions.service';
import { applicationSettingsOf } from './applications.service';

const words = (text: string) => text.trim().toLowerCase();

/**
 * The old answers the new lister's questions can take: the same question id first, else the
 * same words. An answer that does not fit the new question (an option it does not offer) is
 * left out rather than refused; a required question left so is asked for as in a new request.
 */
export function carryAnswers(
  questions: readonly ApplicationQuestion[],
  old: readonly AnsweredQuestion[],
): ApplicationAnswer[] {
  const carried: ApplicationAnswer[] = [];
  for (const question of questions) {
    const match =
      old.find((answer) => answer.questionId === question.id) ??
      old.find((answer) => words(answer.question) === words(question.label));
    if (!match) continue;
    const answer = { questionId: question.id, answer: match.answer };
    if (checkAnswers([question], [answer]).answers.length === 1) carried.push(answer);
  }
  return carried;
}

/**
 * After a decline, ask for another pet in one step: the new request goes through every check
 * of POST /api/adoptionUsers, with the declined one's phone, address, profile and answers.
 */
export async function reapply(
  db: Database,
  notify: Notify,
  caller: AuthUser,
  id: string,
  body: Reapply,
) {
  const [request] = isUuid(id)
    ? await db
        .select({
          adopterId: adoptionRequests.adopterId,
          status: adoptionRequests.status,
          phoneNumber: adoptionRequests.phoneNumber,
          address: adoptionRequests.address,
          answers: adoptionRequests.answers,
          profile: adoptionRequests.profile,
        })
        .from(adoptionRequests)
        .where(eq(adoptionRequests.id, id))
    : [];
  if (!request) throw notFound('Adoption request');
  if (caller.id !== request.adopterId) {
    throw forbidden('Only the person who asked can carry a request to another pet.');
  }
  if (request.status !== 'declined') throw conflict(adoptionTexts.reapplyOnlyDeclined);
  // Erased by a reject (docs/product.md §4) or the retention period: the adopter gives them again.
  const erased: Record<string, string> = {};
  if (request.phoneNumber === '') erased.phoneNumber = adoptionTexts.reapplyDetailsErased;
  if (request.address === '') erased.address = adoptionTexts.reapplyDetailsErased;
  if (Object.keys(erased).length > 0) throw badRequest(adoptionTexts.reapplyDetailsErased, erased);

  let answers: ApplicationAnswer[] = [];
  if (isUuid(body.petId)) {
    const [pet] = await db
      .select({ ownerId: pets.ownerId })
      .from(pets)
      .where(eq(pets.id, body.petId));
    if (pet)
      answers = carryAnswers(
        (await applicationSettingsOf(db, pet.ownerId)).questions,
        request.answers,
      );
  }
  return createAdoptionRequest(db, notify, caller, {
    petId: body.petId,
    phoneNumber: request.phoneNumber,
    address: request.address,
    answers,
    ...(request.profile === null ? {} : { profile: request.profile }),
  });
}
