/**
 * The contact form itself (docs/leads.md): react-hook-form with the shared zod schema, the submission
 * to `POST /api/contact` with an idempotency key, the loading overlay and the toasts (`Toasts.tsx`).
 *
 * It is prerendered inside the page, and in the browser it is an Astro island
 * (`client:interaction`, app/shell/client-interaction.ts): once the visitor has reached for the
 * form (the pointer or a finger on it, the focus in it), its code is fetched and hydrates the
 * prerendered form in a root of its own, in the visitor's pauses (app/shell/quiet.ts).
 * Until then the form is plain HTML that posts without JavaScript (native `required`,
 * `maxlength`, `type="email"`, patterns; the server answers with a result page). What a visitor
 * typed meanwhile is kept: react-hook-form reads the fields' values (no default values are set).
 *
 * Once hydrated, and in a pause of the visitor's typing, it imports the proof of work (`proof.ts`,
 * the ALTCHA widget, invisible): the challenge is fetched and solved while the visitor fills the
 * form, and Send posts the solution with the time from the form's first use
 * (docs/decisions/025-spam-defence.md). A Send that comes before the solution waits for it,
 * showing the form's busy state.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import type {} from "altcha/types/react";
import { startTransition, useCallback, useEffect, useRef, useState } from "react";
import { useForm, type UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "../i18n/i18n";
import { island } from "../i18n/island";
import { sanitizeName, sanitizePhone } from "./characters";
import {
  CHALLENGE_API,
  CONTACT_API,
  FIELD_MESSAGE_KEYS,
  FILL_FIELD,
  HONEYPOT,
  IDEMPOTENCY_HEADER,
  PROOF_FIELD,
  type AcceptedAnswer,
  type RefusedAnswer,
} from "./contract";
import { FIELDS, INTERESTS, LIMITS, NAME_PATTERN, PHONE_PATTERN, type Field } from "./fields";
import type * as ProofModule from "./proof";
import type { AltchaWidgetElement, Proof } from "./proof";
import { contactSchema, type Contact, type ContactInput } from "./schema";
import { createToastList, type ToastList } from "./toasts";
import { Toasts } from "./Toasts";
import { pagePath } from "../site";
import { watchQuiet } from "../shell/quiet";
import "./contact.css";

/** The spec's pause between the success toast and the reset. */
const RESET_DELAY_MS = 400;
const EMPTY: ContactInput = { full_name: "", phone: "", email: "", message: "", interests: [] };
/** The widget's settings beyond its attributes: no artificial pause after a solution. */
const WIDGET_CONFIGURATION = JSON.stringify({ minDuration: 0 });

/** A value that arrives later (the proof once its module and widget have loaded). */
function later<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

/** Whether the visitor used the form before its code arrived (typed, ticked or focused in it). */
function usedBefore(form: HTMLFormElement): boolean {
  if (form.contains(document.activeElement)) return true;
  return [...form.elements].some(
    (element) =>
      (element instanceof HTMLInputElement &&
        (element.type === "checkbox" ? element.checked : element.type !== "hidden" && !!element.value)) ||
      (element instanceof HTMLTextAreaElement && !!element.value),
  );
}

/** What the API answers: AcceptedAnswer (200, 202), RefusedAnswer (the rest), or anything at all. */
type Answer = Partial<Omit<AcceptedAnswer, "message"> & Omit<RefusedAnswer, "message">> & {
  message?: unknown;
};

interface TextField {
  name: Exclude<Field, "interests">;
  /** A line of guidance under the label. */
  hint?: boolean;
  area?: boolean;
  /** Left-to-right in Arabic too (phone, e-mail). */
  ltr?: boolean;
  type?: string;
  autoComplete?: string;
  pattern?: string;
  rows?: number;
  /** Characters the field refuses, dropped as they are typed or pasted. */
  sanitize?: (value: string) => string;
}

