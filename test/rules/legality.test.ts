import { describe, expect, it } from 'vitest';
import { CardCatalog } from '../../src/cards/catalog.js';
import { CardResolver } from '../../src/cards/resolver.js';
import { CardStore } from '../../src/cards/store.js';
import { importCardFile } from '../../src/cards/import.js';
import { scryfallToRecord } from '../../src/cards/scryfall.js';
import { DeckService } from '../../src/service/service.js';
import { FORMATS, FORMAT_IDS, type BestOf, type FormatId } from '../../src/domain/formats.js';
import type { DeckAnalysis } from '../../src/contract/schemas.js';
import { analyze, SCRYFALL_SAMPLE, snapshotCatalog, TEST_NOW } from '../helpers/cards.js';
import {
  KRENKO_COMMANDER, LEGACY_BURN, MAGDA_BRAWL, MAGDA_STANDARD_BRAWL, MODERN_BURN, MONO_RED_STANDARD, PAUPER_BURN, TIMELESS_SULTAI, swapMountains,
} from '../helpers/decks.js';

let sampleService: DeckService | null = null;
async function analyzeWithSample(decklist: string, format: FormatId, bestOf: BestOf = 'bo1'): Promise<DeckAnalysis> {
  if (!sampleService) {
    const store = new CardStore(':memory:');
    await importCardFile(SCRYFALL_SAMPLE, store, { progress: false });
    sampleService = new DeckService(new CardResolver(new CardCatalog(store.provenance(), store.all())), () => TEST_NOW);
  }
  return sampleService.analyze({ decklist, format, best_of: bestOf });
}

const critical = (a: DeckAnalysis) => a.warnings.filter((w) => w.severity === 'critical').map((w) => w.code);
const withoutMaindeck = (list: string) => list.replace(/\n\nSideboard[\s\S]*$/, '').replace(/\n\n\d+ Smash[\s\S]*$/, '');

interface FormatCase {
  format: FormatId;
  deck: string;
  /** A four-of to push to five (60-card formats) or a single to double (singleton). */
  copied: string;
  banned: string | null;
  notLegal: string;
  sample?: boolean;
}

const CASES: FormatCase[] = [
  { format: 'standard', deck: withoutMaindeck(MONO_RED_STANDARD), copied: 'Play with Fire', banned: "Alrund's Epiphany", notLegal: 'Lightning Bolt' },
  { format: 'alchemy', deck: withoutMaindeck(MONO_RED_STANDARD), copied: 'Play with Fire', banned: null, notLegal: 'Lightning Bolt' },
  { format: 'historic', deck: withoutMaindeck(MONO_RED_STANDARD), copied: 'Play with Fire', banned: 'Lightning Bolt', notLegal: 'Goblin Guide' },
  { format: 'timeless', deck: TIMELESS_SULTAI, copied: 'Brainstorm', banned: null, notLegal: 'Cunning Wish', sample: true },
  { format: 'pioneer', deck: withoutMaindeck(MONO_RED_STANDARD), copied: 'Play with Fire', banned: 'Flooded Strand', notLegal: 'Lightning Bolt' },
  { format: 'modern', deck: MODERN_BURN, copied: 'Lightning Bolt', banned: 'Chrome Mox', notLegal: 'Chain Lightning' },
  { format: 'legacy', deck: withoutMaindeck(LEGACY_BURN), copied: 'Lightning Bolt', banned: 'Balance', notLegal: 'A-Demilich' },
  { format: 'vintage', deck: withoutMaindeck(LEGACY_BURN), copied: 'Lightning Bolt', banned: 'Chaos Orb', notLegal: 'A-Demilich' },
  { format: 'pauper', deck: PAUPER_BURN, copied: 'Lightning Bolt', banned: 'Sinkhole', notLegal: 'Monastery Swiftspear' },
  { format: 'commander', deck: KRENKO_COMMANDER, copied: 'Sol Ring', banned: 'Falling Star', notLegal: 'A-Plate Armor' },
  { format: 'brawl', deck: MAGDA_BRAWL, copied: 'Play with Fire', banned: 'Pithing Needle', notLegal: 'Goblin Guide' },
  { format: 'standardbrawl', deck: MAGDA_STANDARD_BRAWL, copied: 'Play with Fire', banned: 'Pithing Needle', notLegal: 'Lightning Bolt' },
];

