// The /dev/outbox page: the dev outbox for people, rendered on the server as plain HTML with no
// script (the content security policy allows none inline). Every value from a message is
// escaped; only http(s) links in email text become anchors, and 6-digit codes stand out.
import type { DevOutboxMessage } from '#shared/api/dev-outbox.ts';
import { formatPhone } from '#shared/format/display.ts';
import { escapeHtml } from '#shared/html/escape-html.ts';

// Developer tooling, not customer copy: these labels stay out of the copy catalogue.
const labels = {
  title: 'Dev outbox',
  intro:
    'Emails and SMS the simulated providers accepted, newest first. Development tooling: in production, or when every provider is real, this page does not exist.',
  refresh: (seconds: number) => `This page reloads every ${seconds} seconds.`,
  shows: 'Simulated channels shown:',
  none: 'none',
  empty: 'No messages yet.',
  json: 'The same as JSON',
  channel: { email: 'Email', sms: 'SMS' },
  to: 'To',
  at: 'Created',
  code: 'Code',
  smsHeading: 'Text to',
} as const;

const linkPattern = /\bhttps?:\/\/[^\s<>"']+/g;
// Punctuation that ends a sentence rather than the link ("… at https://x.example/a.").
const trailingPunctuation = /[.,;:!?)\]}]+$/;

/** The text, escaped, with its http(s) links as anchors. */
export function linkify(text: string): string {
  let html = '';
  let position = 0;
  for (const match of text.matchAll(linkPattern)) {
    const url = match[0].replace(trailingPunctuation, '');
    const start = match.index;
    html += escapeHtml(text.slice(position, start));
    html += `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    position = start + url.length;
  }
  return html + escapeHtml(text.slice(position));
}

const codePattern = /\b\d{6}\b/g;

function renderMessage(message: DevOutboxMessage): string {
  const headingId = `message-${escapeHtml(message.id)}`;
  const channel = labels.channel[message.channel];
  const to = message.channel === 'sms' ? formatPhone(message.to, 'en') : message.to;
  const heading = message.subject ?? `${labels.smsHeading} ${to}`;
  const codes = message.channel === 'sms' ? [...new Set(message.text.match(codePattern))] : [];
  return `<li>
<article aria-labelledby="${headingId}" class="message ${message.channel}">
<h2 id="${headingId}"><span class="channel">${channel}</span> ${escapeHtml(heading)}</h2>
<dl>
<div><dt>${labels.to}</dt><dd>${escapeHtml(to)}</dd></div>
<div><dt>${labels.at}</dt><dd><time datetime="${escapeHtml(message.createdAt)}">${escapeHtml(message.createdAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC'))}</time></dd></div>
${codes.map((code) => `<div class="code"><dt>${labels.code}</dt><dd><strong>${escapeHtml(code)}</strong></dd></div>`).join('\n')}
</dl>
<div class="text">${linkify(message.text)}</div>
</article>
</li>`;
}

const styles = `
body { font-family: system-ui, sans-serif; margin: 0; padding: 1.5rem; color: #1f2328; background: #f6f8fa; line-height: 1.5; }
main { max-width: 60rem; margin: 0 auto; }
h1 { margin: 0 0 0.5rem; }
ol { list-style: none; padding: 0; }
.message { background: #fff; border: 1px solid #d0d7de; border-radius: 8px; padding: 1rem 1.25rem; margin: 1rem 0; }
.message h2 { font-size: 1.1rem; margin: 0 0 0.5rem; }
.channel { display: inline-block; font-size: 0.8rem; font-weight: 600; padding: 0.1rem 0.5rem; border-radius: 999px; background: #ddf4ff; color: #0a3069; vertical-align: middle; }
.sms .channel { background: #fff8c5; color: #4d2d00; }
dl { display: flex; flex-wrap: wrap; gap: 0.25rem 1.5rem; margin: 0 0 0.75rem; }
dl div { display: flex; gap: 0.4rem; align-items: baseline; }
dt { color: #57606a; }
dd { margin: 0; }
.code strong { font-family: ui-monospace, monospace; font-size: 1.6rem; letter-spacing: 0.2em; background: #fff8c5; padding: 0 0.4rem; border-radius: 4px; }
.text { white-space: pre-wrap; overflow-wrap: anywhere; font-family: ui-monospace, monospace; font-size: 0.9rem; background: #f6f8fa; padding: 0.75rem; border-radius: 6px; }
a { color: #0550ae; }
`;

export function renderDevOutboxPage(
  messages: readonly DevOutboxMessage[],
  options: { channels: readonly ('email' | 'sms')[]; refreshSeconds: number; jsonPath: string },
): string {
  const channels = options.channels.map((channel) => labels.channel[channel]).join(', ');
  const list =
    messages.length === 0
      ? `<p>${labels.empty}</p>`
      : `<ol>\n${messages.map(renderMessage).join('\n')}\n</ol>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${options.refreshSeconds}">
<meta name="robots" content="noindex">
<title>${labels.title}</title>
<style>${styles}</style>
</head>
<body>
<main>
<h1>${labels.title}</h1>
<p>${labels.intro} ${labels.refresh(options.refreshSeconds)}</p>
<p>${labels.shows} ${channels || labels.none}. <a href="${escapeHtml(options.jsonPath)}">${labels.json}</a></p>
${list}
</main>
</body>
</html>
`;
}
