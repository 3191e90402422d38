/**
 * The quote page's grid: the "How we are paid" statements first on a phone (above the form), beside
 * the form on a desktop.
 */
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { TrustStatements } from './TrustStatements';

/** The grid with the statements and the `form`. */
export function QuotePageGrid({ form }: { form: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        alignItems: 'start',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 300px' },
        gridTemplateAreas: { xs: '"aside" "form"', md: '"form aside"' },
      }}
    >
      <Box sx={{ gridArea: 'aside', position: { md: 'sticky' }, top: { md: 16 } }}>
        <TrustStatements />
      </Box>
      <Box sx={{ gridArea: 'form', minWidth: 0 }}>{form}</Box>
    </Box>
  );
}
