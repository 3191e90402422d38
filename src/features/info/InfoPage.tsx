/**
 * The service's own information pages (terms of use, privacy notice, accessibility statement): the
 * footer's links by default, so they go somewhere real until an operator sets its own URLs. The
 * texts are in the message catalogue, filled in with the white-label settings.
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useMatches } from 'react-router-dom';
import { PageHeading } from '../../components/PageHeading';
import { t, type MessageKey } from '../../i18n/t';
import type { RouteHandle } from '../../layout/AppLayout';
import { PATHS } from '../../router/routeTable';
import { getSettings } from '../../settings';

const TOPICS = ['terms', 'privacy', 'accessibility'] as const;
type Topic = (typeof TOPICS)[number];

/** The topic of the route shown. */
function useTopic(): Topic {
  const name = useMatches()
    .map((m) => (m.handle as RouteHandle | undefined)?.meta.name)
    .find((n): n is Topic => (TOPICS as readonly string[]).includes(n ?? ''));
  return name ?? 'terms';
}

/** An information page: its heading, its paragraphs and a way back to the quote. */
export default function InfoPage() {
  const topic = useTopic();
  const s = getSettings();
  const body = t(`info.${topic}.body` as MessageKey, {
    brandName: s.brandName,
    fundingStatement: s.serviceFundingStatement,
    phone: s.callCentrePhone,
    openHours: s.openHours,
    email: s.supplierContactEmail,
  });
  return (
    <Box sx={{ maxWidth: '42rem' }}>
      <PageHeading>{t(`page.${topic}.title` as MessageKey)}</PageHeading>
      {body.split('\n\n').map((paragraph) => (
        <Typography key={paragraph} sx={{ mb: 2 }}>
          {paragraph}
        </Typography>
      ))}
      <Link component={RouterLink} to={PATHS.currentTariff}>
        {t('info.backToQuote')}
      </Link>
    </Box>
  );
}
