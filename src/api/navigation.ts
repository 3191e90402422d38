/** Navigates the app to a path; registered by the router so the API client needs no React. */
export type Navigate = (path: string) => void;

let navigate: Navigate = (path) => {
  // Before the router registers (or outside it), a full page load still reaches the error page.
  if (typeof window !== 'undefined') window.location.assign(path);
};

/** Registers the router's navigate function; returns a function restoring the previous one. */
export function registerNavigator(fn: Navigate): () => void {
  const previous = navigate;
  navigate = fn;
  return () => {
    navigate = previous;
  };
}

/** Navigates through the registered navigator. */
export function navigateTo(path: string): void {
  navigate(path);
}
