import messages from '../../../journey/messages/en-GB.json';
import settings from '../../../journey/settings.json';

/** The call-centre phone the run sets at server start (SETTING_CALL_CENTRE_PHONE). */
export const E2E_PHONE = '0300 123 4567';

/** The phone the header should show: the run's override, or the default when run by hand. */
export const expectedPhone = (): string => process.env.E2E_EXPECTED_PHONE ?? settings.callCentrePhone;

/** The message catalogue and default settings, so tests compare against the same texts the app uses. */
export { messages, settings };
