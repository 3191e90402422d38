const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});

function toDate(value: Date | string): Date {
  return typeof value === 'string' ? new Date(value) : value;
}

/** A UK long date, e.g. `5 March 2026` (UK time, whatever the browser's zone). */
export function formatDate(value: Date | string): string {
  return longDate.format(toDate(value));
}
