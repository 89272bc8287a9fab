/** The 'no store' choice of each question: it excludes every other choice of that question. */
export const NO_STORE = 'none';
/** The tile standing for the integrations not shown when there are too many. */
export const OTHER_PLATFORM = 'other';
/** With more than this many integrations, the first ones and an 'other' tile are shown. */
export const MAX_PLATFORM_TILES = 9;
const SHOWN_BEFORE_OTHER = 8;

/** Marketplaces of the integrations catalogue, by alias. */
export const ONBOARDING_MARKETPLACES = [
  'amazon',
  'etsy',
  'aliexpress',
  'tiktok-shop',
  'temu',
  'wizishop',
  'discogs',
  'manomano',
  'decathlon',
  'carrefour',
] as const;

/** E-commerce platforms (plugin modules) of the integrations catalogue, by alias. */
export const ONBOARDING_ECOMMERCES = [
  'shopify',
  'woocommerce',
  'prestashop',
  'magento',
  'wix',
  'bigcommerce',
  'ecwid',
  'shopware',
  'zencart',
] as const;

/** The tiles of a question: every integration up to 9, else the first 8 and 'other'. */
export const platformTiles = (integrations: readonly string[]): string[] =>
  integrations.length > MAX_PLATFORM_TILES
    ? [...integrations.slice(0, SHOWN_BEFORE_OTHER), OTHER_PLATFORM]
    : [...integrations];

/** Ticks or unticks a tile: 'no store' clears the other choices, and any store removes 'no store'. */
export const toggleStoreChoice = (chosen: readonly string[], choice: string): string[] => {
  if (chosen.includes(choice)) return chosen.filter((item) => item !== choice);
  if (choice === NO_STORE) return [NO_STORE];
  return [...chosen.filter((item) => item !== NO_STORE), choice];
};

/** The phone field shows once a store other than 'no store' is chosen in either question. */
export const isPhoneAsked = (choices: { marketplaces: readonly string[]; ecommerces: readonly string[] }) =>
  [...choices.marketplaces, ...choices.ecommerces].some((choice) => choice !== NO_STORE);

/** Submit stays disabled until at least one choice. */
export const canSubmitPlatforms = (choices: {
  marketplaces: readonly string[];
  ecommerces: readonly string[];
}) => choices.marketplaces.length + choices.ecommerces.length > 0;

/** Brand names are not translated. */
export const PLATFORM_NAMES: Record<string, string> = {
  amazon: 'Amazon',
  etsy: 'Etsy',
  aliexpress: 'AliExpress',
  'tiktok-shop': 'TikTok Shop',
  temu: 'Temu',
  wizishop: 'WiziShop',
  discogs: 'Discogs',
  manomano: 'ManoMano',
  decathlon: 'Decathlon',
  carrefour: 'Carrefour',
  shopify: 'Shopify',
  woocommerce: 'WooCommerce',
  prestashop: 'PrestaShop',
  magento: 'Magento',
  wix: 'Wix',
  bigcommerce: 'BigCommerce',
  ecwid: 'Ecwid',
  shopware: 'Shopware',
  zencart: 'Zen Cart',
};
