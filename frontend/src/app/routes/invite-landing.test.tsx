import { describe, expect, it } from 'vitest';

import { render, screen } from '@/testing/render';

import { InviteLinkFormRoute } from './invite-landing';

describe('invite link forms', () => {
  it.each([
    ['/workspace/share/5/k3y', '/workspace/share/:tid/:key'],
    ['/room/share/5/9/k3y', '/room/share/:tid/:cid/:key'],
  ])('%s lands on the invite landing', (route, path) => {
    render(<InviteLinkFormRoute />, { route, path });
    expect(screen.getByTestId('location')).toHaveTextContent('/invite/t/5/k3y');
  });
});
