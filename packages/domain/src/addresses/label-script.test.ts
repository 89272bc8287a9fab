import { describe, expect, it } from 'vitest';
import { addressSchema, recipientRequestSchema } from './address.schema.ts';
import { AddressMessage, hasHiddenCharacters, isPrintableOnLabel } from './address-rules.ts';
import { draftAddressSchema } from './draft-address.schema.ts';

const tokyo = {
  firstName: 'Taro',
  lastName: 'Yamada',
  company: null,
  email: 'taro@example.jp',
  phone: '+81 3-1234-5678',
  street1: '1-1 Marunouchi, Chiyoda-ku',
  street2: null,
  alpha2Code: 'JP',
  zipCode: '100-0005',
  city: 'Tokyo',
  state: null,
};

describe('text a label can print', () => {
  it.each([
    ['Zoë Müller-Łukasiewicz', true],
    ['ul. Świętokrzyska 12/4', true],
    ['Çağlayan Mah. 3/5', true],
    ['Nguyễn Thị Minh Khai', true],
    ['Νίκος Παπαδόπουλος', true],
    ['Москва, ул. Тверская 7', true],
    ["O'Brien & Sons® (2nd floor) #5", true],
    ['Café', true],
    ['東京都千代田区', false],
    ['とうきょう', false],
    ['محمد', false],
    ['שלום', false],
    ['กรุงเทพ', false],
    ['서울', false],
    ['Bob 😀', false],
    ['Rue ✅ 3', false],
  ])('%j: %s', (text, expected) => {
    expect(isPrintableOnLabel(text)).toBe(expected);
  });

  it.each([
    ['firstName', '太郎'],
    ['lastName', '山田'],
    ['company', '株式会社'],
    ['street1', '千代田区丸の内1-1'],
    ['street2', 'ビル 5F'],
    ['city', '東京'],
    ['state', '東京都'],
  ])('an address with %s %j is refused on that field, wherever it is written', (field, text) => {
    const input = { ...tokyo, [field]: text };
    for (const schema of [addressSchema, recipientRequestSchema]) {
      const result = schema.safeParse({ alias: 'Taro', ...input });
      const issues = result.success ? [] : result.error.issues;
      expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([
        field,
        AddressMessage.labelScript,
      ]);
    }
    const draft = draftAddressSchema.safeParse({ [field]: text, alpha2Code: 'JP' });
    expect(draft.success ? [] : draft.error.issues.map((issue) => issue.message)).toContain(
      AddressMessage.labelScript,
    );
  });

  it('accepts the same address written in Latin letters, and an alias in any script', () => {
    expect(addressSchema.safeParse(tokyo).success).toBe(true);
    expect(recipientRequestSchema.safeParse({ ...tokyo, alias: '山田さん' }).success).toBe(true);
  });
});

describe('characters nobody sees', () => {
  it.each([
    ['Shop\u0007', true],
    ['\u001B[31mRed', true],
    ['Rue de l’Église\r\nBâtiment B', false],
    ['Shop\t1', false],
    ['Mar\u202Etin', true],
    ['\u200F', true],
    ['Pa\u200Bris', true],
    ['Luc 👨‍👩‍👧', false],
    ['Zoë Müller-Łukasiewicz', false],
  ])('%j: %s', (text, expected) => {
    expect(hasHiddenCharacters(text)).toBe(expected);
  });

  it('refuses them in every printed field and the alias, with their own message, in the forms and the drafts alike', () => {
    for (const field of ['firstName', 'lastName', 'company', 'street1', 'street2', 'city']) {
      const result = recipientRequestSchema.safeParse({ ...tokyo, alias: 'Taro', [field]: 'Taro\u202Ex' });
      expect(
        result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
      ).toEqual([[field, AddressMessage.hiddenCharacters]]);
      const draft = draftAddressSchema.safeParse({ [field]: 'Taro\u200Bx' });
      expect(draft.success ? [] : draft.error.issues.map((issue) => issue.message)).toEqual([
        AddressMessage.hiddenCharacters,
      ]);
    }
    const alias = recipientRequestSchema.safeParse({ ...tokyo, alias: '\u200F' });
    expect(alias.success ? [] : alias.error.issues.map((issue) => issue.message)).toEqual([
      AddressMessage.hiddenCharacters,
    ]);
  });
});
