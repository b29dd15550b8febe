// A sentence that ends in an abbreviation takes no second full stop: "… по 30 мая 2026 г." not "2026 г..".
// Dates written by Intl end in one in Russian ("г."), and a message cannot know what its last placeholder ends in.
export const oneFinalDot = (sentence: string): string => sentence.replace(/(?<!\.)\.\.$/, '.');
