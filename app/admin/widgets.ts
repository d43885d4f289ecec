/**
 * The editor's text fields (registered as `bidi-string` and `bidi-text`, app/admin/cms.ts): an
 * input and a text area that take the direction and the type of the language they hold. Decap's
 * own string and text widgets leave Arabic left to right in a Latin font (decision 016).
 *
 * Decap tells a field its language (`locale`) in the side-by-side panes; a collection written in
 * one language (the news in Arabic) names it on each field (`lang`, app/admin/config.ts); inside a list (the
 * paragraphs of a section, say) it does not, and the field takes the direction of what is written
 * in it (`dir="auto"`: Arabic text runs right to left from its first letter).
 *
 * Plain `createElement`, not JSX: app/admin/ is left out of the React integration's transform
 * (astro.config.ts), as /admin has no island.
 */
import type { CmsWidgetControlProps } from "decap-cms-core";
import { createElement, forwardRef, type ChangeEvent } from "react";
import { isLocale, locales } from "../i18n/locales";

type ControlProps = CmsWidgetControlProps<string | undefined> & {
  locale?: string;
  setActiveStyle?: () => void;
  setInactiveStyle?: () => void;
};

function textProps({
  value,
  onChange,
  forID,
  classNameWrapper,
  setActiveStyle,
  setInactiveStyle,
  locale,
  field,
}: ControlProps) {
  const named = locale ?? (field?.get("lang") as string | undefined);
  const known = isLocale(named) ? named : undefined;
  return {
    id: forID,
    className: `${classNameWrapper} bidi-field`,
    value: value ?? "",
    dir: known ? locales[known].dir : "auto",
    lang: known,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
    onFocus: setActiveStyle,
    onBlur: setInactiveStyle,
  };
}

/*
 * Decap holds a ref to each field's control, and checks a field with a pattern (an article's
 * address) through it when the field loses focus: a function component has no ref of its own, so
 * each passes Decap's on to its element.
 */
export const BidiString = forwardRef<HTMLInputElement, ControlProps>(function BidiString(props, ref) {
  return createElement("input", { type: "text", ref, ...textProps(props) });
});

export const BidiText = forwardRef<HTMLTextAreaElement, ControlProps>(function BidiText(props, ref) {
  return createElement("textarea", { rows: 3, ref, ...textProps(props) });
});
