import { useSyncExternalStore } from "react";
import type { Toast, ToastList, ToastType } from "./toasts";

/** Decorative: the title says the same in words. */
function Icon({ type }: { type: ToastType }) {
  return (
    <svg className="toast__icon" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" focusable="false">
      {type === "success" ? (
        <path
          fillRule="evenodd"
          d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.86-9.8a.75.75 0 0 0-1.22-.88l-3.24 4.5-1.62-1.62a.75.75 0 0 0-1.06 1.06l2.25 2.25a.75.75 0 0 0 1.14-.09l3.75-5.22Z"
        />
      ) : (
        <path
          fillRule="evenodd"
          d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-8-5a.75.75 0 0 1 .75.75v4.5a.75.75 0 0 1-1.5 0v-4.5A.75.75 0 0 1 10 5Zm0 10a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
        />
      )}
    </svg>
  );
}

function Items({ toasts }: { toasts: readonly Toast[] }) {
  return toasts.map(({ id, type, title, description }) => (
    <li key={id} className="toast" data-type={type}>
      <Icon type={type} />
      <p className="toast__title">{title}</p>
      {description && <p className="toast__description">{description}</p>}
    </li>
  ));
}

/**
 * The toasts, in a named region at the top on the reading direction's end side (CSS). The two
 * lists are live regions present before any toast arrives, so that screen readers announce what
 * is added: success politely, errors at once.
 */
export function Toasts({ list, label }: { list: ToastList; label: string }) {
  const toasts = useSyncExternalStore(list.subscribe, list.current, list.current);
  return (
    <section className="toasts" aria-label={label}>
      <ol className="toasts__list" aria-live="polite">
        <Items toasts={toasts.filter((toast) => toast.type === "success")} />
      </ol>
      <ol className="toasts__list" aria-live="assertive">
        <Items toasts={toasts.filter((toast) => toast.type === "error")} />
      </ol>
    </section>
  );
}
