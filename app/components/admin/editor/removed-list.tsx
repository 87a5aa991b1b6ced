import type { Removal, RemovalPlace } from '~/domain/schemas/post';

/** "<script> (2)", "onclick on <a> (1)", "<img> at an http: address (1)": what an author can find in the text and fix. */
export function describeRemoval({ tag, attribute, reason, count }: Removal): string {
  if (reason === 'http-image') return `<${tag}> at an http: address (${count})`;
  return `${attribute ? `${attribute} on <${tag}>` : `<${tag}>`} (${count})`;
}

/** Why, where the name does not say it. */
const REASONS: Record<NonNullable<Removal['reason']>, string> = {
  'http-image': 'Pages load images from https: addresses only; change the address to https:.',
};

/** "line 3: <p onclick="x()">", or the element alone when its line was not found. */
export function describePlace({ line, element }: RemovalPlace): string {
  return line === null ? element : `line ${line}: ${element}`;
}

/** Places shown per problem; the rest are counted. */
const SHOWN_PLACES = 5;

/**
 * Tells the author, before saving, what the sanitizer will remove from the body
 * (docs/product.md#sanitizing), each problem once with where it is; announced politely as it changes.
 */
export function RemovedList({ removed }: { removed: readonly Removal[] }) {
  return (
    <div role="status" className="text-sm">
      {removed.length > 0 && (
        <div className="rounded-md border border-destructive p-3">
          <p className="font-medium text-destructive">Saving will remove what an article cannot show:</p>
          <ul className="mt-1 list-disc pl-5">
            {removed.map((removal) => (
              <li key={`${removal.tag} ${removal.attribute ?? ''} ${removal.reason ?? ''}`}>
                <code>{describeRemoval(removal)}</code>
                {removal.reason && <span> {REASONS[removal.reason]}</span>}
                <ul className="text-muted-foreground">
                  {removal.places.slice(0, SHOWN_PLACES).map((place, index) => (
                    <li key={index} className="wrap-anywhere">
                      <code>{describePlace(place)}</code>
                    </li>
                  ))}
                  {removal.places.length > SHOWN_PLACES && <li>and {removal.places.length - SHOWN_PLACES} more</li>}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
