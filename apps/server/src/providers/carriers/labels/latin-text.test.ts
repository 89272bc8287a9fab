import { describe, expect, it } from 'vitest';
import { latinText } from './latin-text.ts';

describe('Latin text for carriers', () => {
  it.each([
    ['Γιώργος Παπαδόπουλος', 'GR', 'Giorgos Papadopoulos'],
    ['Ελένη Κωνσταντίνου, Θεσσαλονίκη', 'GR', 'Eleni Konstantinou, Thessaloniki'],
    ['Οδός Χαλκοκονδύλη 12, Αθήνα', 'GR', 'Odos Chalkokondyli 12, Athina'],
    ['Иван Петров', 'BG', 'Ivan Petrov'],
    ['Жълтеница, ул. Щастлива 5', 'BG', 'Zhaltenitsa, ul. Shtastliva 5'],
    ['Григорій Шевченко, Київ', 'UA', 'Hryhorii Shevchenko, Kyiv'],
    ['Мария Сергеевна', 'RS', 'Mariya Sergeevna'],
  ])('writes %j (%s) as %j', (text, country, expected) => {
    expect(latinText(text, country)).toBe(expected);
  });

  it.each([
    'İsmail Şahin, Üsküdar',
    'Łukasz Żółkiewski',
    'Árvíztűrő Ödön',
    'Řehoř Ďuriš',
    'Șerban Țăranu',
    'Åse Ærø Øster',
    "Siobhán O'Connor",
  ])('keeps the Latin letters of %j as they are', (text) => {
    expect(latinText(text, 'TR')).toBe(text);
  });

  it('writes only the Greek or Cyrillic part of a mixed line', () => {
    expect(latinText('Flat 3, Ιωάννης Ρίτσος', 'GR')).toBe('Flat 3, Ioannis Ritsos');
  });
});