const TEXT_FIELDS: readonly TextField[] = [
  {
    name: "full_name",
    type: "text",
    autoComplete: "name",
    pattern: NAME_PATTERN,
    hint: true,
    sanitize: sanitizeName,
  },
  {
    name: "phone",
    type: "tel",
    autoComplete: "tel",
    pattern: PHONE_PATTERN,
    hint: true,
    ltr: true,
    sanitize: sanitizePhone,
  },
  { name: "email", type: "email", autoComplete: "email", ltr: true },
  { name: "message", area: true, rows: 5 },
];

/** Element ids: one contact form per page, and the same ids on the server and in the island. */
const fieldId = (field: string, part = "") => `contact-${field}${part}`;
const interestKey = (interest: string) => interest.toLowerCase().replace(/ /g, "-");

/** A fresh idempotency key: 128 random bits (also on plain http, unlike randomUUID). */
function newKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join(
    "",
  );
}

/** Drops the characters a field refuses (typed, pasted or dropped) and keeps the caret in place. */
function keepAllowed(input: HTMLInputElement, sanitize: (value: string) => string) {
  const before = input.value;
  const after = sanitize(before);
  if (after === before) return;
  const caret = sanitize(before.slice(0, input.selectionStart ?? before.length)).length;
  input.value = after;
  input.setSelectionRange(caret, caret);
}

function filtered(registration: UseFormRegisterReturn, sanitize?: (value: string) => string) {
  if (!sanitize) return registration;
  return {
    ...registration,
    onChange: (event: { target: EventTarget | null; type?: string }) => {
      if (event.target instanceof HTMLInputElement) keepAllowed(event.target, sanitize);
      return registration.onChange(event);
    },
  };
}

