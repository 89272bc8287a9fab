import { escapeHtml } from '@shipdeck/domain/html/escape-html';
import { sandboxAuthorizationCode } from '../../providers/marketplaces/sandbox/sandbox-marketplace-provider.ts';

/** Only a path of our own app may receive the answer (the provider was given one). */
const isOwnPath = (path: string) => path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');

/**
 * The sandbox marketplace's authorisation page: what a seller sees on the marketplace's site when our
 * app asks for access. Allow returns a code and the state to the app's callback; deny returns
 * `error=access_denied` with the state, as OAuth 2.0 (RFC 6749 §4.1.2) says.
 */
export const sandboxOAuthPage = (query: {
  integration: string;
  state: string;
  redirectUri: string;
  storeId?: string;
}) => {
  if (!isOwnPath(query.redirectUri)) return null;
  const back = (params: Record<string, string>) =>
    `${query.redirectUri}${query.redirectUri.includes('?') ? '&' : '?'}${new URLSearchParams({ ...params, state: query.state })}`;
  const account = query.storeId || 'shop';
  const allow = back({ code: sandboxAuthorizationCode(account) });
  const deny = back({ error: 'access_denied' });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox marketplace — authorise Shipdeck</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1a1b1e}
a{display:inline-block;margin:0 .5rem .5rem 0;padding:.6rem 1.2rem;border-radius:.4rem;text-decoration:none}
.allow{background:#1c5fbf;color:#fff}.deny{border:1px solid #555;color:#1a1b1e}</style></head>
<body><main><h1>Sandbox marketplace</h1>
<p>Shipdeck asks to read the orders of store <strong>${escapeHtml(account)}</strong> (${escapeHtml(query.integration)}) and to mark them shipped.</p>
<p><a class="allow" href="${escapeHtml(allow)}">Allow access</a><a class="deny" href="${escapeHtml(deny)}">Deny</a></p>
<p><small>This page stands in for the marketplace's own consent screen (docs/sandbox.md).</small></p></main></body></html>`;
};
