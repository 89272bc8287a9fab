/** A side panel with a timed close closes itself after this long. */
export const SIDE_PANEL_TIMED_CLOSE_MS = 4000;