export function ContactFormIsland() {
  const { t, lang } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [interactive, setInteractive] = useState(false);
  const [toasts] = useState<ToastList>(() => createToastList());
  const [submitting, setSubmitting] = useState(false);
  const [summary, setSummary] = useState("");
  const busy = useRef(false);
  const submission = useRef<{ key: string; fingerprint: string } | null>(null);
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [proofModule, setProofModule] = useState<typeof ProofModule | null>(null);
  const [proofReady] = useState(() => later<Proof | null>());
  const proof = useRef<Proof | null>(null);
  /** When the form was first used (performance.now(); 0: before this code arrived), and Send. */
  const firstUse = useRef<number | null>(null);
  const sendAt = useRef(0);

  // No default values: the fields keep whatever was typed before this code arrived.
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactInput, unknown, Contact>({
    resolver: zodResolver(contactSchema),
    shouldFocusError: true,
  });

  useEffect(() => {
    // What follows the hydration renders the form again: as a transition, in slices between the
    // visitor's keys (the island starts as they reach for the form, and often under their typing).
    startTransition(() => setInteractive(true));
    return () => {
      toasts.stop();
      clearTimeout(resetTimer.current);
    };
  }, [toasts]);

  // The proof of work, once hydrated: its script, styles and worker load with it, never before, in
  // a pause of the visitor's typing (its widget takes the main thread for a moment as it starts).
  useEffect(() => {
    const form = formRef.current;
    if (form && usedBefore(form)) firstUse.current ??= 0;
    let live = true;
    const quiet = form && watchQuiet(form);
    (quiet ? quiet.pause() : Promise.resolve())
      .then(() => {
        quiet?.stop();
        return import("./proof");
      })
      .then(async (module) => {
        await module.loadWidgetLanguage(lang);
        if (live) startTransition(() => setProofModule(module));
      })
      .catch((error: unknown) => {
        console.error("Contact form: the proof of work could not be loaded.", error);
        proofReady.resolve(null);
      });
    return () => {
      live = false;
      quiet?.stop();
    };
  }, [lang, proofReady]);

  const attachWidget = useCallback(
    (element: HTMLElement | null) => {
      if (!element || !proofModule) return;
      const widget = element as AltchaWidgetElement;
      let current: Proof | undefined;
      const stopWaiting = proofModule.whenWidgetLoaded(widget, () => {
        current = new proofModule.Proof(widget);
        proof.current = current;
        proofReady.resolve(current);
        // Used before the widget was there: its own focus handler missed the first use.
        if (firstUse.current !== null) current.start();
      });
      return () => {
        stopWaiting();
        current?.stop();
        proof.current = null;
      };
    },
    [proofModule, proofReady],
  );

  /** The solution to post: ready by now for a person, else awaited (null if none comes). */
  async function solution(): Promise<string | null> {
    const timeout = new Promise<null>((resolve) =>
      setTimeout(resolve, proofModule?.PROOF_TIMEOUT_MS ?? 30_000, null),
    );
    const current = await Promise.race([proofReady.promise, timeout]);
    return current ? current.solution() : null;
  }

  /** The same values keep their key: a retry or a double click is one lead. */
  function keyFor(contact: Contact): string {
    const fingerprint = JSON.stringify(contact);
    if (submission.current?.fingerprint !== fingerprint) submission.current = { key: newKey(), fingerprint };
    return submission.current.key;
  }

  async function send(contact: Contact) {
    const trap = formRef.current?.elements.namedItem(HONEYPOT);
    let status = 0;
    let answer: Answer | null = null;
    const fillMs = Math.max(0, Math.round(sendAt.current - (firstUse.current ?? sendAt.current)));
    const altcha = await solution();
    try {
      const response = await fetch(CONTACT_API, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "application/json",
          // The answer's `message` in the page's language, even when the server cannot read the body.
          "accept-language": lang,
          [IDEMPOTENCY_HEADER]: keyFor(contact),
        },
        body: JSON.stringify({
          ...contact,
          lang,
          [HONEYPOT]: trap instanceof HTMLInputElement ? trap.value : "",
          ...(altcha ? { [PROOF_FIELD]: altcha } : {}),
          [FILL_FIELD]: fillMs,
        }),
      });
      status = response.status;
      answer = (await response.json().catch(() => null)) as Answer | null;
      if (response.ok) {
        // A new message starts a new fill, with a new proof on the form's next use.
        proof.current?.clear();
        firstUse.current = null;
        const message = (answer?.message as AcceptedAnswer["message"] | undefined)?.[lang];
        toasts.show({
          type: "success",
          title: t("contactForm.toast.success-title"),
          description: message || t("success-message"),
        });
        clearTimeout(resetTimer.current);
        resetTimer.current = setTimeout(() => {
          reset(EMPTY);
          submission.current = null;
        }, RESET_DELAY_MS);
        return;
      }
    } catch (error) {
      proof.current?.renew();
      console.error("Contact form: the message could not be sent.", error);
      toasts.show({
        type: "error",
        title: t("contactForm.toast.error-title"),
        description: t("error-message"),
      });
      return;
    }

    // A solution serves one post: the retry gets a new one, worked out while the visitor reads.
    proof.current?.renew();
    console.error(`Contact form: the server answered ${status}.`, answer);
    const invalid = FIELDS.filter((field) => typeof answer?.errors?.[field] === "string");
    invalid.forEach((field, index) =>
      setError(field, { type: "server", message: answer!.errors![field] }, { shouldFocus: index === 0 }),
    );
    const message =
      typeof answer?.message === "string" && answer.message ? answer.message : t("error-message");
    toasts.show({ type: "error", title: t("contactForm.toast.error-title"), description: message });
  }

  const submit = handleSubmit(
    async (contact) => {
      setSubmitting(true);
      setSummary("");
      try {
        await send(contact);
      } finally {
        setSubmitting(false);
      }
    },
    () => {
      // Announced by the live region; said again on each failed attempt.
      setSummary("");
      requestAnimationFrame(() => setSummary(t("contactForm.invalid-summary")));
    },
  );

  /** Label, hint and message of a field, tied together for assistive technology. */
  function described(field: Field, hint = false) {
    const error = errors[field];
    const ids = [hint && fieldId(field, "-hint"), error && fieldId(field, "-error")]
      .filter(Boolean)
      .join(" ");
    return { "aria-invalid": error ? true : undefined, "aria-describedby": ids || undefined };
  }

  function message(field: Field) {
    const error = errors[field]?.message;
    return error ? (
      <p id={fieldId(field, "-error")} className="field__error">
        {t(error)}
      </p>
    ) : null;
  }

  return (
    <>
      <form
        ref={formRef}
        className="contact-form"
        method="post"
        action={CONTACT_API}
        noValidate={interactive}
        aria-busy={submitting || undefined}
        onFocus={() => (firstUse.current ??= performance.now())}
        onInput={() => (firstUse.current ??= performance.now())}
        onSubmit={(event) => {
          event.preventDefault();
          // One submission at a time: a second click while one is under way does nothing.
          if (busy.current) return;
          sendAt.current = performance.now();
          busy.current = true;
          void submit(event).finally(() => {
            busy.current = false;
          });
        }}
      >
        <input type="hidden" name="lang" value={lang} />

        {TEXT_FIELDS.map(({ name, hint, area, ltr, sanitize, ...native }) => {
          const Input = area ? "textarea" : "input";
          return (
            <div key={name} className={`field field--${name}`}>
              <label className="field__label" htmlFor={fieldId(name)}>
                {t(`contactForm.label.${name}`)}
              </label>
              {hint && (
                <p id={fieldId(name, "-hint")} className="field__hint">
                  {t(`contactForm.hint.${name}`)}
                </p>
              )}
              <Input
                id={fieldId(name)}
                className="field__input"
                dir={ltr ? "ltr" : undefined}
                required
                maxLength={LIMITS[name]}
                placeholder={t(`contactForm.placeholder.${name}`)}
                {...native}
                {...described(name, hint)}
                {...filtered(register(name), sanitize)}
              />
              {message(name)}
            </div>
          );
        })}

        <fieldset
          className="field choices"
          aria-describedby={errors.interests ? fieldId("interests", "-error") : undefined}
        >
          <legend className="field__label">
            {t("contactForm.interests.legend")}{" "}
            <span className="field__optional">({t("contactForm.interests.optional")})</span>
          </legend>
          <div className="choices__list">
            {INTERESTS.map((interest) => (
              <label key={interest} className="choice">
                <input className="choice__box" type="checkbox" value={interest} {...register("interests")} />
                <span>{t(`contactForm.interests.${interestKey(interest)}`)}</span>
              </label>
            ))}
          </div>
          {message("interests")}
        </fieldset>

        {/* People never see this field; bots fill it. */}
        <div className="contact-form__trap" aria-hidden="true">
          <label htmlFor={fieldId(HONEYPOT)}>Website</label>
          <input id={fieldId(HONEYPOT)} type="text" name={HONEYPOT} tabIndex={-1} autoComplete="off" />
        </div>

        {/* The proof of work: hidden, no control of its own (the JSON body carries its solution,
            not the hidden input it keeps). */}
        {proofModule && (
          <altcha-widget
            hidden
            ref={attachWidget}
            challenge={CHALLENGE_API}
            auto="onfocus"
            display="invisible"
            name={PROOF_FIELD}
            language={lang}
            configuration={WIDGET_CONFIGURATION}
          />
        )}

        <div className="contact-form__actions">
          <button
            className="btn btn--primary contact-form__submit"
            type="submit"
            aria-disabled={submitting || undefined}
          >
            {submitting ? t("contactForm.sending") : t("contactForm.submit")}
          </button>
          {/* What becomes of the details, in the prerendered form too (no JavaScript needed). */}
          <p className="contact-form__privacy">
            {t("contactForm.privacy.note")}{" "}
            <a href={pagePath("privacy", lang)}>{t("contactForm.privacy.link")}</a>
          </p>
        </div>

        <p className="visually-hidden" role="status">
          {summary}
        </p>

        {submitting && (
          <div className="contact-form__overlay">
            <span className="contact-form__spinner" aria-hidden="true" />
            <span>{t("contactForm.sending")}</span>
          </div>
        )}
      </form>
      {/* After hydration only: without JavaScript there is nothing to announce. */}
      {interactive && <Toasts list={toasts} label={t("contactForm.toast.region")} />}
    </>
  );
}

/** The form as an island, and the sections of the translations it reads: its own texts, its field
 * errors and the spec's result keys (top-level keys). */
export const ContactFormIslandRoot = island("contact-form", ContactFormIsland);
export const contactFormStrings = ["contactForm", ...FIELD_MESSAGE_KEYS, "success-message", "error-message"];
