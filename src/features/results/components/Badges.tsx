import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { PayMethodName } from '../../../../contract/api/common';
import { t, type MessageKey } from '../../../i18n/t';
import type { BadgeId } from '../badges';

/** Badge colours that keep WCAG AA contrast on white: text on a light tint with a border. */
const TONE: Partial<Record<BadgeId, { color: string; bgcolor: string; borderColor: string }>> = {
  green: { color: '#1b5e20', bgcolor: '#edf7ed', borderColor: '#81c784' },
  reviewOnly: { color: '#663c00', bgcolor: '#fff4e5', borderColor: '#ffb74d' },
  exitFee: { color: '#5f2120', bgcolor: '#fdeded', borderColor: '#e57373' },
};

/** The tariff's badges and its payment method, as a list of small labels. */
export function Badges({
  badges,
  payMethod,
  label,
}: {
  badges: BadgeId[];
  payMethod?: PayMethodName;
  label: string;
}) {
  const items: { key: string; text: string; badge?: BadgeId }[] = [
    ...badges.map((b) => ({ key: b, text: t(`badge.${b}` as MessageKey), badge: b })),
    ...(payMethod ? [{ key: 'payMethod', text: t(`payMethod.${payMethod}` as MessageKey) }] : []),
  ];
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 0.75, m: 0, p: 0 }}
    >
      {items.map((item) => (
        <li key={item.key}>
          <Chip
            size="small"
            variant="outlined"
            label={item.text}
            data-badge={item.badge ?? item.key}
            sx={{ fontWeight: 600, ...(item.badge ? TONE[item.badge] : {}) }}
          />
        </li>
      ))}
    </Box>
  );
}
