/**
 * The message as an e-mail, for a site without an API (DECISIONS.md: the contact form never
 * pretends): the visitor's mail program opens addressed to the site's contact address, with the
 * subject and the message filled in, and the visitor sends it.
 */
export function mailtoHref(to: string, subject: string, body: string): string {
  // Only the query is encoded: the address is the site owner's, validated by the build.
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** The body: the message first, then each filled-in detail and each ticked box's sentence. */
export function mailBody(message: string, details: [label: string, value: string][], ticked: string[]): string {
  const lines = details.filter(([, value]) => value.trim() !== '').map(([label, value]) => `${label}: ${value.trim()}`);
  return [message.trim(), '', ...lines, ...(ticked.length ? ['', ...ticked.map((sentence) => `[x] ${sentence}`)] : [])].join('\n');
}
