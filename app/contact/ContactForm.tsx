import { useEffect, useRef, useState } from "react";
import type { Root } from "react-dom/client";
import { useTranslation } from "../i18n/i18n";
import "./contact.css";

const SLOT_ID = "contact-form";

/** On the server (prerendering) the form is rendered into the page; in the browser it is loaded later. */
const ServerForm = import.meta.env.SSR ? (await import("./ContactFormIsland")).ContactFormIsland : null;

/**
 * The contact form (DESIGN §3), as an island. The prerendered page holds the whole form, which
 * works without JavaScript. In the browser, the page's root keeps that markup as it is, and once
 * the page is interactive `ContactFormIsland` (react-hook-form, zod, sonner) is fetched and
 * hydrates it in place, in a root of its own: the same elements, whatever was typed kept. None of
 * the form's code is on the page's critical path (the 120 KB budget).
 */
export function ContactForm() {
  const { lang, strings } = useTranslation();
  const slot = useRef<HTMLDivElement>(null);
  // The prerendered form, handed back to React unchanged so that it leaves it alone.
  const [prerendered] = useState(() => globalThis.document?.getElementById(SLOT_ID)?.innerHTML ?? "");

  useEffect(() => {
    let live = true;
    let root: Root | undefined;
    import("./ContactFormIsland").then(
      ({ mountContactForm }) => {
        if (live && slot.current) root = mountContactForm(slot.current, { lang, strings });
      },
      (error: unknown) =>
        console.error("Contact form: its script could not load; the form still posts.", error),
    );
    return () => {
      live = false;
      // Not during the page's own commit: React refuses to unmount a root while rendering.
      if (root) setTimeout(() => root!.unmount());
    };
    // The page's language and strings never change during its life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (ServerForm) {
    return (
      <div id={SLOT_ID} className="contact-form-slot">
        <ServerForm />
      </div>
    );
  }
  return (
    <div
      id={SLOT_ID}
      ref={slot}
      className="contact-form-slot"
      dangerouslySetInnerHTML={{ __html: prerendered }}
    />
  );
}
