import { printedPhone } from '@shipdeck/domain/addresses/rules/printed-phone';
import type { BillingClient } from '@shipdeck/domain/billing/billing.schema';
import type {
  CUSTOMS_CATEGORIES,
  customsItemSchema,
  Incoterm,
} from '@shipdeck/domain/customs/customs.schema';
import { customsDocumentsOf, type PostalDeclaration } from '@shipdeck/domain/customs/rules/customs-documents';
import { serviceLabelOf } from '@shipdeck/domain/shipments/rules/service-snapshot';
import type { ShipmentAddress, ShipmentParcel } from '@shipdeck/domain/shipments/shipment.schema';
import type { z } from 'zod';

type Category = (typeof CUSTOMS_CATEGORIES)[number];

/** One side of a customs document: who sends or receives, with the numbers customs reads. */
export type CustomsParty = {
  name: string;
  company: string | null;
  street: string[];
  postcode: string;
  city: string;
  state: string | null;
  country: string;
  phone: string | null;
  email: string | null;
  vatNumber: string | null;
  eoriNumber: string | null;
  iossNumber: string | null;
  /** A recipient's VAT, EORI or national tax number, whichever the destination's customs read. */
  taxId: string | null;
};

/** Everything a commercial invoice and a CN22/CN23 declaration print, in plain values. */
export type CustomsDocumentData = {
  invoiceNumber: string;
  /** The day the invoice was issued, YYYY-MM-DD. */
  issuedOn: string;
  shipmentReference: string;
  carrier: string | null;
  sender: CustomsParty;
  recipient: CustomsParty;
  category: Category;
  exportReason: Category;
  incoterm: Incoterm;
  currency: string;
  items: z.infer<typeof customsItemSchema>[];
  /** Weight of the parcels as handed over, packaging included, in kilograms. */
  grossWeightKg: number;
  postalDeclaration: PostalDeclaration | null;
};

const nameOf = (address: ShipmentAddress) =>
  [address.firstName, address.lastName].filter(Boolean).join(' ').trim();

const partyOf = (address: ShipmentAddress): CustomsParty => ({
  name: nameOf(address),
  company: address.company?.trim() || null,
  street: [address.street1, address.street2].filter((line): line is string => Boolean(line?.trim())),
  postcode: address.zipCode ?? '',
  city: address.city ?? '',
  state: address.state?.trim() || null,
  country: address.alpha2Code ?? '',
  // Read abroad by the customs office: in international form, as the label prints it.
  phone: address.phone?.trim()
    ? printedPhone({ phone: address.phone, alpha2Code: address.alpha2Code })
    : null,
  email: address.email?.trim() || null,
  vatNumber: null,
  eoriNumber: null,
  iossNumber: null,
  taxId: null,
});

/**
 * The document's data from the invoice, the shipment and the seller's invoicing details: the
 * sender is the shipment's origin address under the seller's company name, with the seller's
 * VAT, EORI and IOSS numbers.
 */
export const customsDocumentDataOf = (input: {
  invoice: {
    invoiceNumber: string;
    issuedOn: string;
    category: Category;
    exportReason: Category;
    incoterm: Incoterm;
    currency: string;
    items: z.infer<typeof customsItemSchema>[];
    totalValue: number;
    recipientTaxId: string | null;
  };
  shipment: {
    reference: string;
    fromAddress: ShipmentAddress;
    toAddress: ShipmentAddress;
    parcels: ShipmentParcel[];
    service: { carrierId: string; carrierName: string; name: string } | null;
  };
  billing: BillingClient | null;
}): CustomsDocumentData => {
  const { invoice, shipment, billing } = input;
  const sender = partyOf(shipment.fromAddress);
  const netWeightKg = invoice.items.reduce((sum, item) => sum + item.quantity * item.weight, 0);
  return {
    invoiceNumber: invoice.invoiceNumber,
    issuedOn: invoice.issuedOn,
    shipmentReference: shipment.reference,
    carrier: shipment.service ? serviceLabelOf(shipment.service) : null,
    sender: {
      ...sender,
      name: sender.name || (billing ? `${billing.firstName} ${billing.lastName}` : ''),
      company: sender.company ?? billing?.companyName ?? null,
      vatNumber: billing?.vatNumber ?? null,
      eoriNumber: billing?.eoriNumber ?? null,
      iossNumber: billing?.iossNumber ?? null,
    },
    recipient: { ...partyOf(shipment.toAddress), taxId: invoice.recipientTaxId },
    category: invoice.category,
    exportReason: invoice.exportReason,
    incoterm: invoice.incoterm,
    currency: invoice.currency,
    items: invoice.items,
    grossWeightKg: Math.max(
      netWeightKg,
      shipment.parcels.reduce((sum, parcel) => sum + parcel.weight, 0),
    ),
    postalDeclaration: customsDocumentsOf({
      carrierId: shipment.service?.carrierId ?? null,
      totalValue: invoice.totalValue,
      totalWeightKg: netWeightKg,
    }).postalDeclaration,
  };
};
