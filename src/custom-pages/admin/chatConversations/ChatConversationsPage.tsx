/** Placeholder: being built (issue 4). */
export default function ChatConversationsPage() {
  return null;
}
