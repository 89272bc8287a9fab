/**
 * A pangram-like line per language the product serves, each with the letters that fonts and
 * encoders most often lose (Turkish İ ı ğ ş, Polish ł ż, Hungarian ő ű, Czech ř ů, Romanian ș ț
 * with the comma below, Nordic å æ ø ð þ, Greek, Cyrillic). Tests print them and read them back.
 */
export const LATIN_SAMPLES = [
  {
    language: 'Turkish',
    country: 'TR',
    text: 'İsmail Şahin, Pijamalı hasta yağız şoföre çabucak güvendi, Iğdır',
  },
  { language: 'Polish', country: 'PL', text: 'Łukasz Żółkiewski, Zażółć gęślą jaźń, Łódź' },
  { language: 'Hungarian', country: 'HU', text: 'Árvíztűrő tükörfúrógép, Őrség, Győr' },
  { language: 'Czech', country: 'CZ', text: 'Příliš žluťoučký kůň úpěl ďábelské ódy, Řehoř' },
  { language: 'Romanian', country: 'RO', text: 'Șerban Țăranu, Înșir-te mărgărite, Brașov' },
  { language: 'Nordic', country: 'IS', text: 'Åse Ærøskøbing, Øster, Þórður Guðmundsson' },
  { language: 'Baltic and South Slavic', country: 'LV', text: 'Ķēniņš Ļaudis, Ąžuolas Ėglė, Đurđa Ćorić' },
  {
    language: 'Western European',
    country: 'FR',
    text: 'Jürgen Weiß, François Lefèvre, Ñandú, João Conceição',
  },
] as const;

export const NON_LATIN_SAMPLES = [
  { language: 'Greek', country: 'GR', text: 'Ξεσκεπάζω την ψυχοφθόρα βδελυγμία, Θεσσαλονίκη' },
  { language: 'Russian', country: 'RU', text: 'Съешь же ещё этих мягких французских булок, да выпей чаю' },
  { language: 'Ukrainian and Bulgarian', country: 'UA', text: 'Григорій Шевченко, Київ, Ґанок, Жълтеница' },
] as const;
