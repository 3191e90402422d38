/**
 * The names of the lists the sign-up page serves (`ui:options.list` in `journey/signup/*.json`): the
 * lookups of spec section 3 and the three address searches. The journey linter takes them from here
 * (scripts/journey-registries.ts), so a sign-up card can only name a list the page serves.
 */
export const SIGNUP_LIST_NAMES: readonly string[] = [
  'titles',
  'employmentStatuses',
  'residentialStatuses',
  'specialNeeds',
  'prepayments',
  'paymentDays',
  'signup.presentAddresses',
  'signup.billingAddresses',
  'signup.previousAddresses',
];
