import { useLocation, useNavigate } from 'react-router';

/** The hashes that open the workspace dialogs (spec 2). */
export const INVITATION_HASH = '#invitation';
export const INVITE_HASH = '#invite';

/** A dialog opened by a hash of the address; closing it clears the hash, and clearing the hash closes it. */
export function useHashModal(hash: string) {
  const location = useLocation();
  const navigate = useNavigate();
  const opened = location.hash === hash;
  return {
    opened,
    open: (state?: unknown) => void navigate({ pathname: location.pathname, search: location.search, hash }, { state }),
    close: () => void navigate({ pathname: location.pathname, search: location.search, hash: '' }, { replace: true }),
  };
}
