import { Button, Group, Modal, Paper, Stack, Tabs, Text, TextInput } from '@mantine/core';
import {
  type BrandedEmailImplementation,
  brandedEmailContentSchema,
  EMAIL_BODY_MAX_TEXT,
  EMAIL_SUBJECT_MAX,
} from '@shipdeck/domain/branded-emails/branded-emails.schema';
import { plainTextOf } from '@shipdeck/domain/branded-emails/rules/plain-text';
import type { Language } from '@shipdeck/domain/user/language';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessageKey } from '../../../shared/i18n/api-error-text.ts';
import { showErrorToast, showSuccessToast } from '../../../shared/toasts/toasts.ts';
import { useSendTestEmail } from '../api/send-test-email.ts';
import { useUpdateBrandedEmail } from '../api/update-branded-email.ts';
import { TemplateBodyEditor } from './template-body-editor.tsx';

const languageName = (code: string, uiLanguage: string) =>
  new Intl.DisplayNames([uiLanguage], { type: 'language' }).of(code) ?? code;

type Props = {
  implementation: BrandedEmailImplementation;
  languages: readonly Language[];
  onSwitchLanguage: (language: Language) => void;
};

/**
 * One language of a template: the language tabs, subject and body, save and test send. Save is enabled
 * once something changed and nothing is wrong; switching language with unsaved changes asks to save
 * first and switches when the save is done.
 */
export const TemplateForm = ({ implementation, languages, onSwitchLanguage }: Props) => {
  const { t, i18n } = useTranslation();
  const save = useUpdateBrandedEmail();
  const sendTest = useSendTestEmail();
  const [saved, setSaved] = useState({ subject: implementation.subject, body: implementation.body });
  const [subject, setSubject] = useState(implementation.subject);
  const [body, setBody] = useState(implementation.body);
  const [isSubjectTouched, setIsSubjectTouched] = useState(false);
  const [pendingLanguage, setPendingLanguage] = useState<Language>();

  const content = { subject, body };
  const check = brandedEmailContentSchema.safeParse(content);
  const errorOf = (field: 'subject' | 'body') => {
    if (check.success) return undefined;
    const issue = check.error.issues.find((candidate) => candidate.path[0] === field);
    return issue ? translateMessageKey(t, issue.message, t(`branded-emails.editor.${field}`)) : undefined;
  };
  const isDirty = subject !== saved.subject || body !== saved.body;
  const textLength = plainTextOf(body).length;
  const emailType = implementation.emailType;
  const locale = implementation.locale;

  const doSave = (then?: () => void) =>
    save.mutate(
      { emailType, locale, content },
      {
        onSuccess: () => {
          setSaved({ subject: content.subject, body: content.body });
          setSubject(content.subject);
          showSuccessToast(t('branded-emails.editor.saved'));
          then?.();
        },
        onError: () => {
          setPendingLanguage(undefined);
          showErrorToast(t('branded-emails.error.try-again'));
        },
      },
    );

  const askSwitch = (next: Language) => {
    if (next === locale) return;
    if (isDirty) setPendingLanguage(next);
    else onSwitchLanguage(next);
  };

  return (
    <Stack gap="md">
      <Tabs value={locale} onChange={(next) => next && askSwitch(next as Language)}>
        <Tabs.List aria-label={t('branded-emails.editor.languages')}>
          {languages.map((language) => (
            <Tabs.Tab key={language} value={language}>
              {languageName(language, i18n.language)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Paper withBorder p="lg" radius="md">
        <form
          aria-label={t('branded-emails.editor.title')}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setIsSubjectTouched(true);
            if (isDirty && check.success) doSave();
          }}
        >
          <Stack gap="md">
            <TextInput
              label={t('branded-emails.editor.subject')}
              required
              maxLength={EMAIL_SUBJECT_MAX}
              value={subject}
              onChange={(event) => setSubject(event.currentTarget.value)}
              onBlur={() => setIsSubjectTouched(true)}
              error={isSubjectTouched || subject !== saved.subject ? errorOf('subject') : undefined}
            />
            <TemplateBodyEditor
              id={`template-body-${locale}`}
              label={t('branded-emails.editor.body')}
              description={t('branded-emails.editor.body-hint')}
              error={errorOf('body')}
              counter={t('branded-emails.editor.counter', { count: textLength, max: EMAIL_BODY_MAX_TEXT })}
              initialHtml={implementation.body}
              onChange={setBody}
            />
            <Group justify="flex-end">
              <Button
                variant="default"
                disabled={!check.success}
                loading={sendTest.isPending}
                onClick={() =>
                  sendTest.mutate(
                    { emailType, locale, content },
                    {
                      onSuccess: () => showSuccessToast(t('branded-emails.editor.test-sent')),
                      onError: () => showErrorToast(t('branded-emails.editor.test-error')),
                    },
                  )
                }
              >
                {t('branded-emails.editor.send-test')}
              </Button>
              <Button type="submit" disabled={!isDirty || !check.success} loading={save.isPending}>
                {t('branded-emails.editor.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <Modal
        opened={pendingLanguage !== undefined}
        onClose={() => setPendingLanguage(undefined)}
        title={t('branded-emails.editor.save-first-title')}
        closeButtonProps={{ 'aria-label': t('branded-emails.editor.stay') }}
      >
        <Text size="sm">{t('branded-emails.editor.save-first')}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setPendingLanguage(undefined)}>
            {t('branded-emails.editor.stay')}
          </Button>
          <Button
            disabled={!check.success}
            loading={save.isPending}
            onClick={() => {
              const next = pendingLanguage;
              doSave(() => {
                setPendingLanguage(undefined);
                if (next) onSwitchLanguage(next);
              });
            }}
          >
            {t('branded-emails.editor.save-and-switch')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
};
