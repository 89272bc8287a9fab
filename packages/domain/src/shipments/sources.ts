/**
 * Where a shipment came from, as three upper-case letters, defined once, here.
 * `MAN` is a shipment made by hand in the checkout.
 */
export const SHIPMENT_SOURCES = {
  MAN: 'Manual',
  CSV: 'CSV import',
  API: 'API',
  AMZ: 'Amazon',
  ETS: 'Etsy',
  SHO: 'Shopify',
  WOO: 'WooCommerce',
  PRE: 'PrestaShop',
  MAG: 'Magento',
  EBY: 'eBay',
  TIK: 'TikTok Shop',
  WIX: 'Wix',
  BIG: 'BigCommerce',
  ECW: 'Ecwid',
  SHW: 'Shopware',
  ZEN: 'Zen Cart',
  ALI: 'AliExpress',
  TEM: 'Temu',
  DIS: 'Discogs',
  MIR: 'Mirakl marketplace',
  OAU: 'OAuth test marketplace',
  DUM: 'Test marketplace',
  WIZ: 'WiziShop',
  MBX: 'Marketbox',
} as const;
export type ShipmentSource = keyof typeof SHIPMENT_SOURCES;
export const SHIPMENT_SOURCE_CODES = Object.keys(SHIPMENT_SOURCES) as ShipmentSource[];
