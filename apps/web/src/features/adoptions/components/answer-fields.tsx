import { applicationTexts as t, type ApplicationQuestion } from '@pet-adoption/shared';
import { useId } from 'react';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { answerField } from '../adopt-request';
import { LongTextField } from './long-text-field';

/** Up to this many options are radio buttons, all in view; more are a select. */
const MAX_RADIOS = 5;

type AnswerFieldsProps = {
  questions: readonly ApplicationQuestion[];
  errors: Readonly<Record<string, string | undefined>>;
  fieldId: (name: string) => string;
  /** What was sent before the server refused the form, by field name. */
  sentValue: (name: string) => string | undefined;
};

/** The lister's questions in Adopt Now, each answered the way its type says. */
export function AnswerFields({ questions, errors, fieldId, sentValue }: AnswerFieldsProps) {
  return questions.map((question) => {
    const name = answerField(question.id);
    const common = {
      name,
      id: fieldId(name),
      label: question.label,
      required: question.required,
      error: errors[name],
      defaultValue: sentValue(name) ?? '',
    };
    if (question.type === 'text') return <TextField key={question.id} {...common} />;
    if (question.type === 'longText') return <LongTextField key={question.id} {...common} />;
    const options =
      question.type === 'yesNo'
        ? [
            { value: 'yes', label: t.options.yesNo.yes },
            { value: 'no', label: t.options.yesNo.no },
          ]
        : question.options.map((option) => ({ value: option, label: option }));
    if (options.length > MAX_RADIOS) {
      return (
        <SelectField key={question.id} {...common}>
          <option value="">{t.chooseOne}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
      );
    }
    return <RadioGroup key={question.id} {...common} options={options} />;
  });
}

type RadioGroupProps = {
  name: string;
  id: string;
  label: string;
  required: boolean;
  error: string | undefined;
  defaultValue: string;
  options: { value: string; label: string }[];
};

/**
 * One answer of a few, as radio buttons in a group named by the question. The first button
 * carries the id the error summary links to, and each one the message, so focus on any of them
 * reads what is wrong.
 */
function RadioGroup({ name, id, label, required, error, defaultValue, options }: RadioGroupProps) {
  const legendId = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className="flex flex-col gap-1.5" aria-labelledby={legendId}>
      <legend id={legendId} className="text-sm font-semibold">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-1">
            *
          </span>
        )}
      </legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {options.map((option, index) => (
          <label key={option.value} className="flex min-h-6 items-center gap-2">
            <input
              type="radio"
              name={name}
              value={option.value}
              id={index === 0 ? id : undefined}
              required={required}
              defaultChecked={defaultValue === option.value}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className="radio radio-primary"
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
