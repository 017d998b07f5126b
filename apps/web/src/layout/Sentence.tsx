/**
 * A translated sentence with an element inside it (a `<code>` address, a link): the text is
 * formatted with a marker for the element's place, so each language puts it where its grammar
 * wants it.
 */
import { Fragment, type ReactNode } from 'react';

/** Stands for the element while the sentence is formatted (a private-use character). */
export const elementMarker = '\uE000';

/** `text` (formatted with {@link elementMarker} as the argument) with `element` in its place. */
export function Sentence({ text, element }: { text: string; element: ReactNode }) {
  const parts = text.split(elementMarker);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && element}
          {part}
        </Fragment>
      ))}
    </>
  );
}
