/**
 * `npm run eval:conversations`: runs the unseen visitor conversations (tests/fixtures/dialogue/unseen, written by hand
 * without looking at how the chat reads answers) through the real prescreen dialogue and prints how their messages
 * were read, how many of their own questions were answered, which conversations ended wrongly, and every failure;
 * the summary is given over all conversations and again for each batch (round of testing) they belong to.
 *
 * `-- --trace <conversation id>…` also prints those conversations' transcripts.
 *
 * It is a measurement: it exits 0 whatever the figures, and 1 only when the conversation files cannot be read.
 */
import { formatReport, loadConversations, runAll, type Conversation } from '../tests/fixtures/dialogue/unseen/driver';

let conversations: Conversation[];
try {
  conversations = loadConversations();
} catch (e) {
  console.error(`Cannot read the conversations: ${(e as Error).message}`);
  process.exit(1);
}
const report = runAll(conversations);
console.log(formatReport(report).join('\n'));
const traced = process.argv.includes('--trace') ? process.argv.slice(process.argv.indexOf('--trace') + 1) : [];
for (const o of report.conversations.filter((c) => traced.includes(c.id))) console.log(`\nTranscript of ${o.id}:\n${o.transcript.join('\n')}`);
