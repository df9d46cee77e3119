import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';

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
