import { describe, expect, it, vi } from 'vitest';
import { onShopImportRequest, requestShopImport } from './shop-import-request.ts';

describe('shop import requests', () => {
  it('hands a request made before the modal listens to the modal once it does, and only once', () => {
    requestShopImport({ integration: 'shopify' });
    const first = vi.fn();
    const stopFirst = onShopImportRequest(first);
    expect(first).toHaveBeenCalledWith({ integration: 'shopify' });
    stopFirst();
    const second = vi.fn();
    const stopSecond = onShopImportRequest(second);
    expect(second).not.toHaveBeenCalled();
    requestShopImport({});
    expect(second).toHaveBeenCalledWith({});
    stopSecond();
  });
});
