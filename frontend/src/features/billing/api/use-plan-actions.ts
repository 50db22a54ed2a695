import { useMutation, useQueryClient } from '@tanstack/react-query';

import { queryKeys } from '@/lib/api';
import { claimFreeVip } from '@/lib/api/endpoints/activity/free-vip-claim';
import { confirmOldUserPrivilege } from '@/lib/api/endpoints/activity/old-user-privilege-confirm';
import { cancelPlan } from '@/lib/api/endpoints/premium/cancel';
import { renewPlan } from '@/lib/api/endpoints/premium/renew';
import { updatePaymentMethod } from '@/lib/api/endpoints/premium/update-payment-method';
import { upgradePlan } from '@/lib/api/endpoints/premium/upgrade';
import { refreshPlanQueries } from '@/lib/api/plan-refresh';
import type { CurrentPlan } from '@/lib/api/types.gen';


/** A call answering the new CurrentPlan: kept at once, then everything the plan feeds refetched. */
function usePlanMutation(call: () => Promise<CurrentPlan>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    meta: { handledCodes: 'all' },
    onSuccess: (plan) => {
      queryClient.setQueryData(queryKeys.premium.current, plan);
      return refreshPlanQueries(queryClient);
    },
  });
}

export const useCancelPlan = () => usePlanMutation(cancelPlan);
export const useRenewPlan = () => usePlanMutation(renewPlan);
export const useUpgradePlan = () => usePlanMutation(upgradePlan);
export const useClaimFreeVip = () => usePlanMutation(claimFreeVip);
export const useConfirmOldUserPrivilege = () => usePlanMutation(confirmOldUserPrivilege);

/** Puts the card a confirmed SetupIntent collected on the subscription. */
export function useUpdatePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentMethodId: string) => updatePaymentMethod({ payment_method_id: paymentMethodId }),
    meta: { handledCodes: 'all' },
    onSuccess: (billing) => queryClient.setQueryData(queryKeys.premium.billing, billing),
  });
}
