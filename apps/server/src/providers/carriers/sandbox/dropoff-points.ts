import type { DropoffPoint } from '@shipdeck/domain/carriers/carriers.schema';
import { placeOf } from '@shipdeck/domain/geo/postcode-directory';
import { checkPostcode } from '@shipdeck/domain/geo/postcode-formats';
import type { Package } from '@shipdeck/domain/parcels/parcel-rules';
import type { CarrierDefinition, ServiceDefinition } from './catalogue.schema.ts';
import { CLOSING_POINT_INDEX, hasClosingDropoffPoint } from './magic-values.ts';
import { compactPostcode, hash32, unitHash } from './sandbox-text.ts';

/**
 * Drop-off and pick-up points generated from the carrier and the postcode alone: the same query
 * always yields the same points (ids, names, addresses, hours, coordinates), with nothing stored.
 */
export const POINTS_PER_SEARCH = 8;
/**
 * What a point can hold, like real networks: a locker's largest compartment (the service's box, else
 * 64 x 41 x 38 cm) up to 25 kg; a small shop (every third shop) up to 10 kg and 60 cm on the longest
 * side, what fits behind its counter; other shops and post offices what the service carries.
 */
const LOCKER_BOX_CM = [64, 41, 38] as const;
const LOCKER_MAX_KG = 25;
const SMALL_SHOP_MAX_KG = 10;
const SMALL_SHOP_MAX_SIDE_CM = 60;

type PointKind = DropoffPoint['type'];

const POSTAL_CARRIERS = new Set(['correos', 'poste-italiane', 'colissimo', 'bpost', 'postnl', 'royal-mail']);

const kindOf = (carrier: CarrierDefinition, index: number): PointKind => {
  if (carrier.id === 'inpost') return 'LOCKER';
  if (POSTAL_CARRIERS.has(carrier.id)) return index % 3 === 0 ? 'POST_OFFICE' : 'PICKUP_POINT';
  return index % 4 === 3 ? 'LOCKER' : 'PICKUP_POINT';
};

type Locale = {
  shops: readonly string[];
  surnames: readonly string[];
  streets: readonly string[];
  postOffice: string;
  locker: string;
  address: (street: string, number: number) => string;
  /** Shop hours Monday to Friday, and Saturday. */
  hours: readonly [string, string][];
};

const numberAfter = (street: string, number: number) => `${street}, ${number}`;
const numberBefore = (street: string, number: number) => `${number} ${street}`;
const numberAfterPlain = (street: string, number: number) => `${street} ${number}`;