const run = (c: FormatCase, deck: string, bestOf: BestOf = 'bo1') => (c.sample ? analyzeWithSample(deck, c.format, bestOf) : analyze(deck, c.format, bestOf));

describe('each of the twelve formats', () => {
  it('covers all twelve', () => {
    expect(CASES.map((c) => c.format).sort()).toEqual([...FORMAT_IDS].sort());
  });

  for (const c of CASES) {
    describe(c.format, () => {
      const singleton = ['commander', 'brawl', 'standardbrawl'].includes(c.format);
      const size = c.format === 'commander' || c.format === 'brawl' ? 100 : 60;

      it('a legal deck is legal with no critical warning', async () => {
        const a = await run(c, c.deck);
        expect(a.legality.status, a.legality.notes.join(' | ')).toBe('legal');
        expect(a.deck_size).toBe(size);
        expect(critical(a)).toEqual([]);
        expect(a.legality.illegal_cards).toEqual([]);
        expect(a.legality.copy_limit_cards).toEqual([]);
      });

      it('a deck of the wrong size', async () => {
        const a = await run(c, c.sample ? c.deck.replace('4 Brainstorm', '3 Brainstorm') : swapMountains(c.deck, 1, []));
        expect(a.legality.status).toBe('illegal');
        expect(a.deck_size).toBe(size - 1);
        if (singleton) {
          expect(critical(a)).toEqual(['DECK_SIZE_MISMATCH']);
          expect(a.legality.notes).toContain(`Deck has ${size - 1} cards with its commander; ${c.format === 'commander' ? 'Commander' : c.format === 'brawl' ? 'Brawl (100 cards; Historic Brawl until 2023)' : 'Standard Brawl (60 cards)'} decks must contain exactly ${size} cards including the commander.`);
        } else {
          expect(critical(a)).toEqual(['MAIN_DECK_TOO_SMALL']);
          expect(a.legality.notes[0]).toMatch(/^Main deck has 59 cards; \w+ main decks must contain at least 60 cards\.$/);
        }
      });

      it('a sideboard over the limit', async () => {
        const arena = ['standard', 'alchemy', 'historic', 'timeless', 'pioneer'].includes(c.format);
        const limit = singleton ? 0 : arena ? 7 : 15;
        const sideboard = `${c.deck}\n\nSideboard\n${limit + 1} ${c.sample ? 'Breeding Pool' : 'Mountain'}`;
        const a = await run(c, c.sample ? sideboard.replace(`\n\nSideboard\n${limit + 1} Breeding Pool`, '\n\nSideboard\n8 Cavern of Souls') : sideboard);
        expect(a.legality.sideboard_size).toBe(limit + 1);
        expect(critical(a)).toContain('SIDEBOARD_TOO_LARGE');
        if (arena) {
          // Best-of-three allows 15 on Arena formats too.
          const bo3 = await run(c, c.sample ? `${c.deck}\n\nSideboard\n8 Cavern of Souls` : sideboard, 'bo3');
          expect(critical(bo3)).not.toContain('SIDEBOARD_TOO_LARGE');
        }
      });

      it('a card over the copy limit', async () => {
        // One more copy than the deck already holds: 4 + 1 in 60-card formats, 1 + 1 in singleton ones.
        const deck = c.sample ? c.deck.replace('4 Growth Spiral', `3 Growth Spiral\n1 ${c.copied}`) : swapMountains(c.deck, 1, [`1 ${c.copied}`]);
        const a = await run(c, deck);
        expect(a.legality.status).toBe('illegal');
        expect(a.legality.copy_limit_cards).toEqual([{ name: c.copied, copies: singleton ? 2 : 5, limit: singleton ? 1 : 4 }]);
        expect(critical(a)).toContain('COPY_LIMIT_EXCEEDED');
      });

      if (c.banned) {
        it(`a banned card (${c.banned})`, async () => {
          const a = await run(c, swapMountains(c.deck, 1, [`1 ${c.banned}`]));
          expect(a.legality.status).toBe('illegal');
          expect(a.legality.illegal_cards).toEqual([c.banned]);
          expect(critical(a)).toContain('BANNED_CARD');
          expect(a.legality.notes).toContain(`${c.banned} is banned in ${FORMATS[c.format].name}.`);
        });
      }

      it(`a card not legal in the format (${c.notLegal})`, async () => {
        const deck = c.sample ? c.deck.replace('4 Growth Spiral', `3 Growth Spiral\n1 ${c.notLegal}`) : swapMountains(c.deck, 1, [`1 ${c.notLegal}`]);
        const a = await run(c, deck);
        expect(a.legality.status).toBe('illegal');
        expect(a.legality.illegal_cards).toEqual([c.notLegal]);
        expect(critical(a)).toContain('NOT_LEGAL_IN_FORMAT');
      });
    });
  }
});

