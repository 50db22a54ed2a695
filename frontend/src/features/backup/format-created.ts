/** When a backup was made, as a date and time in the UI language. */
export function formatCreated(ms: number, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(ms));
}
