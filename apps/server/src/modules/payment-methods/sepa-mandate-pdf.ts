import type { Language } from '@shipdeck/domain/user/language';
import { localeTexts } from '../../platform/i18n/locale-texts.ts';
import { createPdfDocument } from '../../platform/pdf/create-document.ts';
import type { PdfContent } from '../../platform/pdf/pdf-content.ts';

export type MandateParty = { name: string; lines: string[] };

/** What the mandate prints: who collects, who pays, from which account, under which reference. */
export type SepaMandateData = {
  reference: string;
  creditor: MandateParty;
  debtor: MandateParty;
  iban: string;
  bic: string;
  signedAt: Date;
  language: Language;
};

const A4 = [595.28, 841.89] as const;
const MARGIN = 50;
const WIDTH = A4[0] - 2 * MARGIN;
const KEY = 'settings.payment-direct-debit.mandate';

/** An IBAN as printed on paper: groups of four. */
const printedIban = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');

const drawParty = (content: PdfContent, title: string, party: MandateParty, top: number) => {
  content.gray(0.35);
  content.text(title, MARGIN, top, 8.5, { isBold: true });
  content.gray(0);
  let y = top + 15;
  for (const line of [party.name, ...party.lines].filter((part) => part.trim() !== ''))
    y = content.paragraph(line, MARGIN, y, 10, { maxWidth: WIDTH, lineHeight: 13 });
  return y + 10;
};

/**
 * A SEPA Core direct debit mandate on A4, in the reader's language (texts from the locale files),
 * drawn with the same renderer and font as the labels and invoices.
 */
export const renderSepaMandatePdf = async (data: SepaMandateData): Promise<Uint8Array> => {
  const t = localeTexts(data.language);
  const document = await createPdfDocument({ title: `${t(`${KEY}.title`)} ${data.reference}` });
  const content = document.page(A4);
  content.text(t(`${KEY}.title`), MARGIN, 70, 18, { isBold: true });
  let y = 100;
  const fact = (label: string, value: string) => {
    content.text(label, MARGIN, y, 9, { isBold: true });
    content.text(value, MARGIN + 160, y, 10, { maxWidth: WIDTH - 160 });
    y += 16;
  };
  fact(t(`${KEY}.reference`), data.reference);
  fact(t(`${KEY}.payment-type`), t(`${KEY}.recurrent`));
  y += 10;
  y = drawParty(content, t(`${KEY}.creditor`), data.creditor, y);
  y = drawParty(content, t(`${KEY}.debtor`), data.debtor, y);
  fact(t(`${KEY}.iban`), printedIban(data.iban));
  fact(t(`${KEY}.bic`), data.bic);
  y += 14;
  const paragraph = (text: string) => {
    y = content.paragraph(text, MARGIN, y, 9.5, { maxWidth: WIDTH, lineHeight: 13 }) + 8;
  };
  paragraph(t(`${KEY}.authorisation`, { creditor: data.creditor.name }));
  paragraph(t(`${KEY}.rights`));
  y += 10;
  const date = new Intl.DateTimeFormat(data.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    data.signedAt,
  );
  fact(t(`${KEY}.date`), date);
  y += 30;
  content.lineWidth(0.6).line(MARGIN, y, MARGIN + 240, y);
  content.text(t(`${KEY}.signature`), MARGIN, y + 14, 9);
  return document.save();
};
