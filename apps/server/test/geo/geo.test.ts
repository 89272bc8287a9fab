import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { type SignedUp, signUp } from '../helpers/clients.ts';

describe('countries, postal zones and postcode look-ups', async () => {
  const app = await buildTestApp();
  let seller: SignedUp;

  beforeAll(async () => {
    seller = await signUp(app);
  });

  const get = (url: string, headers: SignedUp['headers'] | null = seller.headers) =>
    app.inject({ method: 'GET', url: `/api/v1${url}`, ...(headers ? { headers } : {}) });
  const ok = async (url: string) => {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('lists every ISO country named and sorted in the language', async () => {
    for (const [language, spain, germany] of [
      ['en', 'Spain', 'Germany'],
      ['fr', 'Espagne', 'Allemagne'],
      ['de', 'Spanien', 'Deutschland'],
      ['es', 'España', 'Alemania'],
      ['it', 'Spagna', 'Germania'],
      ['nl', 'Spanje', 'Duitsland'],
      ['tr', 'İspanya', 'Almanya'],
      ['hu', 'Spanyolország', 'Németország'],
      ['pt', 'Espanha', 'Alemanha'],
    ]) {
      const countries = (await ok(`/countries?language=${language}`)) as {
        alpha2Code: string;
        name: string;
      }[];
      expect(countries).toHaveLength(250);
      expect(countries.find((c) => c.alpha2Code === 'ES')!.name).toBe(spain);
      expect(countries.find((c) => c.alpha2Code === 'DE')!.name).toBe(germany);
      const names = countries.map((c) => c.name);
      expect(names).toEqual([...names].sort(new Intl.Collator(language).compare));
    }
    const spain = ((await ok('/countries')) as { alpha2Code: string }[]).find((c) => c.alpha2Code === 'ES');
    expect(spain).toEqual({
      id: 'ES',
      alpha2Code: 'ES',
      name: 'Spain',
      isEu: true,
      hasPostalCodes: true,
      postalCodeExample: '28001',
      phonePrefix: '+34',
    });
  });

  it('finds countries by a name in any language, an alias or the code, best match first', async () => {
    const codesFor = async (query: string, language = 'en') =>
      (
        (await ok(`/countries?language=${language}&q=${encodeURIComponent(query)}`)) as {
          alpha2Code: string;
        }[]
      ).map((country) => country.alpha2Code);
    expect((await codesFor('Tur')).slice(0, 2)).toEqual(['TR', 'TM']);
    expect((await codesFor('türkiye'))[0]).toBe('TR');
    expect((await codesFor('usa'))[0]).toBe('US');
    expect((await codesFor('england'))[0]).toBe('GB');
    expect((await codesFor('holland', 'de'))[0]).toBe('NL');
    expect((await codesFor('espana', 'fr'))[0]).toBe('ES');
    expect((await codesFor('GB'))[0]).toBe('GB');
    const [germany] = (await ok('/countries?language=fr&q=deutsch')) as {
      alpha2Code: string;
      name: string;
    }[];
    expect(germany).toMatchObject({ alpha2Code: 'DE', name: 'Allemagne', isEu: true });
    expect(await codesFor('qqq')).toEqual([]);
    const tooLong = await get(`/countries?q=${'a'.repeat(61)}`);
    expect(tooLong.statusCode).toBe(400);
  });

  it('accepts a UI locale for the language and refuses an unknown one', async () => {
    const countries = (await ok('/countries?language=en-GB')) as { alpha2Code: string; name: string }[];
    expect(countries.find((c) => c.alpha2Code === 'GB')!.name).toBe('United Kingdom');
    const response = await get('/countries?language=xx');
    expect(response.statusCode).toBe(400);
    expect(response.json().messages[0]).toMatchObject({
      field: 'language',
      message: 'form.error.language-unknown',
    });
  });

  it('lists origins where carriers pick up, with island zones', async () => {
    const origins = (await ok('/origins?language=es')) as { id: string; name: string; isRemote: boolean }[];
    const ids = origins.map((zone) => zone.id);
    expect(ids).toEqual(expect.arrayContaining(['ES', 'ES-CN', 'ES-IB', 'FR', 'DE', 'IT', 'GB', 'PT-20']));
    expect(ids).not.toContain('US');
    expect(origins.find((zone) => zone.id === 'ES-CN')).toMatchObject({
      name: 'Islas Canarias',
      isRemote: true,
    });
  });

  it('lists every destination zone', async () => {
    const destinations = (await ok('/destinations?language=fr')) as { id: string; name: string }[];
    expect(destinations.length).toBe(250 + 7);
    expect(destinations.find((zone) => zone.id === 'FR-20R')!.name).toBe('Corse');
    expect(destinations.find((zone) => zone.id === 'US')!.name).toBe("États-Unis d'Amérique");
  });

  it('lists postal zones with their names in the nine languages', async () => {
    const zones = (await ok('/postal-zones')) as { id: string; translations: Record<string, string> }[];
    const canaries = zones.find((zone) => zone.id === 'ES-CN')!;
    expect(Object.keys(canaries.translations).sort()).toEqual([
      'de',
      'en',
      'es',
      'fr',
      'hu',
      'it',
      'nl',
      'pt',
      'tr',
    ]);
    expect(canaries.translations.de).toBe('Kanarische Inseln');
  });

  describe('postcode look-up', () => {
    it('finds postcodes starting with the query, with their towns', async () => {
      const codes = (await ok('/postal-codes?alpha2Code=ES&q=280')) as { zipCode: string; city: string }[];
      expect(codes.length).toBeGreaterThan(5);
      expect(codes.every((code) => code.zipCode.startsWith('280') && code.city === 'Madrid')).toBe(true);
      expect(codes[0]).toMatchObject({ id: `ES-${codes[0]!.zipCode}`, alpha2Code: 'ES', postalZoneId: 'ES' });
      expect(await ok('/postal-codes?alpha2Code=ES&q=280')).toEqual(codes);
    });

    it.each([
      ['FR', '750', 'Paris'],
      ['DE', '101', 'Berlin'],
      ['IT', '201', 'Milano'],
      ['BE', '10', 'Bruxelles'],
      ['NL', '101', 'Amsterdam'],
      ['PT', '1000', 'Lisboa'],
      ['AT', '10', 'Wien'],
      ['PL', '00-', 'Warszawa'],
      ['GB', 'M1', 'Manchester'],
    ])('finds %s postcodes for %s (%s)', async (country, q, city) => {
      const codes = (await ok(`/postal-codes?alpha2Code=${country}&q=${encodeURIComponent(q)}`)) as {
        city: string;
      }[];
      expect(codes.length).toBeGreaterThan(0);
      expect(codes[0]!.city).toBe(city);
    });

    it('finds postcodes by town name, accents aside', async () => {
      const codes = (await ok('/postal-codes?alpha2Code=ES&q=malaga')) as { zipCode: string; city: string }[];
      expect(codes).toContainEqual(expect.objectContaining({ zipCode: '29001', city: 'Málaga' }));
    });

    it('returns a complete postcode even when it is not in the directory', async () => {
      const codes = (await ok('/postal-codes?alpha2Code=US&q=10001')) as { zipCode: string }[];
      expect(codes).toEqual([expect.objectContaining({ zipCode: '10001' })]);
    });

    it('looks up within a postal zone', async () => {
      const canaries = (await ok('/postal-codes?postalZone=ES-CN&q=35')) as { postalZoneId: string }[];
      expect(canaries.length).toBeGreaterThan(0);
      expect(canaries.every((code) => code.postalZoneId === 'ES-CN')).toBe(true);
      expect(await ok('/postal-codes?postalZone=ES&q=35')).toEqual([]);
    });

    it.each([
      ['alpha2Code=ES&q=28A', 'q', 'form.error.postcode-invalid'],
      ['alpha2Code=ES&q=00', 'q', 'form.error.postcode-invalid'],
      ['alpha2Code=ES&q=280011', 'q', 'form.error.postcode-invalid'],
      ['alpha2Code=GB&q=Q1', 'q', 'form.error.postcode-invalid'],
      ['alpha2Code=XX&q=1', 'alpha2Code', 'form.error.country-unknown'],
      ['postalZone=ES-XX&q=1', 'postalZone', 'form.error.postal-zone-unknown'],
      ['q=280', 'alpha2Code', 'form.error.postal-zone-or-country'],
      ['alpha2Code=ES&postalZone=ES&q=280', 'alpha2Code', 'form.error.postal-zone-or-country'],
      [`alpha2Code=ES&q=${'9'.repeat(41)}`, 'q', 'form.error.max-size'],
    ])('refuses %s', async (query, field, message) => {
      const response = await get(`/postal-codes?${query}`);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().messages).toContainEqual(expect.objectContaining({ field, message }));
    });

    it('returns nothing for an empty query or a country without postcodes', async () => {
      expect(await ok('/postal-codes?alpha2Code=ES&q=')).toEqual([]);
      expect(await ok('/postal-codes?alpha2Code=AE&q=123')).toEqual([]);
    });
  });

  describe('postcode validation', () => {
    it('says whether a postcode can exist, in canonical form', async () => {
      expect(await ok('/postal-codes/validate?alpha2Code=NL&zip=1011ab')).toEqual({
        alpha2Code: 'NL',
        zip: '1011ab',
        isValid: true,
        postcode: '1011 AB',
        postalZoneId: 'NL',
        city: 'Amsterdam',
        messageKey: null,
      });
      expect(await ok('/postal-codes/validate?alpha2Code=ES&zip=35001')).toMatchObject({
        isValid: true,
        postalZoneId: 'ES-CN',
        city: 'Las Palmas de Gran Canaria',
      });
      expect(await ok('/postal-codes/validate?alpha2Code=ES&zip=60001')).toEqual({
        alpha2Code: 'ES',
        zip: '60001',
        isValid: false,
        postcode: null,
        postalZoneId: null,
        city: null,
        messageKey: 'form.error.postcode-invalid',
      });
      expect(await ok('/postal-codes/validate?alpha2Code=GB&zip=SW1A1AA')).toMatchObject({
        postcode: 'SW1A 1AA',
      });
    });

    it('refuses an unknown country', async () => {
      const response = await get('/postal-codes/validate?alpha2Code=QQ&zip=1');
      expect(response.statusCode).toBe(400);
    });
  });

  it('needs a signed-in client on every geo route', async () => {
    for (const url of [
      '/countries',
      '/origins',
      '/destinations',
      '/postal-zones',
      '/postal-codes?alpha2Code=ES&q=28',
      '/postal-codes/validate?alpha2Code=ES&zip=28001',
    ]) {
      const response = await get(url, null);
      expect(response.statusCode, url).toBe(401);
    }
  });
});
