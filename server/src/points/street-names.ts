// A street as an address shows it ("ул. Тверская", "Ленинский пр-т") and as a point's name places it
// ("на Тверской", "на Ленинском проспекте"). Russian puts an adjective before the street type and takes
// the prepositional case after "на"; the seed's streets are adjectives (-ая, -ий, -ый, -ой, -ое) or names
// in the genitive ("Ленина"), which need only these few rules.
export type StreetType = 'ул.' | 'пр-т' | 'ш.' | 'бул.' | 'наб.';
export type Street = readonly [type: StreetType, name: string];

const TYPE_WORDS: Record<Street[0], string> = {
  'ул.': 'улице', 'пр-т': 'проспекте', 'ш.': 'шоссе', 'бул.': 'бульваре', 'наб.': 'набережной',
};

const isAdjective = (word: string) => /(ая|ий|ый|ой|ое)$/.test(word);
/** Prepositional case of an adjective: Тверская -> Тверской, Ленинский -> Ленинском, Каширское -> Каширском. */
const adjectiveIn = (word: string) => (word.endsWith('ая') ? `${word.slice(0, -2)}ой` : `${word.slice(0, -2)}ом`);

const lastWord = (name: string) => name.split(' ').at(-1) ?? name;

/** As in an address. A street ("улица") keeps its type first; other adjectives go before the type. */
export function streetText(street: Street): string {
  return cached(street).text;
}

/** "на ..." for a point's name. */
export function streetLocative(street: Street): string {
  return cached(street).locative;
}

// The seed asks for the same two hundred streets 100,000 times in all.
const cache = new WeakMap<Street, { text: string; locative: string }>();
function cached(street: Street) {
  let texts = cache.get(street);
  if (!texts) {
    texts = { text: textOf(street), locative: locativeOf(street) };
    cache.set(street, texts);
  }
  return texts;
}

function textOf([type, name]: Street): string {
  return type !== 'ул.' && isAdjective(lastWord(name)) ? `${name} ${type}` : `${type} ${name}`;
}

function locativeOf([type, name]: Street): string {
  if (!isAdjective(lastWord(name)) || type === 'наб.') return `на ${TYPE_WORDS[type]} ${name}`;
  const words = name.split(' ').map((w) => (isAdjective(w) ? adjectiveIn(w) : w)).join(' ');
  // "на Тверской" is how people say it; other types keep their word: "на Ленинском проспекте".
  return type === 'ул.' ? `на ${words}` : `на ${words} ${TYPE_WORDS[type]}`;
}
