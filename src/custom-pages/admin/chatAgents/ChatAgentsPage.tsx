/** Placeholder: being built (issue 4). */
export default function ChatAgentsPage() {
  return null;
}
