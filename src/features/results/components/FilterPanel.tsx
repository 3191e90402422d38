import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import type { PayMethodName } from '../../../../contract/api/common';
import type { ResultSupplier } from '../../../api/endpoints/results';
import { t, type MessageKey } from '../../../i18n/t';
import { toggleSupplier } from '../filters';
import type { ResultsFilters } from '../../../stores/results';
import { ChoiceGroup, fromTriState, toTriState, type TriState } from './ChoiceGroup';
import { SupplierFilter } from './SupplierFilter';

/** Props of {@link FilterPanel}. */
export interface FilterPanelProps {
  open: boolean;
  filters: ResultsFilters;
  suppliers: readonly ResultSupplier[];
  payMethods: readonly PayMethodName[];
  /** How many plans the filters let through (shown with the switchable choice, live). */
  shownCount: number;
  onChange(filters: ResultsFilters): void;
  onReset(): void;
  onClose(): void;
}

const plans = (count: number) => t('filters.count', { count });

/**
 * The results sidebar (spec section 2): suppliers, payment type, rate type, green tariffs and the
 * switchable choice with the count of plans shown, then Reset and Done. Every change filters the
 * list at once; it opens from the side on a desktop and covers the screen on a phone.
 */
export function FilterPanel(props: FilterPanelProps) {
  const { filters: f, onChange } = props;
  return (
    <Drawer
      anchor="right"
      open={props.open}
      onClose={props.onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': 'filters-title',
          sx: { width: { xs: '100%', sm: 400 }, display: 'flex', flexDirection: 'column' },
        } as object,
      }}
    >
      <Box sx={{ p: 2, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id="filters-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t('filters.title')}
        </Typography>
      </Box>
      <Box sx={{ p: 2, overflowY: 'auto', flex: 1, display: 'grid', gap: 2.5, alignContent: 'start' }}>
        <SupplierFilter
          suppliers={props.suppliers}
          chosen={f.suppliers}
          onToggle={(id, on) => onChange(toggleSupplier(f, id, on))}
        />
        <Divider />
        <ChoiceGroup
          legend={t('filters.payMethod')}
          name="filter-pay-method"
          value={f.payMethod}
          options={props.payMethods.map((m) => ({ value: m, label: t(`payMethod.${m}` as MessageKey) }))}
          onChange={(payMethod) => onChange({ ...f, payMethod })}
        />
        <ChoiceGroup<TriState>
          legend={t('filters.rateType')}
          name="filter-rate-type"
          value={toTriState(f.isFixed)}
          options={[
            { value: 'any', label: t('filters.any') },
            { value: 'yes', label: t('filters.fixed') },
            { value: 'no', label: t('filters.variable') },
          ]}
          onChange={(v) => onChange({ ...f, isFixed: fromTriState(v) })}
        />
        <ChoiceGroup<TriState>
          legend={t('filters.green')}
          name="filter-green"
          value={toTriState(f.isGreen)}
          options={[
            { value: 'any', label: t('filters.any') },
            { value: 'yes', label: t('filters.greenYes') },
            { value: 'no', label: t('filters.greenNo') },
          ]}
          onChange={(v) => onChange({ ...f, isGreen: fromTriState(v) })}
        />
        <Box>
          <ChoiceGroup<'only' | 'all'>
            legend={t('filters.switchable')}
            name="filter-switchable"
            value={f.switchable ? 'only' : 'all'}
            options={[
              { value: 'only', label: t('filters.switchableOnly') },
              { value: 'all', label: t('filters.switchableAll') },
            ]}
            onChange={(v) => onChange({ ...f, switchable: v === 'only' })}
          />
          <Typography role="status" sx={{ fontWeight: 700, mt: 1 }} data-testid="filters-count">
            {plans(props.shownCount)}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider', display: 'flex', gap: 1.5 }}>
        <Button variant="outlined" onClick={props.onReset} sx={{ flex: 1 }}>
          {t('filters.reset')}
        </Button>
        <Button variant="contained" onClick={props.onClose} sx={{ flex: 1 }}>
          {t('filters.done')}
        </Button>
      </Box>
    </Drawer>
  );
}
