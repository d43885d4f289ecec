/**
 * The one inline script every page carries (about 1 KB minified; the server puts its hash in the
 * page's CSP). Everything in it enhances HTML that works without it:
 *  - the language switch also remembers the choice (cookie `i18next` and localStorage, decision 002)
 *    and keeps the query and hash;
 *  - on an unprefixed page, a visitor whose cookie, localStorage or `ar.` subdomain says another
 *    language is sent to that language's page (on a static host our server's redirect does not
 *    run); a prefixed page's language is remembered, so a visitor who arrived on /ar and later
 *    types the bare address gets Arabic (the server does the same for visitors without script:
 *    server/site/language.ts, held to the same answers by tests/support/language-cases.ts);
 *  - a submenu marked `data-dismissible` closes on Escape, and when focus or a click goes outside
 *    its menu item;
 *  - in a browser without invoker commands, a button with `commandfor` opens and closes its
 *    dialog (the mobile menu).
 * Every byte counts: it and the web fonts' loader share 1.5 KB (tests/unit/pages-built.test.ts),
 * hence some terse choices below.
 *
 * The document shell (app/layouts/Page.astro) calls it with the settings it writes on the body.
 * It must stay self-contained (no imports): Astro inlines a script only when it imports nothing.
 */
export function inlineScript(
  /** Each language's URL prefix ("" for the default language). */
  prefixes: Record<string, string>,
  cookie: string,
  storageKey: string,
  maxAge: number,
): void {
  const d = document;
  const l = location;
  const on = (type: string, listener: (event: Event) => void) => d.addEventListener(type, listener);
  const lang = d.documentElement.lang;
  // localStorage is used in a task of its own, after this one: its first use in a page waits for
  // the browser to load it (a synchronous call to the browser's process), which held up the page's
  // load by up to 16 ms, four times that on a phone. The cookie comes first; storage is its backup.
  // Where storage is unavailable, or full, `task` runs again without it.
  const later = (task: (storage?: Storage) => unknown) =>
    setTimeout(() => {
      try {
        task(localStorage);
      } catch {
        task();
      }
    });
  const remember = (to: string) => {
    d.cookie = `${cookie}=${to}; Max-Age=${maxAge}; Path=/; SameSite=Lax${l.protocol === "https:" ? "; Secure" : ""}`;
    later((storage) => storage?.setItem(storageKey, to));
  };
  if (!prefixes[lang]) {
    // Sends the visitor to the page in `code`'s language, if it is one of ours (and not this
    // page's); says whether it is.
    const go = (code: unknown) => {
      const known = (code as string) in prefixes;
      if (known && code !== lang)
        l.replace(prefixes[code as string] + l.pathname.replace(/^\/$/, "") + l.search + l.hash);
      return known;
    };
    const host = l.hostname.split(".");
    // The spec's order after the path: cookie, localStorage, subdomain (a third label); storage is
    // read only when the cookie says nothing. (The page's own lang attribute only echoes its path,
    // so it says nothing of the visitor's choice.)
    if (!go(d.cookie.match(`(^| )${cookie}=(\\w+)`)?.[2]))
      later((storage) => go(storage?.getItem(storageKey)) || go(host[2] && host[0]));
  }

  const open = "[data-dismissible][open]";
  const closeOutside = (event: Event) => {
    for (const details of d.querySelectorAll<HTMLDetailsElement>(open))
      if (!details.parentElement!.contains(event.target as Node)) details.open = false;
  };
  on("click", (event) => {
    const target = event.target as Element;
    closeOutside(event);
    // A browser without invoker commands (before Chrome 135, Firefox 144, Safari 26.2) ignores
    // `commandfor`: its buttons open and close their dialog here instead (the open one is inert
    // behind the modal, so a click while open is the close button).
    const invoker = target.closest("[commandfor]");
    const dialog = invoker && (d.getElementById(invoker.getAttribute("commandfor")!) as HTMLDialogElement);
    if (dialog && !("command" in invoker)) {
      if (dialog.open) dialog.close();
      else dialog.showModal();
    }
    // A link to another language: the language switch (its link, or each link of its list).
    const link = target.closest<HTMLAnchorElement>("[hreflang]");
    if (link) {
      link.search = l.search;
      link.hash = l.hash;
      remember(link.hreflang);
    }
  });

  on("focusin", closeOutside);
  on("keydown", (event) => {
    const details =
      (event as KeyboardEvent).key === "Escape" &&
      (event.target as Element).closest<HTMLDetailsElement>(open);
    if (details) {
      details.open = false;
      (details.firstChild as HTMLElement).focus();
    }
  });
  // A prefixed page's language is the visitor's from now on (each visit renews it for a year;
  // last, as storage may throw).
  if (prefixes[lang]) remember(lang);
}
