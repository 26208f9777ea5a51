// Placeholder while the page is being built (issue 4); replaced by the real page.
export function PersonnelPage() {
  return <p>Personnel record</p>;
}
