/**
 * What the staff preview (and the render snapshots) render cards with: the app's real widgets, and the
 * sample lists of `journey/samples/lists.json` in place of the lists the live form loads from the API.
 */
import { staticListSource, type ListItem, type ListSource } from '../../../engine/react/index.js';
import samples from '../../../journey/samples/lists.json';
import { createAppWidgetRegistry } from '../../widgets/registry';

/** The app's widgets. */
export const previewWidgets = createAppWidgetRegistry();

/** The sample lists, by name. */
export const sampleLists: ListSource = staticListSource(
  samples.lists as unknown as Record<string, readonly ListItem[]>,
);
