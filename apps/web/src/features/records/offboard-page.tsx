// Placeholder while the page is being built (issue 4); replaced by the real page.
export function OffboardPage() {
  return <p>Offboarding</p>;
}
