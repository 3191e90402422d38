import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { OutlinedField } from '../../../../engine/react/widgets/OutlinedField.js';
import type { ResultSupplier } from '../../../api/endpoints/results';
import { t } from '../../../i18n/t';
import { bigSixIn } from '../filters';
import { SupplierLogo } from './SupplierLogo';

/**
 * The supplier filter: a logo checkbox for each big six supplier in the results, a dropdown of
 * every supplier, and the chosen others as removable chips. None chosen shows every supplier.
 */
export function SupplierFilter({
  suppliers,
  chosen,
  onToggle,
}: {
  suppliers: readonly ResultSupplier[];
  chosen: readonly number[];
  onToggle(supplierId: number, on: boolean): void;
}) {
  const legendId = useId();
  const selectId = useId();
  const bigSix = bigSixIn(suppliers);
  const bigSixIds = new Set(bigSix.map((s) => s.id));
  const byName = [...suppliers].sort((a, b) => a.name.localeCompare(b.name));
  const others = byName.filter((s) => chosen.includes(s.id) && !bigSixIds.has(s.id));
  return (
    <FormControl component="fieldset" sx={{ display: 'block' }}>
      <FormLabel component="legend" id={legendId} sx={{ fontWeight: 700, color: 'text.primary', mb: 0.5 }}>
        {t('filters.suppliers')}
      </FormLabel>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {chosen.length === 0
          ? t('filters.everySupplier')
          : t('filters.chosenSuppliers', { count: chosen.length })}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 0.5, mb: 1.5 }}>
        {bigSix.map((s) => (
          <FormControlLabel
            key={s.id}
            sx={{ mx: 0, border: 1, borderColor: 'divider', borderRadius: 1, pr: 1 }}
            control={
              <Checkbox checked={chosen.includes(s.id)} onChange={(e) => onToggle(s.id, e.target.checked)} />
            }
            label={
              s.logoUrl ? <SupplierLogo url={s.logoUrl} alt={s.name} height={28} /> : <span>{s.name}</span>
            }
          />
        ))}
      </Box>
      {/* OutlinedField, not TextField: TextField brings MUI's Select stack (about 12 KB gzip) to results. */}
      <OutlinedField
        id={selectId}
        select
        fullWidth
        size="small"
        label={t('filters.addSupplier')}
        value=""
        onChange={(e) => {
          if (e.target.value) onToggle(Number(e.target.value), true);
        }}
        shrinkLabel
      >
        <option value="">{t('filters.addSupplierPlaceholder')}</option>
        {byName.map((s) => (
          <option key={s.id} value={String(s.id)} disabled={chosen.includes(s.id)}>
            {s.name}
          </option>
        ))}
      </OutlinedField>
      {others.length > 0 && (
        <Box
          component="ul"
          sx={{ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, mt: 1.5, p: 0 }}
        >
          {others.map((s) => (
            <li key={s.id}>
              <Chip
                label={s.name}
                aria-label={t('filters.removeSupplier', { name: s.name })}
                onClick={() => onToggle(s.id, false)}
                onDelete={() => onToggle(s.id, false)}
              />
            </li>
          ))}
        </Box>
      )}
    </FormControl>
  );
}
