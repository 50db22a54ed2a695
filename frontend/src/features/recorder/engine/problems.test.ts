import { describe, expect, it } from 'vitest';

import { ApiError, ClientCode } from '@/lib/api';
import { CodeInternal, CodeUploadIncomplete } from '@/lib/api/types.gen';

import { UploadIncompleteError } from './completion';
import { problemOf } from './problems';
import { UploadFailedError } from './stream-uploader';
import { TusHttpError } from './tus-client';

describe('problemOf', () => {
  it('puts only the server’s own message into a server problem', async () => {
    const busy = new ApiError(CodeInternal, 'The service is busy', 500);
    expect(await problemOf(busy)).toEqual({ kind: 'server', message: 'The service is busy' });
    const refused = new TusHttpError(403, 'This video is gone', 'This video is gone');
    expect(await problemOf(new UploadFailedError(refused.message, { cause: refused }))).toEqual({
      kind: 'server',
      message: 'This video is gone',
    });
    const incomplete = new ApiError(CodeUploadIncomplete, 'The upload is not finished', 409);
    expect(await problemOf(new UploadIncompleteError(incomplete.message, { cause: incomplete }))).toEqual({
      kind: 'server',
      message: 'The upload is not finished',
    });
    // A failed video's reason is the server's, for its owner.
    expect(await problemOf(new UploadFailedError('Wrong format', { serverMessage: 'Wrong format' }))).toEqual({
      kind: 'server',
      message: 'Wrong format',
    });
  });

  it('leaves the message empty for client-side failures, so the screens show their generic text', async () => {
    const plain = new TusHttpError(403, 'ERR_UPLOAD_FORBIDDEN: forbidden');
    const failures: unknown[] = [
      new DOMException('The stream is inactive', 'NotSupportedError'),
      new UploadFailedError('upload failed', { cause: plain }),
      new UploadFailedError("the recording's bytes from 10 are missing"),
      new UploadFailedError('processing failed', { serverMessage: '' }),
      new TusHttpError(500, ''), // "tus answered 500"
      new ApiError(ClientCode.badResponse, 'Bad Gateway', 502),
      'something odd',
    ];
    for (const failure of failures) expect(await problemOf(failure)).toEqual({ kind: 'server', message: '' });
  });

  it('reports an unreachable server as network', async () => {
    expect(await problemOf(new ApiError(ClientCode.network, 'Failed to fetch'))).toEqual({ kind: 'network' });
  });
});
