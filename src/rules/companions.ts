/**
 * Companion deckbuilding conditions (CR 702.139) that card data can check, as
 * data: each names the cards of the starting deck that break it.
 */
import type { CardRecord } from '../domain/cards.js';
import type { FormatRules } from '../domain/formats.js';

export interface StartingCard {
  name: string;
  quantity: number;
  record: CardRecord;
}

interface CompanionRule {
  condition: string;
  /** Cards breaking the condition (empty when it is met). */
  breaks(deck: StartingCard[], format: FormatRules): string[];
}

const isLand = (c: StartingCard) => c.record.types.includes('Land');
const isPermanent = (c: StartingCard) => !c.record.types.includes('Instant') && !c.record.types.includes('Sorcery');
const names = (cards: StartingCard[]) => cards.map((c) => c.name);
const nonland = (deck: StartingCard[]) => deck.filter((c) => !isLand(c));

function repeatedSymbol(cost: string): boolean {
  const symbols = (cost.match(/\{[^}]+\}/g) ?? []).filter((s) => !/^\{\d+\}$/.test(s) && s !== '{X}');
  return new Set(symbols).size !== symbols.length;
}

export const COMPANIONS: Record<string, CompanionRule> = {
  'Lurrus of the Dream-Den': {
    condition: 'Each permanent card in your starting deck has mana value 2 or less.',
    breaks: (deck) => names(deck.filter((c) => isPermanent(c) && c.record.manaValue > 2)),
  },
  'Kaheera, the Orphanguard': {
    condition: 'Each creature card in your starting deck is a Cat, Elemental, Nightmare, Dinosaur, or Beast card.',
    breaks: (deck) =>
      names(
        deck.filter(
          (c) =>
            c.record.types.includes('Creature') &&
            !c.record.subtypes.some((s) => ['Cat', 'Elemental', 'Nightmare', 'Dinosaur', 'Beast'].includes(s)),
        ),
      ),
  },
  'Obosh, the Preypiercer': {
    condition: 'Each nonland card in your starting deck has an odd mana value.',
    breaks: (deck) => names(nonland(deck).filter((c) => c.record.manaValue % 2 !== 1)),
  },
  'Gyruda, Doom of Depths': {
    condition: 'Each nonland card in your starting deck has an even mana value.',
    breaks: (deck) => names(nonland(deck).filter((c) => c.record.manaValue % 2 !== 0)),
  },
  'Jegantha, the Wellspring': {
    condition: 'No card in your starting deck has more than one of the same mana symbol in its mana cost.',
    breaks: (deck) => names(deck.filter((c) => c.record.faces.some((f) => repeatedSymbol(f.manaCost)))),
  },
  'Keruga, the Macrosage': {
    condition: 'Your starting deck contains only cards with mana value 3 or greater and land cards.',
    breaks: (deck) => names(nonland(deck).filter((c) => c.record.manaValue < 3)),
  },
  'Zirda, the Dawnwaker': {
    condition: 'Each permanent card in your starting deck has an activated ability.',
    breaks: (deck) =>
      names(
        deck.filter(
          (c) => isPermanent(c) && !c.record.supertypes.includes('Basic') && !/^[^\n]*:/m.test(c.record.oracleText.replace(/\([^)]*\)/g, '')),
        ),
      ),
  },
  'Umori, the Collector': {
    condition: 'Each nonland card in your starting deck shares a card type.',
    breaks: (deck) => {
      const spells = nonland(deck);
      if (spells.length === 0) return [];
      const counts = new Map<string, number>();
      for (const c of spells) for (const t of new Set(c.record.types)) counts.set(t, (counts.get(t) ?? 0) + c.quantity);
      const [best] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
      return names(spells.filter((c) => !c.record.types.includes(best![0])));
    },
  },
  'Lutri, the Spellchaser': {
    condition: 'Each nonland card in your starting deck has a different name.',
    breaks: (deck) => names(nonland(deck).filter((c) => c.quantity > 1)),
  },
  'Yorion, Sky Nomad': {
    condition: 'Your starting deck contains at least twenty cards more than the minimum deck size.',
    breaks: (deck, format) => {
      const size = deck.reduce((sum, c) => sum + c.quantity, 0);
      return size >= format.deckSize.cards + 20 ? [] : [`the deck has ${size} cards, ${format.deckSize.cards + 20} needed`];
    },
  },
};
