/**
 * Stands in for @rjsf/core's default widget set (its `components/widgets/index.js`) in the app
 * bundle: vite.config.ts resolves it here. RJSF falls back to its defaults only for a widget name
 * that a Form's `widgets` lacks, and every card's Form gets the engine's widgets under RJSF's default
 * names too (widgets/built-in.ts, `rjsfDefaultAliases`), so RJSF's own (date-time parts, colour,
 * file, rating ...: about 5 KB gzip on the first page) never render. A name neither has fails as
 * RJSF fails for any unknown widget. Unit tests keep the package's set.
 */
import type { RegistryWidgetsType } from '@rjsf/utils';

/** RJSF's default widgets: none, the engine registers its own. */
export default function widgets(): RegistryWidgetsType {
  return {};
}
