import { PET_FLAGS, petProfileLabels, type Pet } from '@pet-adoption/shared';

const term = 'font-semibold';

/**
 * The whole profile as a definition list: each fact that is given, and every yes/no fact with
 * its answer ("Not known" where the lister did not say).
 */
export function PetProfileFacts({ pet }: { pet: Pet }) {
  const breed = [pet.breedPrimary, pet.breedSecondary].filter(Boolean).join(' × ');
  const facts: [string, string][] = [
    ['Age group', petProfileLabels.ageGroup[pet.ageGroup]],
    ...(pet.sex && pet.sex !== 'unknown'
      ? [['Sex', petProfileLabels.sex[pet.sex]] as [string, string]]
      : []),
    ...(pet.size ? [['Size', petProfileLabels.size[pet.size]] as [string, string]] : []),
    ...(breed ? [['Breed', breed] as [string, string]] : []),
    ...(pet.mixedBreed ? [['Mixed breed', 'Yes'] as [string, string]] : []),
    ...(pet.colour ? [['Colour', pet.colour] as [string, string]] : []),
    ...(pet.coat ? [['Coat', petProfileLabels.coat[pet.coat]] as [string, string]] : []),
    ...PET_FLAGS.map(
      (flag) =>
        [petProfileLabels.flag[flag], petProfileLabels.answer[pet[flag]]] as [string, string],
    ),
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
      {facts.map(([name, value]) => (
        <div key={name} className="contents">
          <dt className={term}>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
