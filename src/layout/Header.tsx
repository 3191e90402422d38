import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import PhoneIcon from '@mui/icons-material/Phone';
import { Link as RouterLink } from 'react-router-dom';
import { t } from '../i18n/t';
import { getSettings } from '../settings';
import { PATHS } from '../routes/routeTable';

/** `tel:` URI of a UK number as written for people (spaces and brackets removed). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** Site header: the brand (home link) and the call-centre phone with opening hours. */
export function Header() {
  const s = getSettings();
  return (
    <Box
      component="header"
      sx={{
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        px: { xs: 2, sm: 3 },
        py: 1.5,
      }}
    >
      <Box
        sx={{
          maxWidth: 1100,
          mx: 'auto',
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        <Link
          component={RouterLink}
          to={PATHS.currentTariff}
          underline="none"
          color="text.primary"
          sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
        >
          {/* Decorative: the brand name beside it is the link text. */}
          <Box component="img" src={s.logoUrl} alt="" sx={{ height: 40, width: 40 }} />
          <Typography component="span" sx={{ fontWeight: 700, fontSize: { xs: '1.05rem', sm: '1.25rem' } }}>
            {s.brandName}
          </Typography>
        </Link>
        <Box sx={{ textAlign: { xs: 'left', sm: 'right' } }}>
          <Link
            href={telHref(s.callCentrePhone)}
            data-testid="header-phone"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 700 }}
          >
            <PhoneIcon fontSize="small" aria-hidden />
            {t('header.call', { phone: s.callCentrePhone })}
          </Link>
          <Typography variant="body2" color="text.secondary">
            {t('header.openHours', { openHours: s.openHours })}
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}
