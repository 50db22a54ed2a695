import type { Code } from './types.gen';

/**
 * Codes a query or mutation shows in its own UI, so the global 'Reason : {msg}'
 * toast stays quiet for them; 'all' keeps every error local.
 */
export interface ErrorMeta extends Record<string, unknown> {
  handledCodes?: readonly Code[] | 'all';
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ErrorMeta;
    mutationMeta: ErrorMeta;
  }
}
