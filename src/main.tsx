/**
 * The entry: tiny on purpose. The server's HTML already shows the page; the app's code is
 * fetched only once the browser has painted it, so neither the download nor the running of the
 * scripts can hold the first paint back on a slow phone (src/boot.tsx starts the app).
 */
const painted = new Promise<void>((resolve) => {
  // After the next frame (a hidden tab has none: then a short timer).
  requestAnimationFrame(() => setTimeout(resolve, 0));
  setTimeout(resolve, 100);
});

await painted;
await import('./boot');

export {};
