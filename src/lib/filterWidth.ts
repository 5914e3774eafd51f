/**
 * The least width of a list filter (select, date or text input) that shows the whole of its label and of the texts
 * it shows when empty ("Any source"): MUI sizes a select by its value, so an empty filter would cut its label
 * ("Recruiting sta…"). One `ch` per character is a little wider than the label font's letters on average; 56 px leave
 * room for the input's padding and the select's arrow or the date picker's icon.
 */
export function filterWidth(...texts: string[]): { minWidth: string } {
  const longest = Math.max(0, ...texts.map((t) => t.length));
  return { minWidth: `calc(${longest}ch + 56px)` };
}
