/**
 * The text of the service's information pages (terms, privacy, accessibility:
 * src/features/info/InfoText.tsx, which the server renders too: server/web/publicPages.ts).
 */
import { formatMessage } from '../engine/core/messages.js';
import type { Settings } from './settings.js';

/** The information pages, by route name (src/routes/routeTable.ts). */
const INFO_TOPICS = ['terms', 'privacy', 'accessibility'] as const;
/** One information page. */
export type InfoTopic = (typeof INFO_TOPICS)[number];

/** Catalogue key of the information pages' link back to the quote form. */
export const INFO_BACK_KEY = 'info.backToQuote';

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
