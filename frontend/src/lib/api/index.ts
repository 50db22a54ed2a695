export { api, apiRequest, type QueryParams } from './client';
export { ApiError, ClientCode, hasCode, isApiError, isLoginOutdated } from './errors';
export type { ErrorMeta } from './query-meta';
export { queryKeys } from './query-keys';
