import type { CarrierProvider } from '../../providers/carriers/carrier-provider.ts';
import { sandboxCarrierProvider } from '../../providers/carriers/sandbox/sandbox-carrier-provider.ts';

/**
 * The carrier network of the one path not yet handed its provider: drafts made by an import (CSV or
 * marketplace) that a shipping rule gives a service. Every other path is given the app's provider.
 */
export const importCarrierProvider: CarrierProvider = sandboxCarrierProvider;
