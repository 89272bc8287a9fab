import { customsDocumentsOf } from '@shipdeck/domain/customs/rules/customs-documents';
import { localDateAt } from '@shipdeck/domain/geo/time-zone';
import { renderPdf } from '../../../platform/workers/pdf-pool.ts';
import type { LabelParty, LabelPoint, LabelRequest, LabelResult } from '../carrier-provider.ts';
import type { CatalogueService } from '../sandbox/catalogue.ts';
import { routeOf } from '../sandbox/rating.ts';
import type { LabelAddress, LabelData, LabelPickupPoint } from './label-data.ts';
import { latinText, latinTextOrNull } from './latin-text.ts';
import { generateTrackingNumber } from './tracking-number.ts';

export type SandboxLabelRendererOptions = {
  /** The clock a label without a ship date reads today's date from, on the sender's time zone. */
  now?: () => Date;
  /** The URL a recipient's phone opens from the QR code; without it the QR carries the reference. */
  trackingUrl?: (parcel: { carrierId: string; reference: string; trackingNumber: string }) => string | null;
};

/** What a shipment can add to a label request beyond the provider contract. */
export type LabelRequestExtras = {
  shipDate?: string;
  estimatedDeliveryDate?: string | null;
};

// Greek and Cyrillic names and addresses are written in Latin letters for the carrier.
const addressOf = (party: LabelParty): LabelAddress => ({
  name: latinText(party.name, party.country),
  company: latinTextOrNull(party.company ?? null, party.country),
  street: latinText(party.street1, party.country),
  street2: latinTextOrNull(party.street2 ?? null, party.country),
  postcode: party.zipCode,
  city: latinText(party.city, party.country),
  state: party.state ?? null,
  country: party.country,
  phone: party.phone ?? null,
});

const pointOf = (point: LabelPoint): LabelPickupPoint => ({
  id: point.id,
  type: point.type,
  name: point.name,
  street: point.street1,
  postcode: point.zipCode,
  city: point.city,
  country: point.country,
});

/**
 * The label data of every parcel of a request, one label per parcel, with tracking numbers in the
 * carrier's format derived from the shipment reference and the parcel's 1-based index.
 */
export const labelDataFor = (
  request: LabelRequest & LabelRequestExtras,
  { carrier, service }: CatalogueService,
  options: SandboxLabelRendererOptions = {},
): LabelData[] => {
  const route = routeOf(
    { country: request.sender.country, zip: request.sender.zipCode },
    { country: request.recipient.country, zip: request.recipient.zipCode },
  );
  const customs = route.customsRequired
    ? {
        isPaperless: service.customs === 'paperless',
        documentType: customsDocumentsOf({
          carrierId: carrier.id,
          totalValue: request.customsDeclaration?.totalValue ?? null,
          totalWeightKg: request.customsDeclaration?.netWeightKg ?? null,
        }).postalDeclaration,
      }
    : null;
  const shipDate =
    request.shipDate ??
    localDateAt(options.now?.() ?? new Date(), {
      country: request.sender.country,
      zip: request.sender.zipCode,
    });
  return request.parcels.map((parcel, index) => {
    const trackingNumber = generateTrackingNumber({
      carrierId: carrier.id,
      reference: request.reference,
      parcelIndex: index + 1,
    });
    return {
      carrier: { id: carrier.id, name: carrier.name },
      serviceName: service.name,
      sender: addressOf(request.sender),
      recipient: addressOf(request.recipient),
      parcel: {
        index: index + 1,
        count: request.parcels.length,
        weightGrams: Math.round(parcel.weight * 1000),
      },
      reference: request.reference,
      trackingNumber,
      trackingUrl:
        options.trackingUrl?.({ carrierId: carrier.id, reference: request.reference, trackingNumber }) ??
        null,
      shipDate,
      estimatedDeliveryDate: request.estimatedDeliveryDate ?? null,
      pickupPoint: request.deliveryPoint ? pointOf(request.deliveryPoint) : null,
      dropoffPoint: request.originPoint ? pointOf(request.originPoint) : null,
      customs,
    };
  });
};

/**
 * The sandbox carrier's label renderer: plug it into `new SandboxCarrierProvider({ renderLabels })`.
 * Returns the PDF of all parcels in the requested format and their tracking numbers, in parcel order.
 */
export const createSandboxLabelRenderer =
  (options: SandboxLabelRendererOptions = {}) =>
  async (request: LabelRequest & LabelRequestExtras, catalogue: CatalogueService): Promise<LabelResult> => {
    const labels = labelDataFor(request, catalogue, options);
    return {
      trackingNumbers: labels.map((label) => label.trackingNumber),
      pdf: await renderPdf({ kind: 'labels', input: { labels, format: request.format } }),
    };
  };
