/**
 * The page column every shell part shares, so header, progress, main and footer line up:
 * full width on a phone, at most 1100 px of content on a desktop.
 */
export const pageColumn = {
  width: '100%',
  maxWidth: 1148,
  mx: 'auto',
  px: { xs: 2, sm: 3 },
} as const;
