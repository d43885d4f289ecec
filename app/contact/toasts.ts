/**
 * The contact form's toasts (decision 013), without a library: a small list of what is shown, each
 * toast removed after its duration. `Toasts.tsx` renders it into a live region styled by
 * `contact.css`; nothing is injected into the page, so the CSP's `style-src 'self'` holds
 * (decision 013).
 */

export type ToastType = "success" | "error";

export interface Toast {
  id: number;
  type: ToastType;
  title: string;
  description: string;
}

/** Each toast stays 3,000 ms (decision 013). */
export const TOAST_MS = 3000;

export interface ToastList {
  show(toast: Omit<Toast, "id">): number;
  dismiss(id: number): void;
  /** The toasts shown now; a new array after each change (for useSyncExternalStore). */
  current(): readonly Toast[];
  subscribe(listener: () => void): () => void;
  /** Stops the timers (the island unmounts). */
  stop(): void;
}

export function createToastList(duration = TOAST_MS): ToastList {
  let toasts: readonly Toast[] = [];
  let lastId = 0;
  const listeners = new Set<() => void>();
  const timers = new Map<number, ReturnType<typeof setTimeout>>();

  const set = (next: readonly Toast[]) => {
    toasts = next;
    listeners.forEach((listener) => listener());
  };

  const dismiss = (id: number) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
    if (toasts.some((toast) => toast.id === id)) set(toasts.filter((toast) => toast.id !== id));
  };

  return {
    show(toast) {
      const id = ++lastId;
      set([...toasts, { ...toast, id }]);
      timers.set(
        id,
        setTimeout(() => dismiss(id), duration),
      );
      return id;
    },
    dismiss,
    current: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      timers.forEach(clearTimeout);
      timers.clear();
    },
  };
}
