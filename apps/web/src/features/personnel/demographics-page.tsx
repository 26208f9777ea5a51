// Placeholder while the page is being built (issue 4); replaced by the real page.
export function DemographicsPage() {
  return <p>Demographics</p>;
}
