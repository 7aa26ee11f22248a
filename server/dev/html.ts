// Shared bits of the small HTML pages the dev stand-ins serve (docs/architecture.md#stand-ins): self-contained, no
// external resources, so they work offline and pass the same accessibility checks as the app.
export const escapeHtml = (text: string) =>
  text.replace(/[<>&"']/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);
