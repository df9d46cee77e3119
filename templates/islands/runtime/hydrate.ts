import { createElement, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

/**
 * Hydrates every `<div data-island="name">` of the page with its component and the props the
 * build serialised next to it. With the Preact runtime, esbuild aliases these imports to
 * preact/compat, so the same code runs on either.
 */
export function hydrateIslands(name: string, Component: ComponentType<any>): void {
  for (const element of document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`)) {
    const props = JSON.parse(element.dataset.props ?? '{}');
    hydrateRoot(element, createElement(Component, props));
    // Marks the widget as live (tests and styles can tell a hydrated island from static HTML).
    element.dataset.hydrated = '';
  }
}

/**
 * Renders a widget the page did not carry into `host`, on demand (the search dialog, loaded when
 * the header's button is first pressed). Beside `hydrateIslands`, so both share the runtime's chunk.
 */
export function mountWidget<P extends object>(host: HTMLElement, Component: ComponentType<P>, props: P): void {
  createRoot(host).render(createElement(Component, props));
}
