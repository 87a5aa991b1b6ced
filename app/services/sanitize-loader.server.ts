/**
 * `sanitizePostHtml`, loaded when a post is first saved or shown: sanitize-html and the CSS parser
 * it brings are a large part of the server's code, and no converter page needs them, so start-up
 * does not wait for them (docs/decisions/037-start-up.md).
 */
export async function loadSanitizer(): Promise<(html: string) => string> {
  return (await import('./sanitize.server')).sanitizePostHtml;
}

/** `renderBody` (Markdown or HTML to the sanitized article body), loaded as the sanitizer is. */
export async function loadBodyRenderer(): Promise<typeof import('./blog/body.server').renderBody> {
  return (await import('./blog/body.server')).renderBody;
}
