import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { iconShapes } from '../../templates/components/icons.tsx';

/** `<path d="…"></path>` → the element React would render it from, to compare markup. */
function asElements(markup: string) {
  const shapes = [...markup.matchAll(/<(path|circle|rect)((?: [a-z-]+="[^"<>&]*")+)><\/\1>/g)];
  return createElement(
    Fragment,
    null,
    ...shapes.map(([, tag, attributes], key) =>
      createElement(tag!, {
        key,
        ...Object.fromEntries([...attributes!.matchAll(/ ([a-z-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value])),
      }),
    ),
  );
}

describe('icon shapes', () => {
  it('are only path, circle and rect elements, each closed, with plain attributes', () => {
    for (const [name, markup] of Object.entries(iconShapes)) {
      expect(markup, name).toMatch(/^(?:<(path|circle|rect)(?: [a-z-]+="[^"<>&]*")+><\/\1>)+$/);
    }
  });

  it('are written exactly as React renders the same elements', () => {
    for (const [name, markup] of Object.entries(iconShapes)) {
      expect(renderToStaticMarkup(asElements(markup)), name).toBe(markup);
    }
  });
});
