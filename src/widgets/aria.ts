/**
 * Accessibility helpers of the app's widgets: the engine's own (`describedBy`, `hasError`), so app
 * widgets and built-in widgets describe inputs the same way.
 */
export { describedBy, hasError } from '../../engine/react/widgets/aria';
