import type { BillingClient } from '@shipdeck/domain/billing/billing.schema';
import { isBusinessClient } from '@shipdeck/domain/client/client.schema';
import { useInit } from '../../../shared/session/get-init.ts';
import { ErrorState, LoadingState } from '../../../shared/ui/states.tsx';
import { useBillingClient, useSaveBillingClient } from '../../payment/index.ts';
import { InvoicingForm, type InvoicingValues } from '../components/invoicing-form.tsx';

type Init = ReturnType<typeof useInit>;

/**
 * The form's first values: the stored invoicing details, or — before there are any — the account's
 * own details. No type is chosen yet unless the account or the tenant decides it.
 */
const initialValuesOf = (billing: BillingClient | null, init: Init, isForced: boolean): InvoicingValues => {
  const { client, user } = init;
  const isBusiness = isBusinessClient(client);
  return {
    type: billing?.type ?? (isForced || isBusiness ? 'business' : ''),
    companyName: billing?.companyName ?? client.companyName ?? '',
    taxId: billing?.taxId ?? (isBusiness ? client.taxId : ''),
    firstName: billing?.firstName ?? client.firstName,
    lastName: billing?.lastName ?? client.lastName,
    email: billing?.email ?? user.email,
    phone: billing?.phone ?? client.phone ?? '',
    address: billing?.address ?? client.address ?? '',
    address2: billing?.address2 ?? '',
    location: billing?.location ?? client.city ?? '',
    zipCode: billing?.zipCode ?? client.zipCode ?? '',
    state: billing?.state ?? '',
    country: billing?.country ?? client.alpha2Code,
    eoriNumber: billing?.eoriNumber ?? '',
    vatNumber: billing?.vatNumber ?? '',
    iossNumber: billing?.iossNumber ?? '',
  };
};

/** /settings/billing/invoicing: the invoicing data every invoice is made out to. */
export const InvoicingPage = () => {
  const init = useInit();
  const billing = useBillingClient();
  const save = useSaveBillingClient();
  if (billing.isPending) return <LoadingState />;
  if (billing.isLoadingError) return <ErrorState onRetry={() => void billing.refetch()} />;
  const isForced = init.tenant.switches.businessClientsOnly === true;
  // A business (by its account or its saved details) keeps its type, country and tax id.
  const isLocked = billing.data?.type === 'business' || isBusinessClient(init.client);
  return (
    <InvoicingForm
      key={billing.data ? 'saved' : 'new'}
      initialValues={initialValuesOf(billing.data, init, isForced)}
      isTypeForced={isForced}
      isLocked={isLocked}
      onSave={save.mutateAsync}
    />
  );
};
