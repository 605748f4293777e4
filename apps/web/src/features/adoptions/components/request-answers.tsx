import {
  applicationTexts as t,
  type AdopterProfile,
  type AdoptionRequest,
} from '@pet-adoption/shared';
import { ActionName } from '@/components/ui/action-name';

type Row = [label: string, value: string];

const yesNo = (value: boolean) => (value ? t.options.yesNo.yes : t.options.yesNo.no);

/** The profile sent with a request as label and value, in the profile page's order. */
export function profileRows(profile: AdopterProfile | null): Row[] {
  if (!profile) return [];
  const rows: (Row | null)[] = [
    profile.adults === undefined ? null : [t.labels.adults, String(profile.adults)],
    profile.children === undefined
      ? null
      : [t.labels.children, profile.children.length ? profile.children.join(', ') : t.noChildren],
    profile.homeType ? [t.labels.homeType, t.options.homeType[profile.homeType]] : null,
    profile.ownOrRent ? [t.labels.ownOrRent, t.options.ownOrRent[profile.ownOrRent]] : null,
    profile.landlordAllowsPets === undefined
      ? null
      : [t.labels.landlordAllowsPets, yesNo(profile.landlordAllowsPets)],
    profile.yard ? [t.labels.yard, t.options.yard[profile.yard]] : null,
    profile.otherPets ? [t.labels.otherPets, profile.otherPets] : null,
    profile.experience ? [t.labels.experience, profile.experience] : null,
    profile.hoursAlone === undefined ? null : [t.labels.hoursAlone, String(profile.hoursAlone)],
    profile.about ? [t.labels.about, profile.about] : null,
  ];
  return rows.filter((row): row is Row => row !== null);
}

/** A yes-or-no answer in words; any other answer as it was written. */
const answerText = (answer: string) =>
  answer === 'yes' || answer === 'no' ? t.options.yesNo[answer] : answer;

function Rows({ rows }: { rows: Row[] }) {
  return (
    <dl className="flex flex-col gap-1.5">
      {rows.map(([label, value], index) => (
        <div key={index}>
          <dt className="font-semibold">{label}</dt>
          <dd className="whitespace-pre-line break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * What the adopter sent with a request (the lister's questions with their answers, and the
 * profile as it was then), behind a native disclosure: keyboard and screen readers open it as a
 * button that says whether it is expanded, and it opens without scripts. Nothing when empty.
 */
export function RequestAnswers({ request, about }: { request: AdoptionRequest; about: string }) {
  const answers: Row[] = request.answers.map((each) => [each.question, answerText(each.answer)]);
  const profile = profileRows(request.profile);
  if (answers.length === 0 && profile.length === 0) return null;
  return (
    <details className="mt-2 max-w-xs text-sm whitespace-normal">
      <summary className="link inline-block cursor-pointer py-1">
        <ActionName text={t.answersAndProfile} about={about} />
      </summary>
      <div className="mt-2 flex flex-col gap-3 rounded-box bg-base-200 p-3">
        {answers.length > 0 && (
          <section className="flex flex-col gap-1.5">
            <p className="font-bold">{t.answersHeading}</p>
            <Rows rows={answers} />
          </section>
        )}
        {profile.length > 0 && (
          <section className="flex flex-col gap-1.5">
            <p className="font-bold">{t.profileHeading}</p>
            <Rows rows={profile} />
          </section>
        )}
      </div>
    </details>
  );
}
