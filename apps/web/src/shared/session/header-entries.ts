import { clientTypeOf } from '@shipdeck/domain/client/rules/client-type';
import { type HeaderEntries, headerEntries } from '@shipdeck/domain/features/header-entries';
import { useInit } from './get-init.ts';
import { useHasEnabledSubscription } from './subscription-status.ts';

/** The header's gated entries for the signed-in client; they follow the feature event as init does. */
export const useHeaderEntries = (): HeaderEntries => {
  const init = useInit();
  const hasEnabledSubscription = useHasEnabledSubscription();
  return headerEntries({
    capabilities: init.capabilities,
    subscriptionsOn: init.tenant.switches.subscriptions,
    hasEnabledSubscription,
    clientType: clientTypeOf(init.client),
    helpHiddenFor: init.tenant.switches.helpHiddenFor,
    notificationWidgetId: init.tenant.notificationWidgetId,
  });
};
