import { z } from 'zod/mini';
import { preprocess } from './zod-helpers';

/** Dollars on the wire, integer cents in the database (docs/product.md §7). */
export const toCents = (dollars: number): number => Math.round(dollars * 100);
export const toDollars = (cents: number): number => cents / 100;

/** "$150", "$1,500", "$150.50". */
export const dollarsText = (cents: number) =>
  `$${toDollars(cents).toLocaleString('en-US', {
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  })}`;

// 19.99 * 100 is 1998.9999999999998 in floating point, so "two decimals" means "within a
// rounding error of a whole number of cents", not an exact comparison.
export const hasAtMostTwoDecimals = (value: number): boolean =>
  Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

const formatDollars = (dollars: number) => `$${dollars.toLocaleString('en-US')}`;

interface DollarsOptions {
  /** The field's name in "This X field is required". */
  required: string;
  /** Smallest amount allowed, and whether it is allowed itself (0 for "more than 0"). */
  min: number;
  inclusiveMin: boolean;
  max: number;
  minMessage: string;
}

/**
 * An amount in dollars as the API takes it: a JSON number (text such as "5" is refused, so a
 * client's mistake is not silently read as money), at most two decimals, within [min, max].
 */
export const dollarsSchema = ({ required, min, inclusiveMin, max, minMessage }: DollarsOptions) =>
  z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? required
          : 'Enter an amount in dollars, like 25 or 25.50.',
    })
    .check(
      z.refine((value) => (inclusiveMin ? value >= min : value > min), minMessage),
      // The sentence is written only when it is needed: formatting a number loads the
      // browser's locale data, which importing this module should not cost.
      z.refine((value) => value <= max, {
        error: () => `The amount can be at most ${formatDollars(max)}.`,
      }),
      z.refine(hasAtMostTwoDecimals, 'Enter the amount with at most two decimals (cents).'),
    );

/**
 * A form's text box as a number: an empty box means "not given" (not 0); other text is read
 * as a number, and `schema` judges it. Forms parse with this and send numbers.
 */
export const numberFromText = <S extends z.core.$ZodType>(schema: S) =>
  preprocess((value) => {
    if (typeof value !== 'string') return value === null ? undefined : value;
    const trimmed = value.trim();
    return trimmed === '' ? undefined : Number(trimmed);
  }, schema);
