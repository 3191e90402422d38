/**
 * `previousAddressList`: the previous addresses added so far (spec section 2: up to 3, a list with
 * Remove). Adding happens in the add-a-previous-address card, which the page renders into the place
 * this widget keeps right under the list (only added when that form is valid); this widget lists them
 * and removes one.
 */
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { WidgetProps } from '@rjsf/utils';
import { t } from '../i18n/t';
import { addressLine, durationText, type AddressParts } from './addressText';
import { describedBy } from './aria';
import { setPreviousAddressSlot } from './previousAddressSlot';

/** A previous address as the address section holds it. */
interface PreviousAddress extends AddressParts {
  lengthOfResidencyInMonths: number;
  manual?: boolean;
}

/** The `previousAddressList` widget. */
export function PreviousAddressListWidget(props: WidgetProps) {
  const { id, label, value, onChange, onBlur, disabled, readonly } = props;
  const list = (Array.isArray(value) ? value : []) as PreviousAddress[];
  const remove = (index: number) => {
    const next = list.filter((_, i) => i !== index);
    onChange(next.length > 0 ? next : undefined);
    onBlur(id, next);
    // The Remove button pressed is gone: focus the list, which reads out what is left.
    document.getElementById(id)?.focus();
  };
  return (
    <div data-previous-address-block>
      {/* Focusable (not tabbable): focus comes here after an address is added or removed. */}
      <div
        id={id}
        tabIndex={-1}
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy(props)}
      >
        <Typography id={`${id}-label`} component="p" sx={{ fontWeight: 600, mb: 1 }}>
          {label}
        </Typography>
        {list.length === 0 ? (
          <Typography color="text.secondary">{t('signup.previous.none')}</Typography>
        ) : (
          <ul style={{ listStyle: 'none', padding: 0, margin: 0 }} data-previous-addresses>
            {list.map((address, index) => {
              const text = addressLine(address);
              return (
                <li
                  key={`${index}-${text}`}
                  style={{
                    display: 'flex',
                    gap: 12,
                    alignItems: 'center',
                    flexWrap: 'wrap',
                    marginBottom: 8,
                  }}
                >
                  <span style={{ flex: '1 1 16rem', overflowWrap: 'anywhere' }}>
                    {text} ({durationText(address.lengthOfResidencyInMonths)})
                  </span>
                  <Button
                    variant="outlined"
                    size="small"
                    disabled={disabled || readonly}
                    onClick={() => remove(index)}
                    aria-label={t('signup.previous.removeLabel', { address: text })}
                  >
                    {t('signup.previous.remove')}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {/* "Add a previous address" and its form (PreviousAddressForm) go here, under the list they add to. */}
      <div ref={setPreviousAddressSlot} data-previous-address-slot />
    </div>
  );
}
