import { printedAddressLines } from '@shipdeck/domain/addresses/address-format';
import { describe, expect, it } from 'vitest';
import { LATIN_SAMPLES, NON_LATIN_SAMPLES } from '../../platform/pdf/script-samples.ts';
import { pdfText } from '../../providers/carriers/labels/testing/pdf-inspection.ts';
import type { CustomsDocumentData, CustomsParty } from './customs-document.ts';
import { renderCustomsDocuments } from './customs-pdf.ts';

const party = (name: string, country: string): CustomsParty => ({
  name,
  company: null,
  street: ['Street 1'],
  postcode: '1000',
  city: 'City',
  state: null,
  country,
  phone: null,
  email: null,
  vatNumber: null,
  eoriNumber: null,
  iossNumber: null,
  taxId: null,
});

const documentFor = (recipient: CustomsParty): CustomsDocumentData => ({
  invoiceNumber: 'CI-2026-000001',
  issuedOn: '2026-11-25',
  shipmentReference: 'SD26TEST0001',
  carrier: 'Correos Paquete Internacional',
  sender: party('Ana García', 'ES'),
  recipient,
  category: 'PURCHASE_OR_SALE',
  exportReason: 'PURCHASE_OR_SALE',
  incoterm: 'DAP',
  currency: 'EUR',
  items: [
    {
      description: 'Books',
      quantity: 1,
      unitValue: 1000,
      weight: 0.5,
      originCountry: 'ES',
      hsCode: '490199',
    },
  ],
  grossWeightKg: 0.6,
  postalDeclaration: 'CN22',
});

describe('customs documents in every script', () => {
  it.each([...LATIN_SAMPLES, ...NON_LATIN_SAMPLES])(
    'keeps a $language recipient as written, on the invoice and on the declaration',
    async ({ text, country }) => {
      const [name, city] = text.split(', ');
      const recipient = { ...party(name!, country), city: city! };
      const lines = pdfText(await renderCustomsDocuments(documentFor(recipient)))
        .split('\n')
        .map((line) => line.trim());
      expect(lines.filter((line) => line === name)).toHaveLength(2);
      // The place as the country writes it ("1000 Ljubljana", or the city and the postcode on lines of their own).
      for (const place of printedAddressLines({ alpha2Code: country, zipCode: '1000', city }))
        expect(lines.filter((line) => line === place)).toHaveLength(2);
    },
  );
});
