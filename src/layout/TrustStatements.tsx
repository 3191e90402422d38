/**
 * What a householder needs to trust a comparison service, in the service's words (Ofgem Confidence
 * Code): how the service is paid (setting `serviceFundingStatement`), the Confidence Code statement
 * only where the service is accredited (setting `confidenceCodeAccredited`), what to have to hand
 * and where to ask.
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import type { ReactNode } from 'react';
import { t } from '../i18n/t';
import { getSettings } from '../settings';
import { telHref } from './Header';

function Statement({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Box aria-hidden sx={{ color: 'primary.main', display: 'flex', pt: 0.25 }}>
        {icon}
      </Box>
      <Typography variant="body2">{children}</Typography>
    </Stack>
  );
}

/** The service's statements, as a complementary landmark. */
export function TrustStatements() {
  const s = getSettings();
  return (
    <Stack
      component="aside"
      aria-label={t('trust.label')}
      spacing={1.5}
      sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}
    >
      {s.confidenceCodeAccredited ? (
        <Statement icon={<VerifiedOutlined fontSize="small" />}>{t('trust.confidenceCode')}</Statement>
      ) : null}
      <Statement icon={<InfoOutlined fontSize="small" />}>
        <Box component="strong" sx={{ fontWeight: 700 }}>
          {t('trust.fundingTitle')}:
        </Box>{' '}
        {s.serviceFundingStatement}
      </Statement>
      <Statement icon={<ReceiptLongOutlined fontSize="small" />}>{t('trust.billTip')}</Statement>
      <Statement icon={<PhoneOutlined fontSize="small" />}>
        <Link href={telHref(s.callCentrePhone)} sx={{ fontWeight: 700 }}>
          {t('trust.help', { phone: s.callCentrePhone })}
        </Link>
        <Box component="span" sx={{ display: 'block' }}>
          {t('header.openHours', { openHours: s.openHours })}
        </Box>
      </Statement>
    </Stack>
  );
}
