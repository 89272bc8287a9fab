/**
 * Where an integration's tutorial video, its poster and its subtitles are found on the operator's
 * video CDN, each with what to use when it does not load:
 * - the video as MP4, then WebM (the browser tries them in order);
 * - the CDN's poster, then the app's own plain poster;
 * - subtitles in the user's language, then English.
 * No CDN configured means no video: the written guide stands alone.
 */
export type TutorialVideo = {
  sources: readonly { src: string; type: string }[];
  posters: readonly string[];
  subtitles: readonly { src: string; language: string }[];
};

/** The poster the app serves itself, shown when the CDN's does not load. */
export const FALLBACK_POSTER = '/tutorial-poster.svg';

const FALLBACK_SUBTITLES_LANGUAGE = 'en';

/** 'pt-BR' → 'pt', 'en-GB' → 'en': subtitle files are per language, not per region. */
const subtitleLanguageOf = (language: string) => language.split('-')[0]!.toLowerCase() || 'en';

export const tutorialVideoOf = (input: {
  alias: string;
  baseUrl: string | null;
  language: string;
}): TutorialVideo | null => {
  if (!input.baseUrl) return null;
  const base = `${input.baseUrl.replace(/\/+$/, '')}/${encodeURIComponent(input.alias)}`;
  const language = subtitleLanguageOf(input.language);
  const languages = [...new Set([language, FALLBACK_SUBTITLES_LANGUAGE])];
  return {
    sources: [
      { src: `${base}/tutorial.mp4`, type: 'video/mp4' },
      { src: `${base}/tutorial.webm`, type: 'video/webm' },
    ],
    posters: [`${base}/poster.jpg`, FALLBACK_POSTER],
    subtitles: languages.map((code) => ({ src: `${base}/subtitles.${code}.vtt`, language: code })),
  };
};
