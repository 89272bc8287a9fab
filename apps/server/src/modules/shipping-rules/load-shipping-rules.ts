import type { SavedAddress } from '@shipdeck/domain/addresses/address.schema';
import {
  compileShippingRules,
  type RuleOutcome,
  type RuleShipment,
} from '@shipdeck/domain/shipping-rules/rules/run-shipping-rules';
import type { Db } from '../../platform/db/database.ts';
import { findParcels } from '../parcels/index.ts';
import { findWarehouses } from '../warehouses/index.ts';
import { shippingRulesRepository } from './shipping-rules.repository.ts';

/** A client's rules ready to run on the shipments of one write, and the warehouses their actions name. */
export type ShippingRulesRunner = {
  run: (shipment: RuleShipment) => RuleOutcome;
  /** A warehouse a rule set, to become the shipment's sender address. */
  warehouseOf: (id: string) => SavedAddress | undefined;
};

const NO_RULES: ShippingRulesRunner = {
  run: (shipment) => ({ shipment, applied: [] }),
  warehouseOf: () => undefined,
};

/**
 * The client's rules, read in the creating transaction (a shipment meets the rules as they are when it is
 * created), compiled once with what their actions name: the saved parcels' measures and the warehouses.
 * A client without an enabled rule costs one query.
 */
export const loadShippingRules = async (
  tx: Db,
  input: { clientId: string },
): Promise<ShippingRulesRunner> => {
  const rules = (await shippingRulesRepository.findAll(tx, input.clientId)).filter((rule) => rule.enabled);
  if (rules.length === 0) return NO_RULES;
  const parcels = await findParcels(tx, { clientId: input.clientId });
  const warehouses = new Map(
    (await findWarehouses(tx, { clientId: input.clientId })).map((warehouse) => [warehouse.id, warehouse]),
  );
  const run = compileShippingRules(rules, {
    parcels: new Map(
      parcels.map(({ id, name, weight, length, width, height }) => [
        id,
        { name, weight, length, width, height },
      ]),
    ),
    warehouseIds: new Set(warehouses.keys()),
  });
  return { run, warehouseOf: (id) => warehouses.get(id) as SavedAddress | undefined };
};