describe('data coverage', () => {
  it('April-2022 data has no Timeless legality: unknown, never a guess', async () => {
    const a = await analyze(withoutMaindeck(LEGACY_BURN), 'timeless');
    expect(a.legality.status).toBe('unknown');
    expect(a.warnings).toContainEqual({ severity: 'major', code: 'LEGALITY_DATA_MISSING', message: 'The card data has no legality for Timeless; card legality is unknown, not assumed.' });
    expect(a.legality.illegal_cards).toEqual([]);
  });

  it('reads 2022 historicbrawl data as brawl and 2022 brawl data as standardbrawl', async () => {
    // Lightning Bolt was legal in Historic Brawl (Arena's Mystical Archive) but not in 60-card Brawl.
    const bolt = swapMountains(MAGDA_STANDARD_BRAWL, 1, ['1 Lightning Bolt']);
    expect((await analyze(bolt, 'standardbrawl')).legality.illegal_cards).toEqual(['Lightning Bolt']);
    expect((await analyze(swapMountains(MAGDA_BRAWL, 1, ['1 Lightning Bolt']), 'brawl')).legality.status).toBe('legal');
  });
});

describe('special cards', () => {
  it('Relentless Rats: any number, even in Commander', async () => {
    const rats = ['Commander', '1 Marrow-Gnawer', '', 'Deck', '40 Relentless Rats', '59 Swamp'].join('\n');
    const a = await analyze(rats, 'commander');
    expect(a.legality.status).toBe('legal');
    expect(a.legality.copy_limit_cards).toEqual([]);
  });

  it('Seven Dwarves: up to seven', async () => {
    const eight = swapMountains(MODERN_BURN, 8, ['8 Seven Dwarves']);
    const a = await analyze(eight, 'modern');
    expect(a.legality.copy_limit_cards).toEqual([{ name: 'Seven Dwarves', copies: 8, limit: 7 }]);
    expect(a.legality.notes).toContain('Seven Dwarves: 8 copies across deck and sideboard; at most 7 allowed (its own text allows up to 7).');
    expect((await analyze(swapMountains(MODERN_BURN, 7, ['7 Seven Dwarves']), 'modern')).legality.copy_limit_cards).toEqual([]);
  });

  it('two Sol Rings in Vintage break the restricted list; one is fine', async () => {
    const base = withoutMaindeck(LEGACY_BURN);
    expect((await analyze(swapMountains(base, 1, ['1 Sol Ring']), 'vintage')).legality.status).toBe('legal');
    const two = await analyze(`${swapMountains(base, 1, ['1 Sol Ring'])}\n\n1 Sol Ring`, 'vintage', 'bo3');
    expect(two.legality.copy_limit_cards).toEqual([{ name: 'Sol Ring', copies: 2, limit: 1 }]);
    expect(two.legality.notes).toContain('Sol Ring: 2 copies across deck and sideboard; at most 1 allowed (it is restricted in Vintage).');
  });

  it('an uncommon in Pauper names its rarity', async () => {
    const a = await analyze(swapMountains(PAUPER_BURN, 4, ['4 Monastery Swiftspear']), 'pauper');
    expect(a.legality.notes).toContain('Monastery Swiftspear is not legal in Pauper (printed at rare/special/uncommon; Pauper allows only cards printed at common).');
  });

  it('copy limits count the sideboard too, and basic lands are exempt', async () => {
    const a = await analyze(`${MODERN_BURN}\n\nSideboard\n1 Lightning Bolt\n10 Snow-Covered Mountain`, 'modern', 'bo3');
    expect(a.legality.copy_limit_cards).toEqual([{ name: 'Lightning Bolt', copies: 5, limit: 4 }]);
  });

  it('ignores the maybeboard and says so', async () => {
    const a = await analyze(`${MODERN_BURN}\n\nMaybeboard\n4 Chrome Mox`, 'modern');
    expect(a.legality.status).toBe('legal');
    expect(a.legality.notes).toContain('Maybeboard: 4 cards listed, not counted or checked.');
    expect(a.legality.maybeboard_size).toBe(4);
  });
});

