import { createElement, type ComponentType } from "react";
import { useTranslation } from "../i18n/i18n";
import { islands, type IslandComponent, type IslandData, type IslandName } from "./registry";

/** A function component's props ({} for one that takes none). */
type PropsOf<C> = C extends (...args: infer A) => unknown
  ? A extends [infer P, ...unknown[]]
    ? P
    : Record<string, never>
  : never;

/**
 * The one island primitive: renders `component` in place when the page is prerendered, inside an
 * element that tells the browser which island it is and with what props and strings, so that
 * app/islands/main.ts hydrates exactly this markup in a React root of its own. The props must be
 * JSON. Until (or without) script, what is there is plain HTML.
 */
export function Island<N extends IslandName>({
  name,
  component,
  props,
  className,
}: {
  name: N;
  component: IslandComponent<N>;
  props: PropsOf<IslandComponent<N>>;
  className?: string;
}) {
  const { lang, strings } = useTranslation();
  const data: IslandData = {
    lang,
    strings: Object.fromEntries(
      islands[name].strings.map((key) => [key, (strings as Record<string, unknown>)[key]]),
    ),
    props: props as Record<string, unknown>,
  };
  return (
    <div
      className={["island", className].filter(Boolean).join(" ")}
      data-island={name}
      data-props={JSON.stringify(data)}
    >
      {createElement(component as ComponentType<Record<string, unknown>>, data.props)}
    </div>
  );
}
