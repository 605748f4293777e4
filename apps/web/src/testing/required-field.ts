import { texts } from '@pet-adoption/shared';
import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * A required field as people meet it: a visible '*' beside its label, explained by the form's
 * legend, `required` (or aria-required) for assistive technology, and an accessible name that
 * is the label's words without the star (WCAG 3.3.2, 2.5.3).
 */
export function expectMarkedRequired(field: HTMLElement, name: string) {
  expect(field).toBeRequired();
  expect(field).toHaveAccessibleName(name);
  const label =
    field instanceof HTMLInputElement ||
    field instanceof HTMLSelectElement ||
    field instanceof HTMLTextAreaElement
      ? field.labels?.[0]
      : undefined;
  const star = label?.parentElement?.querySelector('[aria-hidden="true"]');
  expect(star).toHaveTextContent('*');
  expect(star).toBeVisible();
  expect(screen.getAllByText(texts.forms.requiredLegend).length).toBeGreaterThan(0);
}

/** The field is shown as not required: no star, no `required`. */
export function expectNotMarkedRequired(field: HTMLElement) {
  expect(field).not.toBeRequired();
  const label = field instanceof HTMLInputElement ? field.labels?.[0] : undefined;
  expect(label?.parentElement?.querySelector('[aria-hidden="true"]')).toBeNull();
}
