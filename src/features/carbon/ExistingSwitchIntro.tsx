import Typography from '@mui/material/Typography';
import { EXISTING_SWITCH_INTRO_KEY } from '../../../contract/pageText';
import { t, type MessageKey } from '../../i18n/t';

/**
 * The line under the existing-switch form's heading saying what the Switch Id is for. The server's
 * page shell draws the same (server/web/shell.ts) and the app's first render shows it too
 * (src/router/bootFallback.tsx), so it is painted before any script and never moves.
 */
export function ExistingSwitchIntro() {
  return (
    <Typography sx={{ mb: 3, maxWidth: '40rem' }}>{t(EXISTING_SWITCH_INTRO_KEY as MessageKey)}</Typography>
  );
}
