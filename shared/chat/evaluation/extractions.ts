/**
 * Labelled extraction strings: what a visitor types and the details the
 * engine must find in it. Fields not listed must come out null, so a wrong extra detail (a
 * name read from "I'm looking for…") counts as a miss. Phone numbers use the 555-01xx
 * fictional range.
 */
import type { ChatExtraction } from '#shared/chat/types.ts'

export interface LabelledExtraction {
  text: string
  expect: Partial<ChatExtraction>
}

export const LABELLED_EXTRACTIONS: readonly LabelledExtraction[] = [
  // Email addresses
  { text: 'my email is jane.doe@example.com', expect: { email: 'jane.doe@example.com' } },
  {
    text: 'You can reach me at bob_smith+homes@mail.example.ca.',
    expect: { email: 'bob_smith+homes@mail.example.ca' },
  },
  { text: 'email: PRIYA.K@Example.org thanks', expect: { email: 'PRIYA.K@Example.org' } },
  {
    text: 'contact me (li.wei@example.net) about a renewal',
    expect: { email: 'li.wei@example.net', mortgageType: 'renewal' },
  },
  { text: 'send the info to marc-andre@example.qc.ca please', expect: { email: 'marc-andre@example.qc.ca' } },

  // Phone numbers in their common formats
  { text: 'call me at 416-555-0123', expect: { phone: '+14165550123' } },
  { text: 'my number is (647) 555-0188', expect: { phone: '+16475550188' } },
  { text: 'phone 905.555.0142', expect: { phone: '+19055550142' } },
  { text: 'text me 6135550199', expect: { phone: '+16135550199' } },
  { text: '+1 519 555 0177 is my cell', expect: { phone: '+15195550177' } },
  { text: 'reach me on 1-289-555-0110 after 5', expect: { phone: '+12895550110' } },
  { text: 'my cell is 437 555 0166', expect: { phone: '+14375550166' } },
  { text: 'Phone: +1 (226) 555-0155', expect: { phone: '+12265550155' } },
  { text: 'call 1 (705) 555 0133 anytime', expect: { phone: '+17055550133' } },
  { text: 'I have 2 kids and 1 dog', expect: {} },
  { text: 'my budget is 1200000', expect: { propertyValue: 1_200_000 } },

  // Names
  { text: 'my name is Sarah Thompson', expect: { name: 'Sarah Thompson' } },
  { text: "Hi, I'm David", expect: { name: 'David' } },
  { text: 'this is Mike Chen, looking to renew', expect: { name: 'Mike Chen', mortgageType: 'renewal' } },
  { text: 'my name is john and my number is 416 555 0191', expect: { name: 'John', phone: '+14165550191' } },
  { text: "I'm looking for a mortgage", expect: {} },
  { text: "I'm a first time buyer", expect: {} },
  { text: 'I am self-employed and want a fixed rate', expect: { mortgageType: 'fixed' } },
  { text: "Hello, my name's Aisha Khan", expect: { name: 'Aisha Khan' } },
  {
    text: 'name: Pierre Lefebvre, email pierre@example.com',
    expect: { name: 'Pierre Lefebvre', email: 'pierre@example.com' },
  },
  { text: "I'm Zoë O'Brien-Smith", expect: { name: "Zoë O'Brien-Smith" } },
  { text: 'call me Raj', expect: { name: 'Raj' } },
  { text: "I'm 67 and retired", expect: {} },
  { text: "I'm Canadian but live abroad", expect: {} },
  { text: 'this is a question about rates', expect: {} },
  { text: 'I am Maria Santos and I want to refinance', expect: { name: 'Maria Santos', mortgageType: 'refinance' } },

  // Property values
  { text: 'looking at houses around $650k', expect: { propertyValue: 650_000, propertyType: 'house' } },
  { text: 'the home is listed at 650,000', expect: { propertyValue: 650_000 } },
  { text: 'buying a 1.2M detached in Oakville', expect: { propertyValue: 1_200_000, propertyType: 'detached' } },
  { text: 'purchase price $1.2 million', expect: { propertyValue: 1_200_000 } },
  { text: 'my house is worth about 900K', expect: { propertyValue: 900_000, propertyType: 'house' } },
  { text: 'condo for $479,900', expect: { propertyValue: 479_900, propertyType: 'condo' } },
  { text: 'we want something under 750 thousand', expect: { propertyValue: 750_000 } },
  { text: 'price range 500-600k', expect: { propertyValue: 600_000 } },
  { text: 'I make 90k a year', expect: {} },
  { text: 'I owe about $300,000 on my mortgage', expect: {} },

  // Property types
  { text: 'we are buying a townhouse', expect: { propertyType: 'townhouse' } },
  { text: 'first condo purchase', expect: { propertyType: 'condo' } },
  { text: 'looking at a semi-detached in Hamilton', expect: { propertyType: 'semi-detached' } },
  { text: 'semi detached home for 850k', expect: { propertyType: 'semi-detached', propertyValue: 850_000 } },
  { text: 'duplex with a basement unit to rent out', expect: { propertyType: 'duplex' } },
  { text: 'a small apartment downtown', expect: { propertyType: 'apartment' } },
  { text: 'a fully detached house', expect: { propertyType: 'detached' } },
  { text: 'a condominium in Mississauga', expect: { propertyType: 'condo' } },
  { text: 'townhome in Barrie for 620k', expect: { propertyType: 'townhouse', propertyValue: 620_000 } },

  // Down payments
  { text: 'I have 20% down', expect: { downPayment: { percent: 20 } } },
  { text: 'we saved $80,000 for the down payment', expect: { downPayment: { amount: 80_000 } } },
  { text: 'down payment of 50k', expect: { downPayment: { amount: 50_000 } } },
  {
    text: '10 percent down on a 700k condo',
    expect: { downPayment: { percent: 10 }, propertyValue: 700_000, propertyType: 'condo' },
  },
  { text: 'putting 35k down', expect: { downPayment: { amount: 35_000 } } },
  { text: 'downpayment 5%', expect: { downPayment: { percent: 5 } } },
  {
    text: 'house at 800k with 160k down',
    expect: { propertyValue: 800_000, propertyType: 'house', downPayment: { amount: 160_000 } },
  },

  // Mortgage types
  { text: 'I want a fixed rate', expect: { mortgageType: 'fixed' } },
  { text: 'thinking variable this time', expect: { mortgageType: 'variable' } },
  { text: 'a conventional mortgage', expect: { mortgageType: 'conventional' } },
  { text: 'interested in refinancing', expect: { mortgageType: 'refinance' } },
  { text: 'my renewal is in march', expect: { mortgageType: 'renewal' } },
  { text: 'should I go fixed or variable?', expect: {} },

  // Everything at once
  {
    text: 'Hi my name is Tom Nguyen, email tom.nguyen@example.com, phone 416-555-0147. Buying a $725,000 townhouse with 10% down, fixed rate.',
    expect: {
      name: 'Tom Nguyen',
      email: 'tom.nguyen@example.com',
      phone: '+14165550147',
      propertyValue: 725_000,
      propertyType: 'townhouse',
      downPayment: { percent: 10 },
      mortgageType: 'fixed',
    },
  },
  {
    text: "this is Grace, 647-555-0102, we're refinancing our detached house worth 1.1M",
    expect: {
      name: 'Grace',
      phone: '+16475550102',
      mortgageType: 'refinance',
      propertyType: 'detached',
      propertyValue: 1_100_000,
    },
  },
  { text: 'what is the weather like', expect: {} },
  { text: 'payment on 650k at 4.5% over 25 years', expect: {} },
]
