/** Query keys of branded e-mails: the list (switches and brand settings) and each template by type and language. */
export const brandedEmailKeys = {
  all: ['branded-emails'] as const,
  list: () => [...brandedEmailKeys.all, 'list'] as const,
  milestones: () => [...brandedEmailKeys.all, 'milestones'] as const,
  details: () => [...brandedEmailKeys.all, 'detail'] as const,
  detail: (emailType: string, locale: string) => [...brandedEmailKeys.details(), emailType, locale] as const,
};