describe('commanders', () => {
  it('finds the commander in a headerless last block of legendary cards (Arena and Moxfield habit)', async () => {
    const body = KRENKO_COMMANDER.replace('Commander\n1 Krenko, Mob Boss\n\nDeck\n', '') + '\n\n1 Krenko, Mob Boss';
    const a = await analyze(body, 'commander');
    expect(a.commander).toBe('Krenko, Mob Boss');
    expect(a.legality.status).toBe('legal');
    expect(a.legality.commander_present).toBe(true);
  });

  it('a deck with no commander', async () => {
    // Krenko last, with no blank line: nothing marks it (written first, it would lead the list).
    const a = await analyze(`${KRENKO_COMMANDER.replace('Commander\n1 Krenko, Mob Boss\n\nDeck\n', '')}\n1 Krenko, Mob Boss`, 'commander');
    expect(a.legality.commander_present).toBe(false);
    expect(critical(a)).toEqual(['COMMANDER_MISSING']);
  });

  it('a commander that cannot lead (Goblin Guide) and a planeswalker outside Brawl', async () => {
    const guide = await analyze(KRENKO_COMMANDER.replace('1 Krenko, Mob Boss', '1 Goblin Guide'), 'commander');
    expect(guide.legality.commander_eligible).toBe(false);
    expect(critical(guide)).toEqual(['COMMANDER_NOT_ELIGIBLE']);
    const walker = MAGDA_BRAWL.replace('1 Magda, Brazen Outlaw', '1 Chandra, Torch of Defiance');
    expect((await analyze(walker, 'brawl')).legality.commander_eligible).toBe(true);
    expect((await analyze(walker.replace('88 Mountain', '88 Mountain'), 'commander')).legality.commander_eligible).toBe(false);
  });

  it('colour identity counts Phyrexian symbols, though a Phyrexian pip is payable with life and leaves facts.colors alone', async () => {
    const a = await analyze(swapMountains(KRENKO_COMMANDER, 1, ['1 Dismember']), 'commander');
    expect(a.legality.color_identity_violations).toEqual([{ name: 'Dismember', card_identity: ['B'], commander_identity: ['R'] }]);
    expect(critical(a)).toEqual(['COLOR_IDENTITY_VIOLATION']);
    expect(a.facts.colors).toEqual(['R']);
  });

  it('colour identity: every card inside the commander identity', async () => {
    const a = await analyze(swapMountains(KRENKO_COMMANDER, 1, ['1 Counterspell']), 'commander');
    expect(a.legality.commander_color_identity_legal).toBe(false);
    expect(a.legality.color_identity_violations).toEqual([{ name: 'Counterspell', card_identity: ['U'], commander_identity: ['R'] }]);
    expect(a.facts.commander_colors).toEqual(['R']);
    expect(critical(a)).toEqual(['COLOR_IDENTITY_VIOLATION']);
  });

  for (const [format, deck] of [['brawl', MAGDA_BRAWL], ['standardbrawl', MAGDA_STANDARD_BRAWL]] as const) {
    it(`${format}: a missing commander and a card outside the identity`, async () => {
      const missing = await analyze(deck.replace('Commander\n1 Magda, Brazen Outlaw\n\nDeck\n', 'Deck\n1 Magda, Brazen Outlaw\n'), format);
      expect(critical(missing)).toEqual(['COMMANDER_MISSING']);
      const blue = await analyze(swapMountains(deck, 1, ['1 Consider']), format);
      expect(blue.legality.color_identity_violations).toEqual([{ name: 'Consider', card_identity: ['U'], commander_identity: ['R'] }]);
      expect(critical(blue)).toEqual(['COLOR_IDENTITY_VIOLATION']);
    });
  }

  it('standardbrawl: a colourless commander allows basic lands of one chosen type', async () => {
    snapshotCatalog().add(
      scryfallToRecord({
        object: 'card', name: 'Karn, Legacy Reforged', layout: 'normal', cmc: 5, mana_cost: '{5}', colors: [], color_identity: [],
        type_line: 'Legendary Planeswalker — Karn', oracle_text: 'At the beginning of your upkeep, add {C} for each artifact you control.', loyalty: '5',
        legalities: { standardbrawl: 'legal', brawl: 'legal', commander: 'not_legal' },
      }),
    );
    const mountains = await analyze(['Commander', '1 Karn, Legacy Reforged', '', 'Deck', '59 Mountain'].join('\n'), 'standardbrawl');
    expect(mountains.legality.status).toBe('legal');
    expect(mountains.legality.notes).toContain('Colourless commander: Mountain is the chosen basic land type.');
    const mixed = await analyze(['Commander', '1 Karn, Legacy Reforged', '', 'Deck', '50 Mountain', '9 Island'].join('\n'), 'standardbrawl');
    expect(mixed.legality.color_identity_violations).toEqual([{ name: 'Island', card_identity: ['U'], commander_identity: [] }]);
  });

  const pairDeck = (a: string, b: string, basics: string) => ['Commander', `1 ${a}`, `1 ${b}`, '', 'Deck', `98 ${basics}`].join('\n');

  it('Partner pairs with Partner; Partner with pairs only with its named card', async () => {
    const ok = await analyze(pairDeck('Thrasios, Triton Hero', 'Tymna the Weaver', 'Island'), 'commander');
    expect(critical(ok)).not.toContain('INVALID_COMMANDER_PAIR');
    expect(ok.legality.commander_eligible).toBe(true);
    expect(ok.commanders).toEqual(['Thrasios, Triton Hero', 'Tymna the Weaver']);
    expect(ok.facts.commander_colors).toEqual(['W', 'U', 'B', 'G']);
    const named = await analyze(pairDeck('Pir, Imaginative Rascal', 'Toothy, Imaginary Friend', 'Forest'), 'commander');
    expect(critical(named)).not.toContain('INVALID_COMMANDER_PAIR');
    const wrong = await analyze(pairDeck('Pir, Imaginative Rascal', 'Thrasios, Triton Hero', 'Forest'), 'commander');
    expect(critical(wrong)).toContain('INVALID_COMMANDER_PAIR');
    const neither = await analyze(pairDeck('Krenko, Mob Boss', 'Thrasios, Triton Hero', 'Island'), 'commander');
    expect(critical(neither)).toContain('INVALID_COMMANDER_PAIR');
    expect(neither.legality.commander_eligible).toBe(false);
  });

  it("Choose a Background with a Background, and Doctor's companion with a Time Lord Doctor", async () => {
    const catalog = snapshotCatalog();
    const legal = { commander: 'legal' } as Record<string, string>;
    for (const card of [
      { name: 'Wilson, Refined Grizzly', type_line: 'Legendary Creature — Bear Warrior', mana_cost: '{1}{G}', oracle_text: 'Choose a Background (You can have a Background as a second commander.)\nReach, trample, ward {2}', color_identity: ['G'], power: '2', toughness: '2' },
      { name: 'Raised by Giants', type_line: 'Legendary Enchantment — Background', mana_cost: '{5}{G}', oracle_text: 'Commander creatures you own have base power and toughness 10/10 and are Giants in addition to their other types.', color_identity: ['G'] },
      { name: 'The Tenth Doctor', type_line: 'Legendary Creature — Time Lord Doctor', mana_cost: '{2}{U}{R}{G}', oracle_text: 'Allons-y! — Whenever The Tenth Doctor attacks, exile cards from the top of your library until you exile a card with mana value 4 or greater.', color_identity: ['U', 'R', 'G'], power: '3', toughness: '3' },
      { name: 'Rose Tyler', type_line: 'Legendary Creature — Human', mana_cost: '{1}{W}', oracle_text: "Whenever Rose Tyler attacks, put a +1/+1 counter on it.\nDoctor's companion (You can have two commanders if the other is the Doctor.)", color_identity: ['W'], power: '2', toughness: '1' },
    ]) {
      catalog.add(scryfallToRecord({ object: 'card', layout: 'normal', cmc: 2, colors: card.color_identity, legalities: legal, ...card }));
    }
    const background = await analyze(pairDeck('Wilson, Refined Grizzly', 'Raised by Giants', 'Forest'), 'commander');
    expect(critical(background)).toEqual([]);
    const doctor = await analyze(pairDeck('The Tenth Doctor', 'Rose Tyler', 'Island'), 'commander');
    expect(critical(doctor)).toEqual([]);
    expect(doctor.facts.commander_colors).toEqual(['W', 'U', 'R', 'G']);
    const mismatch = await analyze(pairDeck('Rose Tyler', 'Raised by Giants', 'Forest'), 'commander');
    expect(critical(mismatch)).toContain('INVALID_COMMANDER_PAIR');
  });
});

