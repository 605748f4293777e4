/** "a", "a and b", "a, b and c" (or "… or c"): a list as a sentence says it. */
export function wordList(words: readonly string[], last: 'and' | 'or' = 'and'): string {
  return words.length <= 1
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')} ${last} ${words.at(-1)}`;
}

/** Names in curly quotes as a sentence lists them: “Dogs” and “Cats”. */
export const quotedList = (names: readonly string[]) => wordList(names.map((name) => `“${name}”`));
