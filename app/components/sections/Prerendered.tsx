import { Suspense, useState, type ReactNode } from "react";

/**
 * Part of a page that needs no script once it is on screen. Prerendering renders `server` into
 * it; in the browser, the page's root takes that HTML back unchanged and leaves it alone, so the
 * part's code is not on the page's critical path (its links are plain links). When the page is
 * reached by a client-side navigation there is no prerendered HTML to keep, and `client` (a lazily
 * loaded component) renders it instead. Same idea as the contact form's island (decision 007).
 */
export function Prerendered({ id, server, client }: { id: string; server: ReactNode; client: ReactNode }) {
  const [html] = useState(() => (import.meta.env.SSR ? "" : (document.getElementById(id)?.innerHTML ?? "")));
  if (import.meta.env.SSR) return <div id={id}>{server}</div>;
  if (html) return <div id={id} dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <div id={id}>
      <Suspense fallback={null}>{client}</Suspense>
    </div>
  );
}
