import { usePlanLive } from '../api/use-plan-live';
import { useSignedInUser } from '../api/use-signed-in-user';

/** Mounted once in the signed-in layout: a plan change told live refetches every limit. */
export function PlanLive() {
  const { data: user } = useSignedInUser();
  usePlanLive(user?.id);
  return null;
}
