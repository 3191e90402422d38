import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { t, type MessageKey } from '../../../i18n/t';
import type { Fuel } from '../fuels';

/** A table row: its label and a value per fuel. */
export interface FuelRow {
  key: string;
  label: string;
  values: Partial<Record<Fuel, ReactNode>>;
}

/**
 * A table with a column per fuel (gas, electricity) and a row per figure: the shape of the Personal
 * Projection, Standard tariff and Tariff Information Label tables. Real table markup with a
 * caption and header cells, so a screen reader names each value by its row and column.
 */
export function FuelTable({
  caption,
  fuels,
  rows,
  testId,
}: {
  caption: string;
  fuels: Fuel[];
  rows: FuelRow[];
  testId?: string;
}) {
  return (
    <Box
      component="table"
      data-testid={testId}
      sx={{
        width: '100%',
        borderCollapse: 'collapse',
        // Fixed columns: a phone never scrolls sideways; a word too long for its column still wraps.
        tableLayout: 'fixed',
        // 13 px on a phone: the widest label ('consumption', bold) and value ('management;') of a
        // dual-fuel table then fit their columns whole at 390 px.
        fontSize: { xs: '0.8125rem', sm: '0.9375rem' },
        '& caption': { textAlign: 'left', fontWeight: 700, fontSize: '1rem', pb: 1 },
        '& th, & td': {
          textAlign: 'left',
          verticalAlign: 'top',
          p: { xs: 0.75, sm: 1 },
          borderBottom: 1,
          borderColor: 'divider',
          overflowWrap: 'anywhere',
        },
        '& thead th': { bgcolor: 'grey.100' },
        '& tbody th': { fontWeight: 600 },
        // A fixed table takes its column widths from the first row: the label column is sized there.
        '& thead td': { width: '34%' },
      }}
    >
      <caption>{caption}</caption>
      <thead>
        <tr>
          <td />
          {fuels.map((f) => (
            <th key={f} scope="col">
              {t(`fuel.${f}` as MessageKey)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key} data-row={r.key}>
            <th scope="row">{r.label}</th>
            {fuels.map((f) => (
              <td key={f}>{r.values[f] ?? ''}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
