// Placeholder while the page is being built (issue 4); replaced by the real page.
export function NewPersonnelPage() {
  return <p>New personnel</p>;
}
