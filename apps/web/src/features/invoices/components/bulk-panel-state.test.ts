import { describe, expect, it } from 'vitest';
import { bulkPanelStateOf, parseInvoiceAvailable } from './bulk-panel-state.ts';

describe('bulk invoice panel state', () => {
  it.each([
    [
      { url: null, errors: [] },
      { step: 'error', url: null, failed: [] },
    ],
    [
      { url: null, errors: ['SD-1'] },
      { step: 'error', url: null, failed: [] },
    ],
    [
      { url: '/f.zip', errors: ['SD-1', 'SD-2'] },
      { step: 'error', url: '/f.zip', failed: ['SD-1', 'SD-2'] },
    ],
    [
      { url: '/f.zip', errors: [] },
      { step: 'ready', url: '/f.zip' },
    ],
  ])('%j gives %j', (answer, state) => {
    expect(bulkPanelStateOf(answer)).toEqual(state);
  });

  it('ignores payloads that are not an invoice-available answer', () => {
    expect(parseInvoiceAvailable({ url: '/x' })).toBeUndefined();
    expect(parseInvoiceAvailable({ requestId: 'r', url: '/x', errors: [] })).toEqual({
      requestId: 'r',
      url: '/x',
      errors: [],
    });
  });
});