const LOCALES: Readonly<Record<string, Locale>> = {
  ES: {
    shops: [
      'Papelería',
      'Estanco',
      'Droguería',
      'Ferretería',
      'Floristería',
      'Bazar',
      'Librería',
      'Tintorería',
    ],
    surnames: [
      'García',
      'Martínez',
      'López',
      'Sánchez',
      'Pérez',
      'Gómez',
      'Ruiz',
      'Díaz',
      'Moreno',
      'Navarro',
    ],
    streets: [
      'Calle Mayor',
      'Avenida de la Constitución',
      'Calle Real',
      'Calle del Carmen',
      'Plaza de España',
      'Calle San Francisco',
    ],
    postOffice: 'Oficina de Correos',
    locker: 'Citypaq',
    address: numberAfter,
    hours: [
      ['09:30-14:00, 17:00-20:30', '10:00-14:00'],
      ['09:00-21:00', '09:00-14:00'],
    ],
  },
  FR: {
    shops: ['Tabac-Presse', 'Librairie', 'Pressing', 'Épicerie', 'Fleuriste', 'Cordonnerie', 'Papeterie'],
    surnames: [
      'Martin',
      'Bernard',
      'Dubois',
      'Thomas',
      'Robert',
      'Richard',
      'Petit',
      'Durand',
      'Leroy',
      'Moreau',
    ],
    streets: [
      'Rue de la République',
      'Avenue Jean Jaurès',
      'Rue Victor Hugo',
      'Boulevard Gambetta',
      'Rue Pasteur',
      'Place de la Mairie',
    ],
    postOffice: 'Bureau de poste',
    locker: 'Consigne Pickup',
    address: numberBefore,
    hours: [
      ['09:00-12:30, 14:00-19:00', '09:00-12:30'],
      ['08:00-20:00', '09:00-19:00'],
    ],
  },
  DE: {
    shops: ['Kiosk', 'Schreibwaren', 'Getränkemarkt', 'Blumen', 'Reinigung', 'Lotto-Toto'],
    surnames: [
      'Müller',
      'Schmidt',
      'Schneider',
      'Fischer',
      'Weber',
      'Meyer',
      'Wagner',
      'Becker',
      'Hoffmann',
      'Koch',
    ],
    streets: ['Hauptstraße', 'Bahnhofstraße', 'Schulstraße', 'Gartenstraße', 'Dorfstraße', 'Lindenstraße'],
    postOffice: 'Postfiliale',
    locker: 'Packstation',
    address: numberAfterPlain,
    hours: [
      ['08:00-18:30', '09:00-13:00'],
      ['07:00-20:00', '08:00-16:00'],
    ],
  },
  IT: {
    shops: ['Tabaccheria', 'Edicola', 'Cartoleria', 'Ferramenta', 'Fioreria', 'Lavanderia'],
    surnames: [
      'Rossi',
      'Russo',
      'Ferrari',
      'Esposito',
      'Bianchi',
      'Romano',
      'Colombo',
      'Ricci',
      'Marino',
      'Greco',
    ],
    streets: ['Via Roma', 'Via Garibaldi', 'Corso Italia', 'Via Mazzini', 'Via Cavour', 'Piazza del Popolo'],
    postOffice: 'Ufficio Postale',
    locker: 'Punto Locker',
    address: numberAfter,
    hours: [
      ['08:30-13:00, 15:30-19:30', '08:30-13:00'],
      ['07:00-20:00', '08:00-13:00'],
    ],
  },
  NL: {
    shops: ['Tabakszaak', 'Boekhandel', 'Drogisterij', 'Bloemenwinkel', 'Supermarkt', 'Stomerij'],
    surnames: [
      'de Jong',
      'Jansen',
      'de Vries',
      'van den Berg',
      'Bakker',
      'Visser',
      'Smit',
      'Meijer',
      'de Boer',
      'Mulder',
    ],
    streets: ['Kerkstraat', 'Dorpsstraat', 'Stationsweg', 'Molenstraat', 'Schoolstraat', 'Marktplein'],
    postOffice: 'PostNL-punt',
    locker: 'Pakketautomaat',
    address: numberAfterPlain,
    hours: [
      ['09:00-18:00', '09:00-17:00'],
      ['08:00-21:00', '08:00-20:00'],
    ],
  },
  BE: {
    shops: ['Librairie', 'Dagbladhandel', 'Nachtwinkel', 'Bloemen', 'Pressing', 'Épicerie'],
    surnames: [
      'Peeters',
      'Janssens',
      'Maes',
      'Jacobs',
      'Dubois',
      'Lambert',
      'Dupont',
      'Claes',
      'Wouters',
      'Goossens',
    ],
    streets: [
      'Rue de la Station',
      'Stationsstraat',
      'Kerkstraat',
      'Chaussée de Bruxelles',
      'Grand-Place',
      'Nieuwstraat',
    ],
    postOffice: 'Bureau de poste / Postkantoor',
    locker: 'Distributeur de colis',
    address: numberAfterPlain,
    hours: [
      ['08:30-18:30', '09:00-16:00'],
      ['07:00-20:00', '08:00-18:00'],
    ],
  },
  PT: {
    shops: ['Papelaria', 'Tabacaria', 'Drogaria', 'Florista', 'Mercearia', 'Lavandaria'],
    surnames: [
      'Silva',
      'Santos',
      'Ferreira',
      'Pereira',
      'Oliveira',
      'Costa',
      'Rodrigues',
      'Martins',
      'Sousa',
      'Fernandes',
    ],
    streets: [
      'Rua Direita',
      'Avenida da Liberdade',
      'Rua do Comércio',
      'Rua de Santo António',
      'Largo da Igreja',
      'Rua Nova',
    ],
    postOffice: 'Loja CTT',
    locker: 'Cacifo',
    address: numberAfter,
    hours: [
      ['09:00-13:00, 14:30-19:00', '09:00-13:00'],
      ['08:00-20:00', '09:00-13:00'],
    ],
  },
  PL: {
    shops: ['Kiosk', 'Sklep papierniczy', 'Kwiaciarnia', 'Drogeria', 'Pralnia', 'Sklep spożywczy'],
    surnames: [
      'Nowak',
      'Kowalski',
      'Wiśniewski',
      'Wójcik',
      'Kowalczyk',
      'Kamiński',
      'Lewandowski',
      'Zieliński',
      'Szymański',
      'Woźniak',
    ],
    streets: ['ul. Długa', 'ul. Polna', 'ul. Leśna', 'ul. Słoneczna', 'ul. Krótka', 'ul. Szkolna'],
    postOffice: 'Placówka pocztowa',
    locker: 'Paczkomat',
    address: numberAfterPlain,
    hours: [
      ['09:00-19:00', '09:00-14:00'],
      ['06:00-22:00', '07:00-20:00'],
    ],
  },
};

