/** The editor's own text widgets (app/admin/widgets.tsx), by the names the configuration uses. */
export const textWidget = { line: "bidi-string", lines: "bidi-text" } as const;
