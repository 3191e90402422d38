/**
 * `supplierLogoPicker`: the current supplier shown as its logo with a Change link (spec section 2);
 * without a supplier, or after Change, a native select of the suppliers in the region: the list the card
 * names (`ui:options.list`, e.g. `suppliers.gas`). The select stays until it loses focus, so arrowing
 * through it with the keyboard never snaps it shut.
 */
import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { WidgetProps } from '@rjsf/utils';
import { listName, useList } from '../../engine/react/index.js';
import { OutlinedField } from '../../engine/react/widgets/OutlinedField.js';
import { apiAssetUrl } from '../api/assetUrl';
import type { SupplierItem } from '../api/endpoints/suppliers';
import { t } from '../i18n/t';
import { describedBy, hasError } from './aria';

/** The `supplierLogoPicker` widget. */
export function SupplierLogoPickerWidget(props: WidgetProps) {
  const { id, value, label, required, disabled, readonly, onChange, onBlur, onFocus } = props;
  const suppliers = useList(listName(props)).items.map((item) => item.details as SupplierItem);
  const chosen = suppliers.find((s) => s.id === value);
  const [editing, setEditing] = useState(false);
  const selectRef = useRef<HTMLSelectElement>(null);

  if (chosen && !editing) {
    return (
      <Box>
        <Typography component="p" variant="body1" sx={{ mb: 1 }} id={`${id}__label`}>
          {label}
        </Typography>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            flexWrap: 'wrap',
            gap: 2,
            p: 1.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          {chosen.logoUrl ? (
            <Box
              component="img"
              src={apiAssetUrl(chosen.logoUrl)}
              alt={t('quote.supplierLogoAlt', { name: chosen.name })}
              sx={{ height: 40, maxWidth: '100%' }}
            />
          ) : null}
          <Typography component="span" sx={{ fontWeight: 600, flex: 1, minWidth: '8rem' }} data-supplier-name>
            {chosen.name}
          </Typography>
          <Link
            component="button"
            type="button"
            id={id}
            variant="body1"
            disabled={disabled || readonly}
            aria-label={t('quote.supplierChangeLabel', { label, name: chosen.name })}
            onClick={() => {
              setEditing(true);
              // Move focus into the list that replaces the logo.
              setTimeout(() => selectRef.current?.focus(), 0);
            }}
          >
            {t('quote.supplierChange')}
          </Link>
        </Box>
      </Box>
    );
  }
  return (
    <OutlinedField
      id={id}
      name={id}
      select
      label={label}
      required={required}
      disabled={disabled || readonly}
      value={chosen ? String(chosen.id) : ''}
      error={hasError(props)}
      inputRef={selectRef}
      onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
      onBlur={() => {
        setEditing(false);
        onBlur(id, value);
      }}
      onFocus={() => onFocus(id, value)}
      shrinkLabel
      htmlInput={{ 'aria-describedby': describedBy(props), 'aria-invalid': hasError(props) }}
      fullWidth
    >
      <option value="">{t('quote.supplierPlaceholder')}</option>
      {suppliers.map((s) => (
        <option key={s.id} value={String(s.id)}>
          {s.name}
        </option>
      ))}
    </OutlinedField>
  );
}
