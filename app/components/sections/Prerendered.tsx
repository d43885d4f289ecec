import { Suspense, useState, type ReactNode } from "react";

/**
 * Part of a page that needs no script once it is on screen (decision 008). Prerendering renders
 * `server` into it; in the browser, the page's root takes that HTML back unchanged and leaves it
 * alone, so the part's code is not on the page's critical path (its links are plain links). When
 * the page is reached by a client-side navigation there is no prerendered HTML of this page to
 * keep, and `client` (a lazily loaded component) renders it instead. `page` names the content
 * (e.g. the slug of a service page): where one route shows several pages, also give it as the
 * element's `key`, so that moving to another page starts afresh instead of keeping the old HTML.
 */
export function Prerendered({
  id,
  page,
  server,
  client,
}: {
  id: string;
  page: string;
  server: ReactNode;
  client: ReactNode;
}) {
  const [html] = useState(() => {
    if (import.meta.env.SSR) return "";
    const element = document.getElementById(id);
    return element?.dataset.page === page ? element.innerHTML : "";
  });
  if (import.meta.env.SSR) {
    return (
      <div id={id} data-page={page}>
        {server}
      </div>
    );
  }
  if (html) return <div id={id} data-page={page} dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <div id={id} data-page={page}>
      <Suspense fallback={null}>{client}</Suspense>
    </div>
  );
}
