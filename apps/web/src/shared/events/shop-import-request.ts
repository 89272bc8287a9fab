/**
 * "Import from shop" asked anywhere (the shipments toolbar, the end of a connection) opens the one
 * import modal the signed-in shell holds. A tiny subscription, so features need not import each other.
 */
type Listener = (request: ShopImportRequest) => void;
export type ShopImportRequest = { integration?: string };

const listeners = new Set<Listener>();

export const requestShopImport = (request: ShopImportRequest = {}) => {
  for (const listener of listeners) listener(request);
};

export const onShopImportRequest = (listener: Listener) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
