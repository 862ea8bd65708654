// Written by `npm run art` (lib/content/client-text.ts); declared here so a fresh clone typechecks.
declare module '*/error-text.json' {
  const text: import('@/lib/content/client-text').ClientText;
  export default text;
}