const ENGLISH: Locale = {
  shops: ['Newsagent', 'Convenience Store', 'Dry Cleaners', 'Florist', 'Pharmacy', 'Hardware'],
  surnames: [
    'Smith',
    'Jones',
    'Taylor',
    'Brown',
    'Williams',
    'Wilson',
    'Johnson',
    'Davies',
    'Evans',
    'Walker',
  ],
  streets: ['High Street', 'Station Road', 'Church Lane', 'Victoria Road', 'Park Road', 'Market Square'],
  postOffice: 'Post Office',
  locker: 'Parcel Locker',
  address: numberBefore,
  hours: [
    ['09:00-17:30', '09:00-13:00'],
    ['07:00-22:00', '08:00-20:00'],
  ],
};

const localeOf = (country: string) =>
  LOCALES[country === 'AT' ? 'DE' : country === 'LU' ? 'FR' : country] ?? ENGLISH;

const lockerBrand = (carrier: CarrierDefinition, locale: Locale) => {
  if (carrier.id === 'inpost') return 'InPost Paczkomat';
  return POSTAL_CARRIERS.has(carrier.id) ? locale.locker : `${carrier.name} Locker`;
};

const pick = <T>(items: readonly T[], seed: string): T => items[hash32(seed) % items.length]!;

const openingTimesOf = (kind: PointKind, locale: Locale, seed: string): DropoffPoint['openingTimes'] => {
  const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
  if (kind === 'LOCKER') return days.map((day) => ({ day, time: '00:00-24:00' }));
  const [weekday, saturday] =
    kind === 'POST_OFFICE' ? ['08:30-20:30', '09:30-13:00'] : pick(locale.hours, seed);
  return days.map((day) => ({ day, time: day === 'sunday' ? '' : day === 'saturday' ? saturday : weekday }));
};

/** Ids are `<carrier>-<country>-<compact postcode>-<index>`, so a point can be rebuilt from its id. */
export const pointIdOf = (carrierId: string, country: string, compact: string, index: number) =>
  `${carrierId}-${country}-${compact}-${String(index).padStart(2, '0')}`;

export const parsePointId = (pointId: string) => {
  const match = /^([a-z0-9-]+)-([A-Z]{2})-([A-Z0-9]+)-(\d{2})$/.exec(pointId);
  if (!match) return null;
  return { carrierId: match[1]!, country: match[2]!, compact: match[3]!, index: Number(match[4]) };
};

/** Points further away sit in neighbouring postcodes of the same hundred (28001 → 28003, 28099). */
const nearbyPostcode = (country: string, compact: string, index: number) => {
  if (index < 3 || !/^\d{3,}$/.test(compact)) return compact;
  const value = Number(compact);
  const delta = (index % 2 === 0 ? 1 : -1) * (1 + (hash32(`${compact}${index}`) % 3));
  const lastTwo = ((((value % 100) + delta) % 100) + 100) % 100 || 1;
  const shifted = String(value - (value % 100) + lastTwo).padStart(compact.length, '0');
  return checkPostcode(country, shifted).isValid ? shifted : compact;
};

