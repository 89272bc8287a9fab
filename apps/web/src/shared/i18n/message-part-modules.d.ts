// One part of a catalogue (see message-parts-plugin.ts at the app's root).
declare module '*.json?part=first-screen' {
  const messages: Record<string, unknown>;
  export default messages;
}
