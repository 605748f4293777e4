import { texts } from '@pet-adoption/shared';

/** The key to the '*' beside required fields, shown before a form's first field (WCAG 3.3.2). */
export function RequiredLegend() {
  return <p className="text-sm text-base-content/70">{texts.forms.requiredLegend}</p>;
}
