import { z } from 'zod';

const plural = (n: number | bigint, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

const FORMATS: Record<string, string> = {
  email: 'a valid e-mail address',
  url: 'a valid URL',
  uuid: 'a valid id',
  date: 'a date (YYYY-MM-DD)',
  datetime: 'a date and time (ISO 8601)',
};

/**
 * Plain sentences for zod's built-in checks, used only where a schema gives no message of its own
 * (the shared schemas carry the product's texts, which always win). Zod's defaults read "Invalid
 * input: expected string, received undefined", which is not for end users.
 */
const humanErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'This field is required.';
      return `Must be ${issue.expected === 'array' || issue.expected === 'object' ? 'an' : 'a'} ${issue.expected}.`;
    case 'too_small': {
      const min = issue.minimum;
      if (issue.origin === 'string')
        return Number(min) <= 1
          ? 'This field is required.'
          : `Must be at least ${plural(min, 'character')}.`;
      if (issue.origin === 'array') return `Must have at least ${plural(min, 'item')}.`;
      return issue.inclusive ? `Must be at least ${min}.` : `Must be greater than ${min}.`;
    }
    case 'too_big': {
      const max = issue.maximum;
      if (issue.origin === 'string') return `Must be at most ${plural(max, 'character')}.`;
      if (issue.origin === 'array') return `Must have at most ${plural(max, 'item')}.`;
      return issue.inclusive ? `Must be at most ${max}.` : `Must be less than ${max}.`;
    }
    case 'invalid_format':
      return `Must be ${FORMATS[issue.format] ?? 'in the expected format'}.`;
    case 'invalid_value':
      return `Must be one of: ${issue.values.map(String).join(', ')}.`;
    case 'unrecognized_keys':
      return `Unknown field${issue.keys.length === 1 ? '' : 's'}: ${issue.keys.join(', ')}.`;
    case 'not_multiple_of':
      return `Must be a multiple of ${String(issue.divisor)}.`;
    default:
      return undefined;
  }
};

/** Installs the sentences above as zod's process-wide fallback messages (idempotent). */
export function installValidationMessages(): void {
  z.config({ customError: humanErrorMap });
}
