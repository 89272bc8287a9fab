import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import {
  TAG_QUERY_MAX,
  TAG_QUERY_MIN,
  TAG_SUGGESTIONS_DELAY_MS,
  TEMPLATE_TAGS,
  type TemplateTag,
} from '@shipdeck/domain/branded-emails/branded-emails.schema';
import { suggestTags, type TagOption } from '@shipdeck/domain/branded-emails/rules/suggest-tags';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import type { SuggestionKeyDownProps, SuggestionProps } from '@tiptap/suggestion';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TagChip } from './tag-chip-extension.ts';
import { type SuggestionState, TagSuggestions } from './tag-suggestions.tsx';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Props = {
  id: string;
  label: string;
  description: string;
  error?: string;
  counter: string;
  initialHtml: string;
  onChange: (html: string) => void;
};

/**
 * The template body: Mantine's tiptap editor with undo, redo, bold, italic and underline,
 * and the tags offered after an at sign once 1 to 20 characters are typed, five at most, after the
 * 500 ms the form promises.
 */
export const TemplateBodyEditor = ({
  id,
  label,
  description,
  error,
  counter,
  initialHtml,
  onChange,
}: Props) => {
  const { t } = useTranslation();
  const tagOptions = useMemo<TagOption<TemplateTag>[]>(
    () => TEMPLATE_TAGS.map((tag) => ({ id: tag, label: t(`branded-emails.tags.${tag}`) })),
    [t],
  );
  // The editor is built once; what it calls back reads the latest values through refs.
  const optionsRef = useRef(tagOptions);
  optionsRef.current = tagOptions;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [suggestion, setSuggestion] = useState<SuggestionState | null>(null);
  const suggestionRef = useRef<SuggestionState | null>(null);
  suggestionRef.current = suggestion;

  const editor = useEditor({
    immediatelyRender: true,
    shouldRerenderOnTransaction: true,
    extensions: [
      StarterKit.configure({
        blockquote: false,
        bulletList: false,
        orderedList: false,
        listItem: false,
        listKeymap: false,
        code: false,
        codeBlock: false,
        heading: false,
        horizontalRule: false,
        strike: false,
        link: false,
      }),
      TagChip.configure({
        suggestion: {
          char: '@',
          items: async ({ query }: { query: string }) => {
            if (query.length < TAG_QUERY_MIN || query.length > TAG_QUERY_MAX) return [];
            await wait(TAG_SUGGESTIONS_DELAY_MS);
            return suggestTags(optionsRef.current, query);
          },
          render: () => {
            let latest: SuggestionProps<TagOption> | undefined;
            const show = (props: SuggestionProps<TagOption>, isLoading: boolean) => {
              latest = props;
              if (props.query.length < TAG_QUERY_MIN || props.query.length > TAG_QUERY_MAX) {
                setSuggestion(null);
                return;
              }
              setSuggestion((current) => ({
                items: props.items,
                selected:
                  current && !isLoading ? Math.min(current.selected, Math.max(props.items.length - 1, 0)) : 0,
                isLoading,
                rect: props.clientRect?.() ?? null,
                choose: (item) => props.command({ id: item.id, label: item.label }),
              }));
            };
            return {
              onBeforeStart: (props: SuggestionProps<TagOption>) => show(props, true),
              onStart: (props: SuggestionProps<TagOption>) => show(props, false),
              onBeforeUpdate: (props: SuggestionProps<TagOption>) => show(props, true),
              onUpdate: (props: SuggestionProps<TagOption>) => show(props, false),
              onKeyDown: ({ event }: SuggestionKeyDownProps) => {
                const current = suggestionRef.current;
                if (!current || !latest) return false;
                if (event.key === 'Escape') {
                  setSuggestion(null);
                  return true;
                }
                if (current.items.length === 0) return false;
                if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
                  const step = event.key === 'ArrowDown' ? 1 : -1;
                  setSuggestion({
                    ...current,
                    selected: (current.selected + step + current.items.length) % current.items.length,
                  });
                  return true;
                }
                if (event.key === 'Enter' || event.key === 'Tab') {
                  const item = current.items[current.selected];
                  if (item) current.choose(item);
                  return true;
                }
                return false;
              },
              onExit: () => setSuggestion(null),
            };
          },
        },
      }),
    ],
    content: initialHtml,
    editorProps: { attributes: { id, 'aria-label': label, 'aria-describedby': `${id}-description` } },
    onUpdate: ({ editor: current }) => onChangeRef.current(current.getHTML()),
  });

  useEffect(() => () => setSuggestion(null), []);

  return (
    <Input.Wrapper label={label} description={description} error={error} id={`${id}-wrapper`}>
      <span id={`${id}-description`} hidden>
        {description}
      </span>
      <RichTextEditor
        editor={editor}
        labels={{
          undoControlLabel: t('branded-emails.editor.toolbar.undo'),
          redoControlLabel: t('branded-emails.editor.toolbar.redo'),
          boldControlLabel: t('branded-emails.editor.toolbar.bold'),
          italicControlLabel: t('branded-emails.editor.toolbar.italic'),
          underlineControlLabel: t('branded-emails.editor.toolbar.underline'),
        }}
        mt={4}
      >
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
      <Input.Description mt={4} c={error ? 'red' : undefined}>
        {counter}
      </Input.Description>
      {suggestion ? <TagSuggestions state={suggestion} /> : null}
    </Input.Wrapper>
  );
};
