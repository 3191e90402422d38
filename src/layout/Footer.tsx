import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { t } from '../i18n/t';
import { getSettings } from '../settings';
import { telHref } from './Header';

const onDark = { color: '#ffffff', textDecorationColor: 'currentColor' } as const;

/** Site footer: the supplier's customer-services contact, and the terms and privacy links. */
export function Footer({ id = 'site-footer' }: { id?: string }) {
  const s = getSettings();
  return (
    <Box
      component="footer"
      id={id}
      sx={{ bgcolor: '#1d2a30', color: '#ffffff', px: { xs: 2, sm: 3 }, py: 3 }}
    >
      <Box
        sx={{
          maxWidth: 1100,
          mx: 'auto',
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' },
        }}
      >
        <section aria-labelledby={`${id}-contact`}>
          <Typography id={`${id}-contact`} component="h2" sx={{ fontWeight: 700, mb: 1 }}>
            {t('footer.customerServices', { supplierName: s.supplierName })}
          </Typography>
          <Typography>{s.supplierContactName}</Typography>
          <Typography>
            <Link href={telHref(s.supplierContactPhone)} sx={onDark}>
              {s.supplierContactPhone}
            </Link>
          </Typography>
          <Typography>
            <Link href={`mailto:${s.supplierContactEmail}`} sx={onDark}>
              {s.supplierContactEmail}
            </Link>
          </Typography>
        </section>
        <Box component="nav" aria-label={t('footer.navLabel')}>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
            <li>
              <Link href={s.termsUrl} sx={onDark}>
                {t('footer.terms')}
              </Link>
            </li>
            <li>
              <Link href={s.privacyUrl} sx={onDark}>
                {t('footer.privacy')}
              </Link>
            </li>
          </Box>
        </Box>
      </Box>
      <Typography variant="body2" sx={{ maxWidth: 1100, mx: 'auto', mt: 2, opacity: 0.9 }}>
        {t('footer.sampleData')}
      </Typography>
    </Box>
  );
}
