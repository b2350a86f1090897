// "1 case", "2 cases": every count a message shows, said as English says it.
export const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? "" : "s"}`;
