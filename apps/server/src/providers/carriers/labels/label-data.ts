import type { PostalDeclaration } from '@shipdeck/domain/customs/rules/customs-documents';

/** Page layouts a label PDF can be printed in (the printing format setting). */
export const LabelFormat = {
  A4: 'A4',
  Thermal4x6: '4x6',
  CombinedA4: 'COMBINED_A4',
} as const;
export type LabelFormat = (typeof LabelFormat)[keyof typeof LabelFormat];

export type LabelAddress = {
  name: string;
  company?: string | null;
  street: string;
  street2?: string | null;
  postcode: string;
  city: string;
  state?: string | null;
  /** ISO 3166-1 alpha-2, e.g. `ES`. */
  country: string;
  phone?: string | null;
};

export type LabelCarrier = {
  /** Catalogue id, e.g. `ups`, `correos-express`; picks the logo mark and the tracking-number format. */
  id: string;
  name: string;
  /** `#RRGGBB`; defaults to the carrier's brand-like colour from `carrier-marks.ts`. */
  colour?: string | null;
  /** Two to four letters drawn in the logo mark; defaults from `carrier-marks.ts`. */
  monogram?: string | null;
};

export type LabelPickupPoint = {
  /** The carrier's id of the point, printed so the hub routes the parcel to it. */
  id: string;
  /** Printed as the kind of place; a pick-up point when absent. */
  type?: 'PICKUP_POINT' | 'LOCKER' | 'POST_OFFICE' | null;
  name: string;
  street: string;
  postcode: string;
  city: string;
  country: string;
};

export type LabelCustoms = {
  /** Paperless: the carrier received the customs data electronically, no printed documents needed. */
  isPaperless?: boolean;
  /**
   * The UPU declaration a post carries with the commercial invoice (`CN22` or `CN23`); none for a
   * courier, which takes the commercial invoice alone.
   */
  documentType?: PostalDeclaration | null;
};

/** Everything printed on one parcel's label. */
export type LabelData = {
  carrier: LabelCarrier;
  serviceName: string;
  sender: LabelAddress;
  /**
   * Who receives the parcel. With a `pickupPoint` the point is the delivery address and only the
   * recipient's name and phone are printed, as the person the carrier notifies.
   */
  recipient: LabelAddress;
  parcel: {
    /** 1-based. */
    index: number;
    count: number;
    weightGrams: number;
  };
  /** Our shipment reference. */
  reference: string;
  trackingNumber: string;
  /** Encoded in the QR code; the QR carries the reference when absent. */
  trackingUrl?: string | null;
  /** ISO date (YYYY-MM-DD) the parcel is collected or dropped off. */
  shipDate: string;
  estimatedDeliveryDate?: string | null;
  /** A pick-up point or locker the carrier delivers to instead of the recipient's door. */
  pickupPoint?: LabelPickupPoint | null;
  /** Where the seller hands the parcel in, for services dropped off at origin. */
  dropoffPoint?: LabelPickupPoint | null;
  customs?: LabelCustoms | null;
};

export type RenderLabelsInput = {
  labels: readonly LabelData[];
  format: LabelFormat;
};
