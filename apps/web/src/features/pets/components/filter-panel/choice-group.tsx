import { texts, type PetSearchParameter } from '@pet-adoption/shared';

export type Choice = {
  value: string;
  label: string;
  /** Pets the choice would leave, once the counts are in. */
  count?: number;
};

type ChoiceGroupProps = {
  legend: string;
  name: PetSearchParameter;
  choices: readonly Choice[];
  selected: readonly string[];
  onToggle: (value: string, on: boolean) => void;
};

/** The words of an option, with its count when there is one ("Small (12)"). */
export const choiceText = ({ label, count }: Choice) =>
  count === undefined ? label : texts.petListing.withCount(label, count);

/**
 * A filter's values as tick boxes, each saying how many pets it would leave. A value that
 * would leave none stays, fainter (WCAG's 4.5:1 kept): taking it away would move the boxes
 * under the pointer and drop focus from a box that has it.
 */
export function ChoiceGroup({ legend, name, choices, selected, onToggle }: ChoiceGroupProps) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-semibold">{legend}</legend>
      {choices.map((choice) => (
        <label
          key={choice.value}
          className={`flex cursor-pointer items-center gap-2 rounded px-1 py-0.5 hover:bg-base-200 ${
            choice.count === 0 ? 'text-base-content/70' : ''
          }`}
          data-empty={choice.count === 0 || undefined}
        >
          <input
            type="checkbox"
            name={name}
            value={choice.value}
            checked={selected.includes(choice.value)}
            onChange={(event) => onToggle(choice.value, event.currentTarget.checked)}
            className="size-4 shrink-0 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          />
          <span>{choiceText(choice)}</span>
        </label>
      ))}
    </fieldset>
  );
}
