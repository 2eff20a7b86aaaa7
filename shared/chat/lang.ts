// Which language a message is written in: French or English, from the words only French uses
// (function words, the mortgage words, accented letters) against the words only English uses.
// A message with no sign either way ("30?") keeps the conversation's language.

import { normalise } from './text'

export type ChatLang = 'en' | 'fr'

const FRENCH = new Set(
  (
    'le la les des du de au aux et est sont suis pour sur avec dans je j mon ma mes ton ta tes votre vos notre nos ' +
    'quel quelle quels quelles combien comment pourquoi quand qu quest questce cest ce cette ces un une ' +
    'puis peux peut pouvez dois doit veux voudrais aimerais faut suis sommes serait ' +
    'bonjour merci salut allo svp plait oui non ' +
    'hypotheque hypotheques hypothecaire hypothecaires pret prets taux paiement paiements versement versements ' +
    'mensualite mensualites mensuel mise fonds maison achat acheter acheteur acheteurs premiere premier emprunter ' +
    'courtier courtiers renouvellement renouveler penalite rompre casser assurance schl celiapp reer rap ans mois ' +
    'annee annees revenu revenus salaire dettes dette taxe bienvenue droits mutation frais cloture notaire avocat ' +
    'propriete proprietaire valeur nette refinancer refinancement fixe nouvel nouvelle arrivant immigrant ' +
    'quoi aujourdhui actuel actuels meilleur meilleurs demain meteo gagne gagnons epargne'
  ).split(' '),
)

const ENGLISH = new Set(
  (
    'the what whats how is are my i im me you your for with and can do does much many of to in an it ' +
    'mortgage mortgages payment payments house home down rate rates year years month months would should could ' +
    'about if we our need get much afford buy buying sell much enough what when where which who why will ' +
    'please thanks hi hello hey'
  ).split(' '),
)

/** 'fr' when the French signs outweigh the English ones, 'en' when the reverse, else null. */
export function detectLang(text: string): ChatLang | null {
  const words = normalise(text)
    .split(/[^a-z]+/)
    .filter((w) => w.length > 0)
  let fr = 0
  let en = 0
  for (const w of words) {
    if (FRENCH.has(w)) fr += 1
    if (ENGLISH.has(w)) en += 1
  }
  // Letters English does not use: é è ê à ç ù û ô î ï ë.
  if (/[éèêàçùûôîïë]/i.test(text)) fr += 2
  if (fr === 0 && en === 0) return null
  if (fr > en) return 'fr'
  if (en > fr) return 'en'
  return null
}
