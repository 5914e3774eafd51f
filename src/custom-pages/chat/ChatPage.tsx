/** Placeholder: being built (issue 4). */
export default function ChatPage() {
  return null;
}