describe('companions', () => {
  const burn = withoutMaindeck(LEGACY_BURN);
  it('Lurrus in Vintage Burn: met, and counted in the sideboard (Lurrus was banned in Legacy by 2022)', async () => {
    expect((await analyze(`Companion\n1 Lurrus of the Dream-Den\n\nDeck\n${burn}`, 'legacy')).legality.illegal_cards).toEqual(['Lurrus of the Dream-Den']);
    const a = await analyze(`Companion\n1 Lurrus of the Dream-Den\n\nDeck\n${burn}\n\nSideboard\n2 Pyroblast`, 'vintage', 'bo3');
    expect(a.legality.companion).toEqual({ name: 'Lurrus of the Dream-Den', resolved: true, condition: 'Each permanent card in your starting deck has mana value 2 or less.', condition_met: true, violations: [] });
    expect(a.legality.sideboard_size).toBe(3);
    expect(a.legality.status).toBe('legal');
  });

  it('Lurrus with a five-drop names the card that breaks it', async () => {
    const a = await analyze(`Companion\n1 Lurrus of the Dream-Den\n\nDeck\n${swapMountains(burn, 1, ['1 Goldspan Dragon'])}`, 'vintage');
    expect(a.legality.companion?.violations).toEqual(['Goldspan Dragon']);
    expect(critical(a)).toEqual(['COMPANION_CONDITION_NOT_MET']);
  });

  it('Jegantha and Obosh are checked from mana costs and values', async () => {
    const jegantha = await analyze(`Companion\n1 Jegantha, the Wellspring\n\nDeck\n${burn}`, 'legacy');
    expect(jegantha.legality.companion?.violations).toEqual(['Eidolon of the Great Revel', 'Fireblast']);
    const obosh = await analyze(`Companion\n1 Obosh, the Preypiercer\n\nDeck\n${burn}`, 'legacy');
    expect(obosh.legality.companion?.violations).toEqual(['Eidolon of the Great Revel', 'Fireblast', 'Price of Progress']);
  });
});
