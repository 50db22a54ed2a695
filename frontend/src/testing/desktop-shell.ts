import { CodeInternal, CodeOK } from '@/lib/api/types.gen';

/** The desktop shell's answer with `data`, as the app sends it (an envelope), for tests. */
export function shellAnswer(data: unknown = null): Response {
  return Response.json({ code: CodeOK, msg: 'ok', data });
}

/** The desktop shell's refusal with `reason`, for tests. */
export function shellRefusal(reason: string, status = 500, code: number = CodeInternal): Response {
  return Response.json({ code, msg: reason, reason }, { status });
}
