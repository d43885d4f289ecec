/**
 * Loads sonner (the toasts) without breaking the Content-Security-Policy.
 *
 * When its module is evaluated, sonner adds its stylesheet to the page as an inline <style> element.
 * The site's CSP (`style-src 'self'`) refuses inline styles, and Chrome reports each refusal as a
 * console error. We ship sonner's own `styles.css` as a file instead (imported below, so Vite links
 * it), and drop that one injected element: while sonner's module evaluates, an empty <style>
 * appended to <head> is not attached. Everything else passes through, and the guard is removed as
 * soon as the import settles.
 */
import type * as SonnerModule from "sonner";
import "sonner/dist/styles.css";

type Sonner = typeof SonnerModule;

let loading: Promise<Sonner> | undefined;

function withoutInjectedStyle<T>(load: () => Promise<T>): Promise<T> {
  const head = document.head;
  const append = head.appendChild;
  head.appendChild = function <N extends Node>(this: HTMLHeadElement, node: N): N {
    if (node instanceof HTMLStyleElement && !node.textContent) return node;
    return append.call(this, node) as N;
  };
  return load().finally(() => {
    head.appendChild = append;
  });
}

export function loadSonner(): Promise<Sonner> {
  loading ??= withoutInjectedStyle(() => import("sonner"));
  return loading;
}
