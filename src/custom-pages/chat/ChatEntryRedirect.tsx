/** Placeholder: being built (issue 4). */
export default function ChatEntryRedirect() {
  return null;
}
