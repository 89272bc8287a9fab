import { toShipmentAddress } from '@shipdeck/domain/shipments/rules/shipment-address';
import type { ShipmentService } from '@shipdeck/domain/shipments/shipment.schema';
import type { RuleShipment } from '@shipdeck/domain/shipping-rules/rules/run-shipping-rules';
import type { AppliedShippingRule } from '@shipdeck/domain/shipping-rules/shipping-rule.schema';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { CarrierProvider } from '../../providers/carriers/carrier-provider.ts';
import { getCarrierOffer } from '../carriers/index.ts';
import { findClientTenant } from '../clients/index.ts';
import { loadShippingRules } from '../shipping-rules/index.ts';
import type { DraftWrite } from './service-choice.ts';
import { snapshotOfChosenService } from './service-choice.ts';

const snapshotOrNull = async (
  options: Parameters<typeof snapshotOfChosenService>[0],
): Promise<ShipmentService | null> => {
  try {
    return snapshotOfChosenService(options);
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
};

const withoutServiceChanges = (applied: AppliedShippingRule[]) =>
  applied
    .map((rule) => ({ ...rule, changes: rule.changes.filter((change) => change.identifier !== 'SERVICE') }))
    .filter((rule) => rule.changes.length > 0);

export type RuledDraft<T extends DraftWrite> = T & { appliedShippingRules: AppliedShippingRule[] };

const ruleShipmentOf = (draft: DraftWrite): RuleShipment => ({
  source: draft.source ?? 'MAN',
  to: { alpha2Code: draft.to?.alpha2Code, zipCode: draft.to?.zipCode },
  parcels: draft.parcels ?? [],
  contentValue: draft.content?.value ?? null,
  serviceId: draft.service?.id ?? null,
  warehouseId: draft.warehouseId ?? null,
});

/**
 * The one place shipments meet the client's shipping rules: every path that creates shipments (API,
 * duplicate, CSV import, integrations) passes its drafts through here inside its creating transaction,
 * before they are written. The rules run in priority order on each draft (loadShippingRules), what they
 * change is written back on the draft — a warehouse becomes the sender, a service the catalogue's snapshot
 * for the draft's route — and each draft records which rule changed what (`appliedShippingRules`).
 */
export const applyShippingRules = async <T extends DraftWrite>(
  tx: Db,
  input: { carriers: CarrierProvider; clientId: string; tenantId?: string; drafts: readonly T[]; now: Date },
): Promise<RuledDraft<T>[]> => {
  const { carriers, clientId, drafts, now } = input;
  const rules = await loadShippingRules(tx, { clientId });
  let offer: Awaited<ReturnType<typeof getCarrierOffer>> | undefined;
  const offerOf = async () => {
    if (offer) return offer;
    const tenantId = input.tenantId ?? (await findClientTenant(tx, clientId)) ?? 'main';
    // The carrier offer reads only the client and its tenant (features, subscription, capabilities).
    offer = await getCarrierOffer(tx, { clientId, tenantId, userId: '', via: 'apiKey' });
    return offer;
  };
  const ruled: RuledDraft<T>[] = [];
  for (const draft of drafts) {
    const before = ruleShipmentOf(draft);
    const { shipment, applied } = rules.run(before);
    if (applied.length === 0) {
      ruled.push({ ...draft, appliedShippingRules: [] });
      continue;
    }
    const next: RuledDraft<T> = { ...draft, appliedShippingRules: applied };
    if (shipment.parcels !== before.parcels) next.parcels = [...shipment.parcels];
    if (shipment.contentValue !== before.contentValue && shipment.contentValue !== null) {
      next.content = { ...draft.content, value: shipment.contentValue };
    }
    if (shipment.warehouseId !== before.warehouseId && shipment.warehouseId) {
      const warehouse = rules.warehouseOf(shipment.warehouseId);
      next.warehouseId = shipment.warehouseId;
      if (warehouse) next.from = toShipmentAddress(warehouse);
    }
    if (shipment.serviceId !== before.serviceId && shipment.serviceId) {
      const route = { from: next.from ?? {}, to: next.to ?? {}, parcels: next.parcels ?? [] };
      const service = await snapshotOrNull({
        carriers,
        serviceId: shipment.serviceId,
        route,
        offer: await offerOf(),
        now,
      });
      // A service the client may no longer use (its offer changed since the rule was saved) is left out.
      if (service) next.service = service;
      else next.appliedShippingRules = withoutServiceChanges(applied);
    }
    ruled.push(next);
  }
  return ruled;
};
