/**
 * The catalogue's top-level sections that the first screen (the signed-in shell and the shipments list,
 * with its loading, empty and error states) shows. They come with the app's first code; every other
 * section comes in a second part, which every other page, panel and dialog waits for before it shows.
 * A section used by the shell or the list must be named here, or its texts show as keys.
 */
export const FIRST_SCREEN_SECTIONS: readonly string[] = [
  'announcements',
  'app',
  'error',
  'filters',
  'footer',
  'form',
  'inbox',
  'integrations',
  'nav',
  'notifications',
  'settings-menu',
  'shipment-list',
  'shipment-panels',
  'shipments',
  'side-panel',
  'states',
  'toast',
];

export type MessagePart = 'first-screen' | 'later';

/** The sections of one part of a catalogue. */
export const pickMessagePart = (messages: Record<string, unknown>, part: MessagePart) =>
  Object.fromEntries(
    Object.entries(messages).filter(
      ([section]) => FIRST_SCREEN_SECTIONS.includes(section) === (part === 'first-screen'),
    ),
  );
