/** Leaves the page for `url`, as a link would (its own module so tests can watch it). */
export function navigate(url: string): void {
  window.location.assign(url);
}
