import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

import { unsubscribeNotifications } from '@/lib/api/endpoints/notifications/unsubscribe';

/** Posts the link's token once when the page opens; mutate() tries again after a failure. */
export function useUnsubscribe(token: string) {
  const unsubscribe = useMutation({
    mutationFn: () => unsubscribeNotifications({ token }),
    // The page says what went wrong itself.
    meta: { handledCodes: 'all' },
  });
  const sent = useRef('');
  const { mutate } = unsubscribe;
  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    mutate();
  }, [token, mutate]);
  return unsubscribe;
}
