import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { t, type MessageKey } from '../i18n/t';
import { PATHS } from '../routes/routeTable';
import { getSettings } from '../settings';
import { telHref } from './Header';

const onDark = { color: '#ffffff', textDecorationColor: 'currentColor' } as const;

/** A footer link: a page of the app (a path) through the router, anything else as a plain link. */
function FooterLink({ href, label }: { href: string; label: MessageKey }) {
  return href.startsWith('/') ? (
    <Link component={RouterLink} to={href} sx={onDark}>
      {t(label)}
    </Link>
  ) : (
    <Link href={href} sx={onDark}>
      {t(label)}
    </Link>
  );
}

/**
 * Site footer: the supplier's customer-services contact (named once, by its settings name, with its
 * phone and email), the terms, privacy and accessibility links (the service's own pages unless the
 * settings name others), and the brand.
 */
export function Footer({ id = 'site-footer' }: { id?: string }) {
  const s = getSettings();
  const links: Array<[string, MessageKey]> = [
    [s.termsUrl, 'footer.terms'],
    [s.privacyUrl, 'footer.privacy'],
    [s.accessibilityUrl, 'footer.accessibility'],
    // A customer who switched earlier can come back to offset their carbon.
    ...(s.carbonOffset ? [[PATHS.carbonOffsetExisting, 'footer.carbonOffset'] as [string, MessageKey]] : []),
  ];
  return (
    <Box
      component="footer"
      id={id}
      sx={{ bgcolor: '#1d2a30', color: '#ffffff', px: { xs: 2, sm: 3 }, py: 4, mt: 2 }}
    >
      <Box
        sx={{
          maxWidth: 1100,
          mx: 'auto',
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' },
        }}
      >
        <section aria-labelledby={`${id}-contact`}>
          <Typography id={`${id}-contact`} component="h2" sx={{ fontWeight: 700, mb: 1 }}>
            {s.supplierContactName}
          </Typography>
          <Typography>
            <Link href={telHref(s.supplierContactPhone)} sx={onDark}>
              {s.supplierContactPhone}
            </Link>
          </Typography>
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            <Link href={`mailto:${s.supplierContactEmail}`} sx={onDark}>
              {s.supplierContactEmail}
            </Link>
          </Typography>
        </section>
        <Box component="nav" aria-label={t('footer.navLabel')}>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
            {links.map(([href, label]) => (
              <li key={label}>
                <FooterLink href={href} label={label} />
              </li>
            ))}
          </Box>
        </Box>
      </Box>
      <Box
        sx={{
          maxWidth: 1100,
          mx: 'auto',
          mt: 3,
          pt: 2,
          borderTop: '1px solid rgba(255, 255, 255, 0.3)',
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        <Typography variant="body2">
          {t('footer.copyright', { year: new Date().getFullYear(), brandName: s.brandName })}
        </Typography>
        <Typography variant="body2">{t('footer.sampleData')}</Typography>
      </Box>
    </Box>
  );
}
