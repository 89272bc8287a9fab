import { DEFAULT_LANGUAGE, fromClientLanguage } from '@shipdeck/domain/user/language';

/** The text message carrying a code, in each UI language; `{brand}` and `{code}` are replaced. */
const SMS_TEXTS: Readonly<Record<string, string>> = {
  en: 'Your {brand} verification code is {code}.',
  fr: 'Votre code de vérification {brand} est {code}.',
  de: 'Ihr {brand}-Bestätigungscode lautet {code}.',
  es: 'Tu código de verificación de {brand} es {code}.',
  it: 'Il tuo codice di verifica {brand} è {code}.',
  nl: 'Je {brand}-verificatiecode is {code}.',
  tr: '{brand} doğrulama kodunuz {code}.',
  hu: 'A {brand} ellenőrző kódja: {code}.',
  pt: 'O seu código de verificação {brand} é {code}.',
};

/** The SMS in the language asked for (`es_ES`, `fr-FR`, `de`), English when there is none. */
export const smsTextOf = (input: { code: string; locale: string | undefined; brand: string }) => {
  const language = fromClientLanguage(input.locale ?? DEFAULT_LANGUAGE)
    .split('-')[0]!
    .toLowerCase();
  return (SMS_TEXTS[language] ?? SMS_TEXTS.en!).replace('{brand}', input.brand).replace('{code}', input.code);
};
