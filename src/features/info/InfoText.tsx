import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { INFO_BACK_KEY, infoParagraphs, type InfoTopic } from '../../../contract/pageText';
import { messageCatalogue, t, type MessageKey } from '../../i18n/t';
import { PATHS } from '../../routes/routeTable';
import { getSettings } from '../../settings';

/**
 * An information page's column: its heading, its paragraphs and a way back to the quote. The server
 * renders it with the app's own components (server/web/publicPages.ts) and the app adopts that markup.
 */
export function InfoText({ topic, heading }: { topic: InfoTopic; heading: ReactNode }) {
  const paragraphs = infoParagraphs(messageCatalogue, topic, getSettings());
  return (
    <Box sx={{ maxWidth: '42rem' }}>
      {heading}
      {paragraphs.map((paragraph, i) => (
        <Typography key={i} sx={{ mb: 2 }}>
          {paragraph}
        </Typography>
      ))}
      <Link component={RouterLink} to={PATHS.currentTariff}>
        {t(INFO_BACK_KEY as MessageKey)}
      </Link>
    </Box>
  );
}
