import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { t } from '../../i18n/t';
import { useSignUpLookups } from '../../stores/signupLookups';
import { addressLine } from '../../widgets/addressText';

/**
 * The address being switched, at the top of the sign-up's address section: the section asks for its
 * meters, its bills and how long the householder has lived there, so it says which address that is
 * (the quote's, as the server recorded it). Nothing when the address could not be loaded: the
 * section's questions still stand on their own.
 */
export function SwitchingAddress() {
  const address = useSignUpLookups((s) => s.customerAddress);
  const labelId = useId();
  if (!address) return null;
  const line =
    addressLine({
      line1: address.addressLine1,
      line2: address.addressLine2,
      city: address.city,
      county: address.county,
      postcode: address.postcode,
    }) || address.text;
  if (!line) return null;
  return (
    <Box
      component="section"
      aria-labelledby={labelId}
      data-testid="switching-address"
      sx={{
        borderLeft: 4,
        borderColor: 'primary.main',
        bgcolor: 'background.paper',
        borderRadius: 1,
        px: 2,
        py: 1.5,
        mb: { xs: 2, sm: 3 },
      }}
    >
      <Typography id={labelId} variant="body2" color="text.secondary">
        {t('signup.address.switching')}
      </Typography>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{line}</Typography>
    </Box>
  );
}
