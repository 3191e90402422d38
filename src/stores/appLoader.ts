import { getSettings } from '../settings';
import { createLoader } from './loader';

const loader = createLoader(() => getSettings().loaderDelayMs);

/** Shows the full-page loader after settings.loaderDelayMs unless {@link stopLoader} comes first. */
export const startLoader = loader.startLoader;
/** Releases one {@link startLoader}. */
export const stopLoader = loader.stopLoader;
/** Whether the full-page loader is showing. */
export const useLoaderVisible = (): boolean => loader.store((s) => s.visible);
