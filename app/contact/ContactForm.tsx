import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "../i18n/i18n";
import { CONTACT_API, HONEYPOT } from "./contract";
import type { ContactEngine, FormView } from "./engine";
import { INTERESTS, LIMITS, NAME_PATTERN, PHONE_PATTERN, type Field } from "./fields";
import "./contact.css";

const interestKey = (interest: string) => interest.toLowerCase().replace(/ /g, "-");

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
}

/** The text fields, in order. */
const TEXT_FIELDS: readonly TextField[] = [
  { name: "full_name", type: "text", autoComplete: "name", pattern: NAME_PATTERN, hint: true },
  { name: "phone", type: "tel", autoComplete: "tel", pattern: PHONE_PATTERN, hint: true, ltr: true },
  { name: "email", type: "email", autoComplete: "email", ltr: true },
  { name: "message", area: true, rows: 5 },
];

/**
 * The contact form (DESIGN §3). Its markup is prerendered and posts without JavaScript (native
 * `required`, `maxlength`, `type="email"` and patterns; the server answers with a result page).
 * Once the page is interactive, `engine.tsx` — react-hook-form, the zod schema, sonner — is loaded
 * and takes the form over in place: the same elements, whatever was typed kept. Keeping those
 * libraries off the critical path keeps the page within its JavaScript budget.
 */
export function ContactForm() {
  const { t, lang } = useTranslation();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [engine, setEngine] = useState<ContactEngine | null>(null);
  const [view, setView] = useState<FormView>({ errors: {}, submitting: false, summary: "" });

  useEffect(() => {
    let live = true;
    let loaded: ContactEngine | undefined;
    import("./engine")
      .then(({ loadContactEngine }) => loadContactEngine({ lang, t, form: () => formRef.current }))
      .then(
        (ready) => {
          loaded = ready;
          if (live) setEngine(ready);
          else ready.dispose();
        },
        (error: unknown) => console.error("Contact form: the interactive form could not load; it still posts.", error),
      );
    return () => {
      live = false;
      loaded?.dispose();
    };
    // The page's language and strings never change during its life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => engine?.subscribe(setView), [engine]);

  /** The input's name and, once loaded, react-hook-form's handlers. */
  const bind = (name: Field) => (engine ? engine.field(name) : { name });

  /** Label, hint and message of a field, tied together for assistive technology. */
  function described(field: Field, hint = false) {
    const error = view.errors[field];
    const ids = [hint && `${id}-${field}-hint`, error && `${id}-${field}-error`].filter(Boolean).join(" ");
    return { id: `${id}-${field}`, "aria-invalid": error ? true : undefined, "aria-describedby": ids || undefined };
  }

  function message(field: Field) {
    const error = view.errors[field];
    return error ? (
      <p id={`${id}-${field}-error`} className="field__error">
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
        noValidate={engine !== null}
        aria-busy={view.submitting || undefined}
        onSubmit={engine?.onSubmit}
      >
        <input type="hidden" name="lang" value={lang} />

        {TEXT_FIELDS.map(({ name, hint, area, ltr, ...native }) => {
          const Input = area ? "textarea" : "input";
          return (
            <div key={name} className={`field field--${name}`}>
              <label className="field__label" htmlFor={`${id}-${name}`}>
                {t(`contactForm.label.${name}`)}
              </label>
              {hint && (
                <p id={`${id}-${name}-hint`} className="field__hint">
                  {t(`contactForm.hint.${name}`)}
                </p>
              )}
              <Input
                className="field__input"
                dir={ltr ? "ltr" : undefined}
                required
                maxLength={LIMITS[name]}
                placeholder={t(`contactForm.placeholder.${name}`)}
                {...native}
                {...described(name, hint)}
                {...bind(name)}
              />
              {message(name)}
            </div>
          );
        })}

        <fieldset className="field choices" aria-describedby={view.errors.interests ? `${id}-interests-error` : undefined}>
          <legend className="field__label">
            {t("contactForm.interests.legend")}{" "}
            <span className="field__optional">({t("contactForm.interests.optional")})</span>
          </legend>
          <div className="choices__list">
            {INTERESTS.map((interest) => (
              <label key={interest} className="choice">
                <input className="choice__box" type="checkbox" value={interest} {...bind("interests")} />
                <span>{t(`contactForm.interests.${interestKey(interest)}`)}</span>
              </label>
            ))}
          </div>
          {message("interests")}
        </fieldset>

        {/* People never see this field; bots fill it. */}
        <div className="contact-form__trap" aria-hidden="true">
          <label htmlFor={`${id}-${HONEYPOT}`}>Website</label>
          <input id={`${id}-${HONEYPOT}`} type="text" name={HONEYPOT} tabIndex={-1} autoComplete="off" />
        </div>

        <div className="contact-form__actions">
          <button
            className="btn btn--primary contact-form__submit"
            type="submit"
            aria-disabled={view.submitting || undefined}
          >
            {view.submitting ? t("contactForm.sending") : t("contactForm.submit")}
          </button>
        </div>

        <p className="visually-hidden" role="status">
          {view.summary}
        </p>

        {view.submitting && (
          <div className="contact-form__overlay">
            <span className="contact-form__spinner" aria-hidden="true" />
            <span>{t("contactForm.sending")}</span>
          </div>
        )}
      </form>
      {engine && <engine.Toasts />}
    </>
  );
}
