import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { envelope, mockFetch } from '@/testing/fetch-mock';

import { uploadServices } from './services';

describe('uploadServices', () => {
  it('creates each video where the batch goes: a folder, or a room', async () => {
    const { calls } = mockFetch(() => envelope({ video_id: 3, upload_url: '/files', share_key: '' }));
    let target = { folderId: 4, channelId: 0 };
    const services = uploadServices(new QueryClient(), () => target);
    const file = new File(['x'], 'demo.mp4', { type: 'video/mp4' });

    await services.init(file);
    target = { folderId: 0, channelId: 12 };
    await services.init(file);

    expect(calls.map((call) => call.body)).toEqual([
      expect.objectContaining({ folder_id: 4, channel_id: 0, record: false }),
      expect.objectContaining({ folder_id: 0, channel_id: 12, record: false }),
    ]);
  });
});
