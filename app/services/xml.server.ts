import { withoutUnstorable } from '~/domain/schemas/text';

/**
 * Escapes text for XML content and attribute values, dropping the characters XML 1.0 cannot carry
 * at all (not even as references). The post schema refuses them on save; this keeps the feed
 * well-formed whatever a row holds (older rows, rows changed outside the app).
 */
export function escapeXml(text: string): string {
  return withoutUnstorable(text).replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
