import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import type { Theme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { t, type MessageKey } from '../i18n/t';
import { pageColumn } from './column';

const STEP_KEYS: MessageKey[] = ['progress.step1', 'progress.step2', 'progress.step3', 'progress.step4'];

/** Where a step stands relative to the current one. */
function stepState(step: number, current: number): 'done' | 'current' | 'todo' {
  return step < current ? 'done' : step === current ? 'current' : 'todo';
}

/** Step names are hidden visually (not from screen readers) below the sm breakpoint. */
const labelSx = (theme: Theme) => ({ [theme.breakpoints.down('sm')]: visuallyHidden });

/**
 * The four-step progress indicator: an ordered list in a nav landmark, the current step marked
 * with aria-current="step". Four long step names do not fit a 390 px phone, so there the list
 * shows numbers only and one line below names the current step; the list keeps every name for
 * screen readers, so that line is hidden from them.
 */
export function ProgressSteps({ current }: { current: 1 | 2 | 3 | 4 }) {
  return (
    <Box component="nav" aria-label={t('progress.label')} sx={{ ...pageColumn, pt: 2 }}>
      <Box component="ol" sx={{ display: 'flex', listStyle: 'none', m: 0, p: 0, gap: 1 }}>
        {STEP_KEYS.map((key, i) => {
          const step = i + 1;
          const state = stepState(step, current);
          const reached = state !== 'todo';
          return (
            <Box
              component="li"
              key={key}
              aria-current={state === 'current' ? 'step' : undefined}
              data-state={state}
              sx={{
                flex: 1,
                display: 'flex',
                alignItems: 'center',
                justifyContent: { xs: 'center', sm: 'flex-start' },
                gap: 1,
                pb: 1,
                borderBottom: 4,
                borderColor: reached ? 'primary.main' : 'grey.400',
              }}
            >
              <Box
                aria-hidden
                sx={{
                  flex: 'none',
                  width: 32,
                  height: 32,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  fontWeight: 700,
                  bgcolor: reached ? 'primary.main' : 'grey.200',
                  color: reached ? 'primary.contrastText' : 'text.primary',
                }}
              >
                {state === 'done' ? <CheckIcon fontSize="small" /> : step}
              </Box>
              <Typography
                component="span"
                variant="body2"
                sx={[{ fontWeight: state === 'current' ? 700 : 400 }, labelSx]}
              >
                {t(key)}
                {state === 'done' && (
                  <Box component="span" sx={visuallyHidden}>{` (${t('progress.done')})`}</Box>
                )}
              </Typography>
            </Box>
          );
        })}
      </Box>
      <Typography
        aria-hidden
        data-testid="progress-phone-label"
        sx={{ display: { xs: 'block', sm: 'none' }, mt: 1, fontWeight: 700 }}
      >
        {t('progress.stepOf', { step: current, total: STEP_KEYS.length, name: t(STEP_KEYS[current - 1]) })}
      </Typography>
    </Box>
  );
}
