import { useId, type ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';

/** A titled card of the results and details pages: a section on a surface, named by its h2. */
export function Section({
  title,
  children,
  sx,
  testId,
}: {
  title: ReactNode;
  children: ReactNode;
  sx?: SxProps<Theme>;
  testId?: string;
}) {
  const id = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      data-testid={testId}
      sx={[{ p: { xs: 2, sm: 2.5 } }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Typography id={id} variant="h2" sx={{ fontSize: '1.125rem', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
