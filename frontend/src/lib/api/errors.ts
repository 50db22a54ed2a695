import {
  CodeLoginOutdated,
  CodeLoginOutdatedGone,
  CodeLoginOutdatedKicked,
  CodeLoginOutdatedOther,
  CodeLoginOutdatedRefresh,
  type Code,
} from './types.gen';

/** Failures found by the client itself; negative and far from the server's -403. */
export const ClientCode = {
  network: -1001,
  timeout: -1002,
  badResponse: -1003,
} as const;

const loginOutdatedCodes = new Set<Code>([
  CodeLoginOutdated,
  CodeLoginOutdatedRefresh,
  CodeLoginOutdatedKicked,
  CodeLoginOutdatedGone,
  CodeLoginOutdatedOther,
]);

export function isLoginOutdated(code: Code): boolean {
  return loginOutdatedCodes.has(code);
}

/** A call that did not succeed: the envelope's code, msg and reason, or a ClientCode. */
export class ApiError extends Error {
  readonly code: Code;
  readonly httpStatus: number;
  /** A stable word saying why, for some codes (PasswordReason for CodeWeakPassword). */
  readonly reason: string;
  /** The envelope's data, which some refusals fill (CodeInviteRefused lists each address's problem). */
  readonly data: unknown;

  constructor(code: Code, msg: string, httpStatus = 0, reason = '', data: unknown = undefined) {
    super(msg);
    this.name = 'ApiError';
    this.code = code;
    this.httpStatus = httpStatus;
    this.reason = reason;
    this.data = data;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function hasCode(error: unknown, code: Code): boolean {
  return isApiError(error) && error.code === code;
}
