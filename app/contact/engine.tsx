/**
 * What makes the contact form interactive: react-hook-form with the shared zod schema, the submission
 * to `POST /api/contact`, and the toasts (sonner). Loaded by ContactForm after the page is
 * interactive, so none of it weighs on the page's critical path; until then the form posts natively.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import type { FormEvent } from "react";
import { createFormControl, type UseFormRegisterReturn } from "react-hook-form";
import type { TFunction } from "../i18n/i18n";
import { locales, type Locale } from "../i18n/locales";
import { CONTACT_API, HONEYPOT, IDEMPOTENCY_HEADER, type AcceptedAnswer, type RefusedAnswer } from "./contract";
import { sanitizeName, sanitizePhone } from "./characters";
import { FIELDS, type Field } from "./fields";
import { contactSchema, type Contact, type ContactInput } from "./schema";
import { loadSonner } from "./toasts";

/** The spec's pause between the success toast and the reset, and the toasts' duration. */
const RESET_DELAY_MS = 400;
const TOAST_MS = 3000;
const EMPTY: ContactInput = { full_name: "", phone: "", email: "", message: "", interests: [] };

/** What the form shows: each field's message (a translation key), the overlay, the live summary. */
export interface FormView {
  errors: Partial<Record<Field, string>>;
  submitting: boolean;
  summary: string;
}

export interface ContactEngine {
  /** The props of a field's input (react-hook-form's registration). */
  field(name: Field): UseFormRegisterReturn<Field>;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  subscribe(listener: (view: FormView) => void): () => void;
  /** The toasts' region, at the top on the reading direction's end side. */
  Toasts(): React.JSX.Element;
  dispose(): void;
}

/** What the API answers: AcceptedAnswer (200, 202), RefusedAnswer (the rest), or anything at all. */
type Answer = Partial<Omit<AcceptedAnswer, "message"> & Omit<RefusedAnswer, "message">> & { message?: unknown };

/** A fresh idempotency key: 128 random bits (also on plain http, unlike randomUUID). */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Drops the characters a field refuses, as typed, pasted or dropped, keeping the caret where it
 * was; Arabic-Indic digits in the phone become ASCII digits the same way.
 */
function keepAllowed(input: HTMLInputElement, sanitize: (value: string) => string) {
  const before = input.value;
  const after = sanitize(before);
  if (after === before) return;
  const caret = sanitize(before.slice(0, input.selectionStart ?? before.length)).length;
  input.value = after;
  input.setSelectionRange(caret, caret);
}

const SANITIZE: Partial<Record<Field, (value: string) => string>> = { full_name: sanitizeName, phone: sanitizePhone };

export async function loadContactEngine(options: {
  lang: Locale;
  t: TFunction;
  form: () => HTMLFormElement | null;
}): Promise<ContactEngine> {
  const { lang, t, form } = options;
  const sonner = await loadSonner();

  // No default values: fields take what is in the page, including anything typed before this loaded.
  const { formControl, register, handleSubmit, reset, setError } = createFormControl<ContactInput, unknown, Contact>({
    resolver: zodResolver(contactSchema),
    shouldFocusError: true,
  });

  let view: FormView = { errors: {}, submitting: false, summary: "" };
  const listeners = new Set<(view: FormView) => void>();
  function update(change: Partial<FormView>) {
    view = { ...view, ...change };
    for (const listener of listeners) listener(view);
  }

  const unsubscribe = formControl.subscribe({
    formState: { errors: true },
    callback: ({ errors = {} }) => {
      const messages: FormView["errors"] = {};
      for (const field of FIELDS) {
        const message = errors[field]?.message;
        if (typeof message === "string") messages[field] = message;
      }
      update({ errors: messages });
    },
  });

  let busy = false;
  let submission: { key: string; fingerprint: string } | null = null;
  let resetTimer: ReturnType<typeof setTimeout> | undefined;

  /** The same values keep their key: a retry or a double click is one lead. */
  function keyFor(contact: Contact): string {
    const fingerprint = JSON.stringify(contact);
    if (submission?.fingerprint !== fingerprint) submission = { key: newKey(), fingerprint };
    return submission.key;
  }

  function announce(text: string) {
    update({ summary: "" });
    requestAnimationFrame(() => update({ summary: text }));
  }

  async function send(contact: Contact) {
    const trap = form()?.elements.namedItem(HONEYPOT);
    let status = 0;
    let answer: Answer | null = null;
    try {
      const response = await fetch(CONTACT_API, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json", [IDEMPOTENCY_HEADER]: keyFor(contact) },
        body: JSON.stringify({ ...contact, lang, [HONEYPOT]: trap instanceof HTMLInputElement ? trap.value : "" }),
      });
      status = response.status;
      answer = (await response.json().catch(() => null)) as Answer | null;
      if (response.ok) {
        const message = (answer?.message as AcceptedAnswer["message"] | undefined)?.[lang];
        sonner.toast.success(t("contactForm.toast.success-title"), { description: message || t("success-message") });
        clearTimeout(resetTimer);
        resetTimer = setTimeout(() => {
          // keepFieldsRef: the registered inputs are emptied in place (no re-render needed).
          reset(EMPTY, { keepFieldsRef: true });
          update({ errors: {} });
          submission = null;
        }, RESET_DELAY_MS);
        return;
      }
    } catch (error) {
      console.error("Contact form: the message could not be sent.", error);
      sonner.toast.error(t("contactForm.toast.error-title"), { description: t("error-message") });
      return;
    }

    console.error(`Contact form: the server answered ${status}.`, answer);
    const invalid = FIELDS.filter((field) => typeof answer?.errors?.[field] === "string");
    invalid.forEach((field, index) =>
      setError(field, { type: "server", message: answer!.errors![field] }, { shouldFocus: index === 0 }),
    );
    const message = typeof answer?.message === "string" && answer.message ? answer.message : t("error-message");
    sonner.toast.error(t("contactForm.toast.error-title"), { description: message });
  }

  const submit = handleSubmit(
    async (contact) => {
      update({ submitting: true, summary: "" });
      try {
        await send(contact);
      } finally {
        update({ submitting: false });
      }
    },
    () => announce(t("contactForm.invalid-summary")),
  );

  const dir = locales[lang].dir;
  const { Toaster } = sonner;

  return {
    field(name) {
      const registration = register(name);
      const sanitize = SANITIZE[name];
      if (!sanitize) return registration;
      return {
        ...registration,
        onChange: (event: { target: EventTarget | null; type?: string }) => {
          if (event.target instanceof HTMLInputElement) keepAllowed(event.target, sanitize);
          return registration.onChange(event);
        },
      };
    },
    onSubmit(event) {
      event.preventDefault();
      // One submission at a time: a second click while one is under way does nothing.
      if (busy) return;
      busy = true;
      void submit(event).finally(() => {
        busy = false;
      });
    },
    subscribe(listener) {
      listeners.add(listener);
      listener(view);
      return () => listeners.delete(listener);
    },
    Toasts() {
      return (
        <Toaster
          theme="dark"
          dir={dir}
          position={dir === "rtl" ? "top-left" : "top-right"}
          duration={TOAST_MS}
          closeButton={false}
          // Below the site's header (72 px), at the top of the page.
          offset={{ top: 84 }}
          mobileOffset={{ top: 80 }}
          containerAriaLabel={t("contactForm.toast.region")}
        />
      );
    },
    dispose() {
      clearTimeout(resetTimer);
      unsubscribe();
      listeners.clear();
    },
  };
}
