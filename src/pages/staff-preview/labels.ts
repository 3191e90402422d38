/**
 * Texts of the staff preview, from the message catalogue. The `staffPreview.*` keys are not in the
 * catalogue yet; until they are, the English below is used (the page is for staff, not householders).
 */
import { tOptional } from '../../i18n/t';

const fallback: Record<string, string> = {
  'staffPreview.intro':
    'Pick a journey file and one of its scenarios to see it rendered live, its resolved view, and why items are hidden or locked.',
  'staffPreview.file': 'Journey file',
  'staffPreview.scenario': 'Scenario',
  'staffPreview.emptyState': 'Empty state (no answers)',
  'staffPreview.rendered': 'Rendered',
  'staffPreview.hiddenCard': 'Hidden by its rule (shown here for preview)',
  'staffPreview.why': 'Hidden or locked, and why',
  'staffPreview.rule': 'Rule',
  'staffPreview.values': 'Current values',
  'staffPreview.nothingHidden': 'Nothing is hidden or locked.',
  'staffPreview.resolvedView': 'Resolved view',
  'staffPreview.loadError': 'This journey could not be loaded',
  'staffPreview.noFiles': 'No journey files found.',
  'staffPreview.nothingShown': 'No card of this file is shown in this state.',
};

/** The text for a staff preview key. */
export function label(key: string, params?: Record<string, string | number>): string {
  return tOptional(key, params) ?? fallback[key] ?? key;
}
