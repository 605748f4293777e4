import { AccessibilityStatement } from '@/features/accessibility/components/accessibility-statement';

export default AccessibilityStatement;
