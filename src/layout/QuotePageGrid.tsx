/**
 * The quote page's grid: the "How we are paid" statements first on a phone (above the form), beside
 * the form on a desktop. The page and React's first render before it (src/router/bootFallback.tsx)
 * both draw it through this one component, so the statements never move when the page takes over; the
 * server's shell draws the same grid in CSS (server/web/shellCss.ts).
 */
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { TrustStatements } from './TrustStatements';

/** The grid with the statements and, once the page has rendered, the `form`. */
export function QuotePageGrid({ form }: { form?: ReactNode }) {
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
      {form !== undefined ? <Box sx={{ gridArea: 'form', minWidth: 0 }}>{form}</Box> : null}
    </Box>
  );
}
