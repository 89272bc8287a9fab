import { ownPrivateAreaPath } from '@shipdeck/domain/routes/own-app-path';

/**
 * The page to return to after signing in, from `?next=`. Only a path of the private area is
 * accepted, never another origin (no open redirect through the login page).
 */
export const safeNextPath = (next: string | null | undefined): string | undefined => ownPrivateAreaPath(next);
