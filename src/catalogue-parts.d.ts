// The message catalogue's two parts, `journey/messages/en-GB.json?first` and `?later`
// (scripts/vite/catalogueParts.ts, src/i18n/catalogueParts.ts). Outside a Vite build (the scripts
// under tsx) either is the whole catalogue.
declare module '*/en-GB.json?first' {
  const messages: Readonly<Record<string, string>>;
  export default messages;
}
declare module '*/en-GB.json?later' {
  const messages: Readonly<Record<string, string>>;
  export default messages;
}
