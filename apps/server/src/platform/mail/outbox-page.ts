import { escapeHtml } from '@shipdeck/domain/html/escape-html';
import type { OutboxMail } from './outbox.repository.ts';

const isSafeHref = (link: string) => /^https?:\/\//.test(link) || /^\/(?!\/)/.test(link);

/** Mail text with its links made clickable; everything else escaped. */
const renderText = (text: string, links: string[]) => {
  let html = escapeHtml(text);
  for (const link of links.filter(isSafeHref).sort((a, b) => b.length - a.length)) {
    const escaped = escapeHtml(link);
    html = html.split(escaped).join(`<a href="${escaped}">${escaped}</a>`);
  }
  return html;
};

/** The local outbox as a plain page: no script at all, so it runs under the strict CSP. */
export const renderOutboxPage = (mails: OutboxMail[]) => {
  const items = mails
    .map(
      (mail) => `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p class="meta">To <strong>${escapeHtml(mail.to)}</strong> · from ${escapeHtml(mail.from)}${mail.replyTo ? ` · reply to ${escapeHtml(mail.replyTo)}` : ''}${mail.kind ? ` · ${escapeHtml(mail.kind)}` : ''} · <time datetime="${mail.createdAt}">${mail.createdAt}</time></p>
  <pre>${renderText(mail.text, mail.links)}</pre>
  ${
    mail.attachments.length
      ? `<ul class="attachments">${mail.attachments
          .map(
            (a) =>
              `<li><a href="/dev/outbox/attachments/${a.id}">${escapeHtml(a.filename)}</a> (${escapeHtml(a.contentType)}, ${a.size} bytes)</li>`,
          )
          .join('')}</ul>`
      : ''
  }
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Shipdeck — local mail outbox</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #1a1a1a; }
article { border: 1px solid #ccc; border-radius: 6px; padding: 1rem; margin-bottom: 1rem; }
h2 { margin: 0 0 0.25rem; font-size: 1.1rem; }
.meta { color: #444; margin: 0 0 0.5rem; }
pre { white-space: pre-wrap; word-break: break-word; font-family: inherit; }
a { color: #123f8f; }
</style>
</head>
<body>
<main>
<h1>Local mail outbox</h1>
<p>No SMTP server is configured, so mail sent by Shipdeck lands here. Newest first.</p>
${items || '<p>No mail yet.</p>'}
</main>
</body>
</html>`;
};
