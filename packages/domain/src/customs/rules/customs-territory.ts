import { compactPostcode } from '../../geo/postcode-formats.ts';
import { isInCustomsUnion } from '../../geo/regions.ts';

/**
 * Whether goods sent from one place to another need customs documents (a commercial invoice, and
 * a CN22/CN23 declaration with postal services).
 *
 * Each place belongs to a goods territory: the area inside which goods move without a customs or
 * tax border. Goods crossing from one territory to another need documents; goods staying inside
 * one do not. The EU is one territory, but only where both its customs rules and its VAT rules
 * apply: a part of a member state outside either (the Canaries, Åland, Mount Athos, the French
 * overseas departments, Heligoland, Livigno, Ceuta …) is a territory of its own, so a parcel from
 * Madrid to Tenerife needs documents while one from Madrid to Mallorca does not. Such parts are
 * told apart by postcode, since addresses there usually carry their member state's country code.
 * Outside the EU every country is its own territory, apart from the customs unions listed below.
 */
export type CustomsPlace = { country: string; postcode?: string | null };

const EU = 'EU';

type PostcodeTerritory = { country: string; postcode: RegExp; territories: readonly string[] };

/** Parts of a country, found by postcode, whose goods territory is not the country's own. */
const POSTCODE_TERRITORIES: readonly PostcodeTerritory[] = [
  // Spain: the Canaries are inside the EU customs territory but outside its VAT; Ceuta and
  // Melilla are outside both.
  { country: 'ES', postcode: /^(35|38)/, territories: ['ES-CN'] },
  { country: 'ES', postcode: /^51/, territories: ['ES-CE'] },
  { country: 'ES', postcode: /^52/, territories: ['ES-ML'] },
  // Finland: the Åland Islands (postcodes 22…) are outside the EU VAT territory.
  { country: 'FI', postcode: /^22/, territories: ['AX'] },
  // Greece: Mount Athos is outside the EU VAT territory.
  { country: 'GR', postcode: /^63086$/, territories: ['GR-ATHOS'] },
  // Germany: Büsingen lies inside Swiss customs and VAT; Heligoland is outside both EU areas.
  { country: 'DE', postcode: /^78266$/, territories: ['CH'] },
  { country: 'DE', postcode: /^27498$/, territories: ['DE-HELGOLAND'] },
  // Italy: Livigno is outside EU customs and VAT, Campione d'Italia outside EU VAT; San Marino
  // and the Vatican use Italian postcodes but are not in the EU.
  { country: 'IT', postcode: /^23041$/, territories: ['IT-LIVIGNO'] },
  { country: 'IT', postcode: /^22061$/, territories: ['IT-CAMPIONE'] },
  { country: 'IT', postcode: /^4789\d$/, territories: ['SM'] },
  { country: 'IT', postcode: /^00120$/, territories: ['VA'] },
  // France: overseas departments and collectivities use 97…/98… postcodes. The departments are
  // inside EU customs but outside its VAT; the collectivities outside both. Saint-Barthélemy
  // and Saint-Martin share Guadeloupe's 971 range. Monaco (980…) is French for customs and VAT.
  { country: 'FR', postcode: /^97133/, territories: ['BL'] },
  { country: 'FR', postcode: /^97150/, territories: ['MF'] },
  { country: 'FR', postcode: /^971/, territories: ['GP'] },
  { country: 'FR', postcode: /^972/, territories: ['MQ'] },
  { country: 'FR', postcode: /^973/, territories: ['GF'] },
  { country: 'FR', postcode: /^974/, territories: ['RE'] },
  { country: 'FR', postcode: /^975/, territories: ['PM'] },
  { country: 'FR', postcode: /^976/, territories: ['YT'] },
  { country: 'FR', postcode: /^984/, territories: ['TF'] },
  { country: 'FR', postcode: /^986/, territories: ['WF'] },
  { country: 'FR', postcode: /^987/, territories: ['PF'] },
  { country: 'FR', postcode: /^988/, territories: ['NC'] },
  // Denmark: Greenland (39…) and the Faroe Islands (three digits) are outside the EU.
  { country: 'DK', postcode: /^39\d\d$/, territories: ['GL'] },
  { country: 'DK', postcode: /^\d{3}$/, territories: ['FO'] },
  // United Kingdom: Jersey and Guernsey are outside UK VAT; Gibraltar is not in the UK customs
  // territory. Northern Ireland follows EU rules for goods while staying in the UK, so goods move
  // to it without documents both from Great Britain and from the EU.
  { country: 'GB', postcode: /^JE/, territories: ['JE'] },
  { country: 'GB', postcode: /^GY/, territories: ['GG'] },
  { country: 'GB', postcode: /^GX11/, territories: ['GI'] },
  { country: 'GB', postcode: /^BT/, territories: ['GB', EU] },
];

/** Countries whose own ISO code names a territory shared with another country. */
const SHARED_TERRITORY: Readonly<Record<string, string>> = {
  // Monaco is French territory for customs and VAT.
  MC: EU,
  // Liechtenstein is in a customs and VAT union with Switzerland.
  LI: 'CH',
  // The Isle of Man shares the UK's customs and VAT territory.
  IM: 'GB',
  // Puerto Rico is inside the US customs territory.
  PR: 'US',
};

/** The goods territories a place belongs to (two only for Northern Ireland). */
export const goodsTerritoriesOf = (place: CustomsPlace): readonly string[] => {
  const postcode = compactPostcode(place.postcode ?? '');
  if (postcode) {
    const special = POSTCODE_TERRITORIES.find(
      (entry) => entry.country === place.country && entry.postcode.test(postcode),
    );
    if (special) return special.territories;
  }
  const shared = SHARED_TERRITORY[place.country];
  if (shared) return [shared];
  return [isInCustomsUnion(place.country) ? EU : place.country];
};

/** Goods sent from `from` to `to` cross a customs or tax border: customs documents are needed. */
export const isCustomsRequired = (from: CustomsPlace, to: CustomsPlace): boolean => {
  const destination = goodsTerritoriesOf(to);
  return !goodsTerritoriesOf(from).some((territory) => destination.includes(territory));
};

type AddressPlace = { alpha2Code?: string | null; zipCode?: string | null };

/**
 * The same rule over a shipment's sender and recipient addresses: false until both countries
 * are known.
 */
export const isCustomsRequiredBetween = (from: AddressPlace, to: AddressPlace): boolean =>
  Boolean(from.alpha2Code && to.alpha2Code) &&
  isCustomsRequired(
    { country: from.alpha2Code!, postcode: from.zipCode ?? null },
    { country: to.alpha2Code!, postcode: to.zipCode ?? null },
  );
