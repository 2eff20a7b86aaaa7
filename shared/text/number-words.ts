// Number words in English and French, as people write them in a message or a rate table's cell
// ("five years", "vingt-cinq ans", "Five-Year Fixed"). One table for every reader: the chat's
// numbers (amounts, durations and percentages in words) and the rate refresh's terms.

/** The value of each single number word, English and French. */
export const NUMBER_WORD_VALUES: Readonly<Record<string, number>> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  onze: 11,
  douze: 12,
  treize: 13,
  quatorze: 14,
  quinze: 15,
  seize: 16,
  vingt: 20,
  vingts: 20,
  trente: 30,
  quarante: 40,
  cinquante: 50,
  soixante: 60,
}

/**
 * Number words read before a duration or a percent ("five years", "twenty-five year", "trois
 * ans"): the single words from one to forty, and twenty-five written in two words.
 */
export const SMALL_NUMBER_WORDS: Readonly<Record<string, number>> = {
  ...Object.fromEntries(Object.entries(NUMBER_WORD_VALUES).filter(([, n]) => n >= 1 && n <= 40)),
  'twenty five': 25,
  'twenty-five': 25,
  'vingt-cinq': 25,
  'vingt cinq': 25,
}
