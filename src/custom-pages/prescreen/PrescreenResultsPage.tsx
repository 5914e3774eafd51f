/** Placeholder: being built (issue 4). */
export default function PrescreenResultsPage() {
  return null;
}
