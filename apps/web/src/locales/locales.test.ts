import { SUPPORTED_LANGUAGES } from '@shipdeck/domain/user/language';
import { describe, expect, it } from 'vitest';

type Messages = { [key: string]: string | Messages };

const files = import.meta.glob<{ default: Messages }>('./*.json', { eager: true });
const messages = (language: string) => files[`./${language}.json`]!.default;

const flatten = (tree: Messages, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value]]
        : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );

const variables = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

const source = flatten(messages('en-GB'));

/**
 * The shell and the sign-in screens are translated in every language. Areas built later
 * add their keys to en-GB first; their translations follow with each area.
 */
const SHELL_PREFIXES = [
  'app.',
  'nav.',
  'footer.',
  'auth.',
  'form.',
  'client.',
  'error.',
  'privacy.',
  'settings-menu.',
  'inbox.',
  'checkout.steps.',
  'onboarding.',
  'pages.',
  'side-panel.',
  'states.',
  'debug.',
];
const shellKeys = Object.keys(source).filter((key) =>
  SHELL_PREFIXES.some((prefix) => key.startsWith(prefix)),
);

describe('locale files', () => {
  it('has one file per UI language', () => {
    expect(Object.keys(files).sort()).toEqual(
      SUPPORTED_LANGUAGES.map((language) => `./${language}.json`).sort(),
    );
  });

  it.each(SUPPORTED_LANGUAGES.filter((language) => language !== 'en-GB'))(
    '%s translates the shell and sign-in screens, with the same placeholders as en-GB',
    (language) => {
      const translated = flatten(messages(language));
      const missing = shellKeys.filter((key) => !translated[key]?.trim());
      expect(missing, `${language} misses`).toEqual([]);
      const unknown = Object.keys(translated).filter((key) => !(key in source));
      expect(unknown, `${language} has keys en-GB lacks`).toEqual([]);
      for (const [key, text] of Object.entries(translated)) {
        expect(variables(text), `${language} ${key}`).toEqual(variables(source[key]!));
      }
    },
  );

  // The paid plan's code is PLUS, but sellers choose it, pay for it and see it on their invoices by its
  // display name: a price tag or an upsell that names another plan makes them look for one that is not there.
  it.each(SUPPORTED_LANGUAGES)('%s names the paid plan by the name the plan picker shows', (language) => {
    const translated = flatten(messages(language));
    const planName = translated['subscriptions.plan.names.silver']!;
    for (const key of [
      'checkout.service.exclusive-price',
      'checkout.service.subscriber-saving',
      'onboarding.select-plan.intro',
      'own-contract.plan.upgrade-title',
      'own-contract.plan.upgrade',
    ]) {
      expect(translated[key], `${language} ${key}`).toContain(planName);
      expect(translated[key], `${language} ${key}`).not.toMatch(/\bPlus\b/);
    }
  });
});
