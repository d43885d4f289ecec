import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createToastList, TOAST_MS } from "./toasts";

describe("the contact form's toasts", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows a toast for 3,000 ms, then removes it", () => {
    const list = createToastList();
    list.show({ type: "success", title: "Sent", description: "Thank you" });
    expect(list.current()).toEqual([{ id: 1, type: "success", title: "Sent", description: "Thank you" }]);
    vi.advanceTimersByTime(TOAST_MS - 1);
    expect(list.current()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(list.current()).toEqual([]);
    expect(TOAST_MS).toBe(3000);
  });

  it("times each toast on its own and tells its listeners of every change", () => {
    const list = createToastList(1000);
    const changes: string[][] = [];
    const unsubscribe = list.subscribe(() => changes.push(list.current().map((toast) => toast.title)));
    list.show({ type: "error", title: "A", description: "" });
    vi.advanceTimersByTime(600);
    list.show({ type: "success", title: "B", description: "" });
    vi.advanceTimersByTime(400);
    expect(list.current().map((toast) => toast.title)).toEqual(["B"]);
    vi.advanceTimersByTime(600);
    expect(changes).toEqual([["A"], ["A", "B"], ["B"], []]);
    unsubscribe();
    list.show({ type: "success", title: "C", description: "" });
    expect(changes).toHaveLength(4);
  });

  it("keeps the same array between changes, and a dismissed toast's timer does nothing", () => {
    const list = createToastList(1000);
    const id = list.show({ type: "success", title: "A", description: "" });
    const shown = list.current();
    expect(list.current()).toBe(shown);
    list.dismiss(id);
    expect(list.current()).toEqual([]);
    const listener = vi.fn();
    list.subscribe(listener);
    vi.advanceTimersByTime(1000);
    expect(listener).not.toHaveBeenCalled();
  });

  it("stops its timers when the form goes away", () => {
    const list = createToastList(1000);
    list.show({ type: "success", title: "A", description: "" });
    list.stop();
    vi.advanceTimersByTime(5000);
    expect(list.current()).toHaveLength(1);
  });
});
