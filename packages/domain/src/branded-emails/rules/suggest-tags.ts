import { TAG_QUERY_MAX, TAG_QUERY_MIN, TAG_SUGGESTIONS_MAX } from '../branded-emails.schema.ts';

export type TagOption<T extends string = string> = { id: T; label: string };

/**
 * The tags offered after an at sign: only for 1 to 20 typed characters, those whose label
 * or name holds the typed text, alphabetical by label, five at most.
 */
export const suggestTags = <T extends string>(
  options: readonly TagOption<T>[],
  query: string,
): TagOption<T>[] => {
  if (query.length < TAG_QUERY_MIN || query.length > TAG_QUERY_MAX) return [];
  const needle = query.toLocaleLowerCase();
  return options
    .filter(
      (option) =>
        option.label.toLocaleLowerCase().includes(needle) || option.id.toLocaleLowerCase().includes(needle),
    )
    .sort((a, b) => a.label.localeCompare(b.label))
    .slice(0, TAG_SUGGESTIONS_MAX);
};
