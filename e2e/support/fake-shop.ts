import { test } from '@playwright/test';
import { type shopifyOrder, startFakeShopify } from '../../apps/server/test/integrations/fake-shopify.ts';

export { SHOPIFY_TOKEN, shopifyOrder } from '../../apps/server/test/integrations/fake-shopify.ts';

/**
 * A local shop answering as Shopify's GraphQL Admin API documents (the server tests' fake), for the
 * journey's file: started before its tests, closed after them. The journey server reaches it on 127.0.0.1.
 */
export const useFakeShopify = (orders: ReturnType<typeof shopifyOrder>[]) => {
  const shop: { current?: Awaited<ReturnType<typeof startFakeShopify>> } = {};
  test.beforeAll(async () => {
    shop.current = await startFakeShopify(orders);
  });
  test.afterAll(() => shop.current?.server.close());
  return {
    get url() {
      return shop.current!.url;
    },
    get calls() {
      return shop.current!.calls;
    },
  };
};
