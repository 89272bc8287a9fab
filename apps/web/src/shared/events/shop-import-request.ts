/**
 * "Import from shop" asked anywhere (the shipments toolbar, the end of a connection) opens the one
 * import modal the signed-in shell holds. A tiny subscription, so features need not import each other.
 */
type Listener = (request: ShopImportRequest) => void;
export type ShopImportRequest = { integration?: string };

const listeners = new Set<Listener>();
// The modal loads after the first screen: a request made before it listens waits for it.
let waiting: ShopImportRequest | undefined;

export const requestShopImport = (request: ShopImportRequest = {}) => {
  if (listeners.size === 0) {
    waiting = request;
    return;
  }
  for (const listener of listeners) listener(request);
};

export const onShopImportRequest = (listener: Listener) => {
  listeners.add(listener);
  const request = waiting;
  waiting = undefined;
  if (request) listener(request);
  return () => {
    listeners.delete(listener);
  };
};
