import { matchPrivatePrefix } from '@shipdeck/domain/tenants/tenants';

/**
 * The page to return to after signing in, from `?next=`. Only a path of the private area is
 * accepted, never another origin (no open redirect through the login page).
 */
export const safeNextPath = (next: string | null | undefined): string | undefined => {
  if (!next?.startsWith('/') || next.startsWith('//') || next.includes('\\')) return undefined;
  const pathname = next.split(/[?#]/)[0] ?? '';
  return matchPrivatePrefix(pathname) ? next : undefined;
};
