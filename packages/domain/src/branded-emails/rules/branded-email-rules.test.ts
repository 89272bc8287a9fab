import { describe, expect, it } from 'vitest';
import { brandedEmailContentSchema, brandSettingsRequestSchema } from '../branded-emails.schema.ts';
import { buyerLanguageOf } from './buyer-language.ts';
import { fillTags } from './fill-tags.ts';
import { logoImageTypeOf } from './image-type.ts';
import { plainTextOf } from './plain-text.ts';
import { sampleDeliveryDate } from './sample-delivery-date.ts';
import { suggestTags } from './suggest-tags.ts';

describe('plainTextOf', () => {
  it.each([
    ['<p>Hello</p>', 'Hello'],
    ['<p>a</p><p>b</p>', 'a\nb'],
    ['<p>a<br>b</p>', 'a\nb'],
    ['<p><strong>Fish</strong> &amp; chips&nbsp;!</p>', 'Fish & chips !'],
    ['<p>&#233;t&#xE9;</p>', 'été'],
    ['', ''],
  ])('%s reads as %j', (html, text) => {
    expect(plainTextOf(html)).toBe(text);
  });
});

describe('fillTags', () => {
  const values = { receiver_name: 'Ann <b>', company_name: 'Shop & Co' };
  it.each([
    ['Hi {{receiver_name}}', 'html', 'Hi Ann &lt;b&gt;'],
    ['Hi {{ receiver_name }}', 'text', 'Hi Ann <b>'],
    ['{{company_name}}', 'html', 'Shop &amp; Co'],
    ['{{tracking_id}}!', 'html', '!'],
    ['{{not_a_tag}}', 'text', ''],
    ['{ {receiver_name} }', 'text', '{ {receiver_name} }'],
  ] as const)('%s as %s gives %j', (template, as, expected) => {
    expect(fillTags(template, values, as)).toBe(expected);
  });
});

describe('logoImageTypeOf', () => {
  it.each([
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0], 'image/png'],
    [[0xff, 0xd8, 0xff, 0xe0], 'image/jpeg'],
    [[0x47, 0x49, 0x46, 0x38], null],
    [[0x3c, 0x73, 0x76, 0x67], null],
    [[0x89, 0x50], null],
    [[], null],
  ])('%j is %s', (bytes, type) => {
    expect(logoImageTypeOf(new Uint8Array(bytes))).toBe(type);
  });
});

describe('buyerLanguageOf', () => {
  it.each([
    ['ES', 'es'],
    ['fr', 'fr'],
    ['BE', 'fr'],
    ['AT', 'de'],
    ['IT', 'it'],
    ['NL', 'nl'],
    ['PT', 'pt'],
    ['TR', 'tr'],
    ['HU', 'hu'],
    ['GB', 'en-GB'],
    ['US', 'en-GB'],
    [undefined, 'en-GB'],
  ])('a parcel to %s is written in %s', (country, language) => {
    expect(buyerLanguageOf(country)).toBe(language);
  });
});

describe('suggestTags', () => {
  const options = [
    { id: 'tracking_id', label: 'Tracking number' },
    { id: 'trackings', label: 'Tracking numbers' },
    { id: 'receiver_name', label: 'Receiver name' },
    { id: 'carrier_name', label: 'Carrier name' },
    { id: 'service_name', label: 'Service name' },
    { id: 'company_name', label: 'Company name' },
    { id: 'order_id', label: 'Order id' },
  ];
  it.each([
    ['', []],
    ['name', ['Carrier name', 'Company name', 'Receiver name', 'Service name']],
    ['a', ['Carrier name', 'Company name', 'Receiver name', 'Service name', 'Tracking number']],
    ['TRACK', ['Tracking number', 'Tracking numbers']],
    ['order_', ['Order id']],
    ['x'.repeat(21), []],
    ['zzz', []],
  ])('%j suggests %j', (query, labels) => {
    expect(suggestTags(options, query).map((option) => option.label)).toEqual(labels);
  });
});

describe('sampleDeliveryDate', () => {
  it.each([
    [new Date(2026, 10, 26, 23, 30), '2026-11-29'],
    [new Date(2026, 11, 30, 8), '2027-01-02'],
    [new Date(2028, 1, 27, 12), '2028-03-01'],
  ])('three days after %s is %s', (today, expected) => {
    expect(sampleDeliveryDate(today)).toBe(expected);
  });
});

describe('brandedEmailContentSchema', () => {
  const longText = `<p>${'a'.repeat(501)}</p>`;
  it.each([
    [{ subject: 'Hi', body: '<p>ok</p>' }, null],
    [{ subject: '  ', body: '' }, 'form.error.required'],
    [{ subject: 'Hi', body: `<p>${'a'.repeat(500)}</p>` }, null],
    [{ subject: 'Hi', body: longText }, 'branded-emails.error.body-too-long'],
    [{ subject: 'Hi', body: `<p><strong>${'a'.repeat(250)}</strong>${'b'.repeat(250)}</p>` }, null],
  ])('%j → %s', (input, message) => {
    const result = brandedEmailContentSchema.safeParse(input);
    expect(result.success ? null : result.error.issues[0]?.message).toBe(message);
  });
});

describe('brandSettingsRequestSchema', () => {
  it.each([
    [{ companyName: 'Shop', companyReplyToEmail: 'a@b.co' }, null],
    [{ companyName: 'x'.repeat(251), companyReplyToEmail: '' }, 'form.error.max-length'],
    [{ companyName: 'Shop', companyReplyToEmail: 'not-mail' }, 'form.error.email-invalid'],
    [{ companyName: 'Shop', companyReplyToEmail: `${'a'.repeat(45)}@b.com` }, 'form.error.max-length'],
    [
      { companyName: 'Shop', companyReplyToEmail: '', companyLogo: 'a'.repeat(266_700) },
      'branded-emails.error.logo-too-big',
    ],
    [{ companyName: 'Shop', companyReplyToEmail: '', companyLogo: null }, null],
  ])('%#: %s', (input, message) => {
    const result = brandSettingsRequestSchema.safeParse(input);
    expect(result.success ? null : result.error.issues[0]?.message).toBe(message);
  });
});
