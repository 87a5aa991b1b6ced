import type { Removal } from '~/domain/schemas/post';

/** "<script> (2)", "onclick on <a> (1)": what an author can find in the text and fix. */
export function describeRemoval({ tag, attribute, count }: Removal): string {
  return `${attribute ? `${attribute} on <${tag}>` : `<${tag}>`} (${count})`;
}

/**
 * Tells the author, before saving, what the sanitizer will remove from the body
 * (docs/product.md#sanitizing); announced politely as it changes.
 */
export function RemovedList({ removed }: { removed: readonly Removal[] }) {
  return (
    <div role="status" className="text-sm">
      {removed.length > 0 && (
        <div className="rounded-md border border-destructive p-3">
          <p className="font-medium text-destructive">Saving will remove what an article cannot show:</p>
          <ul className="mt-1 list-disc pl-5">
            {removed.map((removal) => (
              <li key={`${removal.tag} ${removal.attribute ?? ''}`}>
                <code>{describeRemoval(removal)}</code>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