const buildPoint = (
  carrier: CarrierDefinition,
  country: string,
  compact: string,
  index: number,
): DropoffPoint | null => {
  const base = placeOf(country, compact);
  if (!base) return null;
  const seed = `${carrier.id}:${country}:${compact}:${index}`;
  const locale = localeOf(country);
  const kind = index === CLOSING_POINT_INDEX ? 'PICKUP_POINT' : kindOf(carrier, index);
  const zip = nearbyPostcode(country, compact, index);
  const check = checkPostcode(country, zip);
  const place = placeOf(country, zip) ?? base;
  const order = index === CLOSING_POINT_INDEX ? POINTS_PER_SEARCH : index;
  const distanceMetres = 120 + order * 340 + (hash32(`${seed}:d`) % 250);
  const bearing = unitHash(`${seed}:b`) * 2 * Math.PI;
  const latitude = base.latitude + (Math.cos(bearing) * distanceMetres) / 111_320;
  const longitude =
    base.longitude +
    (Math.sin(bearing) * distanceMetres) / (111_320 * Math.cos((base.latitude * Math.PI) / 180));
  const businessName =
    kind === 'LOCKER'
      ? `${lockerBrand(carrier, locale)} ${place.city.slice(0, 3).toUpperCase()}${String(hash32(seed) % 1000).padStart(3, '0')}`
      : kind === 'POST_OFFICE'
        ? `${locale.postOffice} ${place.city}${index > 0 ? ` ${index}` : ''}`
        : `${pick(locale.shops, `${seed}:s`)} ${pick(locale.surnames, `${seed}:n`)}`;
  return {
    id: pointIdOf(carrier.id, country, compact, index),
    carrierId: carrier.id,
    type: kind,
    businessName,
    address: locale.address(pick(locale.streets, `${seed}:r`), 1 + (hash32(`${seed}:h`) % 120)),
    zipCode: check.isValid ? check.postcode : zip,
    city: place.city,
    country,
    openingTimes: openingTimesOf(kind, locale, seed),
    coordinates: { latitude: Math.round(latitude * 1e6) / 1e6, longitude: Math.round(longitude * 1e6) / 1e6 },
    distanceMetres,
  };
};

const acceptsParcels = (
  point: DropoffPoint,
  index: number,
  service: ServiceDefinition,
  packages: readonly Package[],
): boolean => {
  if (point.type === 'LOCKER') {
    const box = [...(service.maxBoxCm ?? LOCKER_BOX_CM)].sort((a, b) => b - a);
    return packages.every((parcel) => {
      const sides = [parcel.length, parcel.width, parcel.height].sort((a, b) => b - a);
      return (
        parcel.weight <= LOCKER_MAX_KG && sides[0]! <= box[0]! && sides[1]! <= box[1]! && sides[2]! <= box[2]!
      );
    });
  }
  if (point.type === 'PICKUP_POINT' && index % 3 === 2)
    return packages.every(
      (parcel) =>
        parcel.weight <= SMALL_SHOP_MAX_KG &&
        Math.max(parcel.length, parcel.width, parcel.height) <= SMALL_SHOP_MAX_SIDE_CM,
    );
  return true;
};

/** Whether a point can hold every parcel; a point chosen for other parcels may no longer. */
export const pointTakesParcels = (
  point: DropoffPoint,
  service: ServiceDefinition,
  packages: readonly Package[],
): boolean => acceptsParcels(point, parsePointId(point.id)?.index ?? 0, service, packages);

/** The points of a carrier near a postcode that take the given parcels, nearest first. */
export const generateDropoffPoints = (options: {
  carrier: CarrierDefinition;
  service: ServiceDefinition;
  country: string;
  zip: string;
  packages?: readonly Package[];
}): DropoffPoint[] => {
  const { carrier, service, country, packages = [] } = options;
  const compact = compactPostcode(options.zip);
  const indexes = [...Array(POINTS_PER_SEARCH).keys()];
  if (hasClosingDropoffPoint(compact)) indexes.push(CLOSING_POINT_INDEX);
  return indexes.flatMap((index) => {
    const point = buildPoint(carrier, country, compact, index);
    return point && acceptsParcels(point, index, service, packages) ? [point] : [];
  });
};

/** Rebuilds one point from its id; null when the id is not one this carrier could have given. */
export const dropoffPointById = (carrier: CarrierDefinition, pointId: string): DropoffPoint | null => {
  const parsed = parsePointId(pointId);
  if (!parsed || parsed.carrierId !== carrier.id) return null;
  if (parsed.index >= POINTS_PER_SEARCH && parsed.index !== CLOSING_POINT_INDEX) return null;
  if (parsed.index === CLOSING_POINT_INDEX && !hasClosingDropoffPoint(parsed.compact)) return null;
  if (!checkPostcode(parsed.country, parsed.compact).isValid) return null;
  return buildPoint(carrier, parsed.country, parsed.compact, parsed.index);
};
