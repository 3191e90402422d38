/**
 * The text of the pages whose whole reading matter is known before any script runs: the service's
 * information pages (terms, privacy, accessibility: src/features/info/InfoText.tsx, which the server
 * renders too) and the top of the existing-switch carbon form, which the server writes into the page
 * shell (server/web/shell.ts) as the app renders it (src/router/bootFallback.tsx).
 */
import { formatMessage } from '../engine/core/messages.js';
import type { Settings } from './settings.js';

/** The information pages, by route name (src/routes/routeTable.ts). */
const INFO_TOPICS = ['terms', 'privacy', 'accessibility'] as const;
/** One information page. */
export type InfoTopic = (typeof INFO_TOPICS)[number];

/** Catalogue key of the information pages' link back to the quote form. */
export const INFO_BACK_KEY = 'info.backToQuote';
/** The existing-switch carbon form's route name and the catalogue key of its intro. */
export const EXISTING_SWITCH_PAGE = 'carbonOffsetExisting';
export const EXISTING_SWITCH_INTRO_KEY = 'carbon.existing.intro';

/** Whether a route name is an information page. */
export function isInfoTopic(name: string | undefined): name is InfoTopic {
  return (INFO_TOPICS as readonly string[]).includes(name ?? '');
}

/**
 * An information page's paragraphs: its catalogue body filled in with the white-label settings,
 * split at blank lines.
 */
export function infoParagraphs(
  messages: Readonly<Record<string, string>>,
  topic: InfoTopic,
  s: Pick<
    Settings,
    'brandName' | 'serviceFundingStatement' | 'callCentrePhone' | 'openHours' | 'supplierContactEmail'
  >,
): string[] {
  return formatMessage(messages, `info.${topic}.body`, {
    brandName: s.brandName,
    fundingStatement: s.serviceFundingStatement,
    phone: s.callCentrePhone,
    openHours: s.openHours,
    email: s.supplierContactEmail,
  }).split('\n\n');
}
