import { describe, expect, it } from 'vitest';
import { classifyCard } from '../../src/analysis/roles.js';
import type { Role } from '../../src/domain/roles.js';
import { snapshotCatalog } from '../helpers/cards.js';

/** Well-known cards and the roles a player would give them (must have / must not have). */
const TABLE: Array<[string, Role[], Role[]?]> = [
  ['Lightning Bolt', ['burn', 'interaction', 'direct_damage'], ['removal', 'card_advantage']],
  ['Counterspell', ['counterspell', 'interaction'], ['removal']],
  ['Mana Leak', ['counterspell', 'interaction']],
  ['Force of Will', ['counterspell', 'interaction']],
  ['Swords to Plowshares', ['removal', 'interaction'], ['board_wipe']],
  ['Path to Exile', ['removal', 'interaction']],
  ['Doom Blade', ['removal', 'interaction']],
  ['Fatal Push', ['removal', 'interaction']],
  ['Chaos Warp', ['removal', 'interaction']],
  // The Beast is its victim's controller's: no token of one's own.
  ['Beast Within', ['removal', 'interaction']],
  ['Unsummon', ['removal', 'interaction']],
  ['Solitude', ['removal', 'creature', 'threat']],
  ['Wrath of God', ['board_wipe', 'interaction'], ['removal']],
  ['Damnation', ['board_wipe', 'interaction']],
  ['Anger of the Gods', ['board_wipe', 'interaction']],
  ['Pyroclasm', ['board_wipe']],
  ['Supreme Verdict', ['board_wipe']],
  ['Oblivion Stone', ['board_wipe', 'artifact']],
  ['Thoughtseize', ['discard', 'interaction']],
  ['Duress', ['discard', 'interaction']],
  ['Divination', ['card_advantage'], ['selection']],
  ['Harmonize', ['card_advantage']],
  ['Fact or Fiction', ['card_advantage']],
  ['Dig Through Time', ['card_advantage']],
  ['Phyrexian Arena', ['card_advantage', 'repeatable_value', 'enchantment']],
  ['Rhystic Study', ['card_advantage', 'repeatable_value']],
  ['Mulldrifter', ['card_advantage', 'creature', 'evasion']],
  ['Skullclamp', ['card_advantage', 'equipment', 'artifact']],
  ['Esper Sentinel', ['card_advantage', 'creature']],
  ['Brainstorm', ['selection'], ['card_advantage']],
  ['Ponder', ['selection'], ['card_advantage']],
  ['Preordain', ['selection']],
  ['Opt', ['selection']],
  ['Consider', ['selection']],
  ['Faithless Looting', ['selection'], ['card_advantage']],
  ['Ancient Stirrings', ['selection']],
  ['Sol Ring', ['ramp', 'artifact']],
  ['Arcane Signet', ['ramp', 'artifact']],
  ['Llanowar Elves', ['ramp', 'creature']],
  ['Birds of Paradise', ['ramp', 'creature']],
  ['Rampant Growth', ['ramp']],
  ['Cultivate', ['ramp']],
  ["Kodama's Reach", ['ramp']],
  ['Smothering Tithe', ['ramp', 'repeatable_value', 'enchantment']],
  ['Dark Ritual', [], ['ramp']],
  ['Demonic Tutor', ['tutor'], ['ramp']],
  ['Vampiric Tutor', ['tutor']],
  ['Goblin Matron', ['tutor', 'creature']],
  ['Entomb', ['tutor']],
  ['Eternal Witness', ['recursion', 'creature']],
  ['Regrowth', ['recursion']],
  ['Snapcaster Mage', ['recursion', 'creature']],
  ['Reanimate', ['reanimation', 'recursion']],
  ['Animate Dead', ['reanimation', 'recursion', 'aura']],
  ['Exhume', ['reanimation']],
  ['Young Pyromancer', ['token_maker', 'spells_matter', 'repeatable_value', 'creature']],
  ['Krenko, Mob Boss', ['token_maker', 'repeatable_value', 'creature']],
  ['Blood Artist', ['repeatable_value', 'creature']],
  ['Goblin Bombardment', ['sacrifice', 'burn', 'enchantment']],
  ['Dark Confidant', ['repeatable_value', 'creature']],
  ['Lotus Cobra', ['landfall', 'creature']],
  ['Hedron Crab', ['landfall', 'mill', 'creature']],
  ['Glimpse the Unthinkable', ['mill']],
  ['Mind Funeral', ['mill']],
  ['Hardened Scales', ['counters', 'enchantment']],
  ['Walking Ballista', ['counters', 'creature', 'artifact', 'burn']],
  ['Serra Angel', ['creature', 'evasion', 'threat', 'win_condition']],
  ['Grave Titan', ['creature', 'threat', 'win_condition', 'token_maker']],
  ["Thassa's Oracle", ['win_condition', 'creature']],
  ['Jace, the Mind Sculptor', ['planeswalker', 'threat', 'win_condition']],
  ['Liliana of the Veil', ['planeswalker', 'threat']],
  ['Monastery Swiftspear', ['creature', 'haste', 'threat']],
  ['Goblin Guide', ['creature', 'haste', 'threat']],
  ["Smuggler's Copter", ['vehicle', 'artifact', 'threat']],
  ['Bonesplitter', ['equipment', 'artifact'], ['threat']],
  ['Armageddon', ['mass_land_denial']],
  ['Time Warp', ['extra_turn']],
  ['Evolving Wilds', ['land'], ['ramp']],
  ['Flooded Strand', ['land']],
  ['Fire // Ice', ['burn', 'interaction', 'instant']],
  ['Bonecrusher Giant // Stomp', ['creature', 'burn', 'threat']],
  ['Lava Spike', ['direct_damage', 'win_condition'], ['interaction']],
];

describe('card roles', () => {
  it('pins at least 60 well-known cards', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(60);
  });
  for (const [name, must, mustNot = []] of TABLE) {
    it(name, () => {
      const hit = snapshotCatalog().lookup(name);
      expect(hit, `${name} is in the snapshot`).toBeDefined();
      const roles = classifyCard(hit!.record);
      for (const role of must) expect(roles.has(role), `${name} should be ${role}; has ${[...roles].join(', ')}`).toBe(true);
      for (const role of mustNot) expect(roles.has(role), `${name} should not be ${role}`).toBe(false);
    });
  }
});

describe('Oracle text in the templating of 2024 and after', () => {
  // Foundations rewrote "When CARDNAME enters the battlefield" as "When this creature enters": a fresh import must
  // classify as the April-2022 snapshot does. Each card is read again with its text rewritten the new way.
  const rewritten = (name: string, text: string) => {
    const record = snapshotCatalog().lookup(name)!.record;
    return classifyCard({ ...record, oracleText: text });
  };
  const sorted = (roles: ReadonlySet<Role>) => [...roles].sort();

  it('reads "this creature enters" as the old "CARDNAME enters the battlefield"', () => {
    const cases: Array<[string, string]> = [
      ['Elvish Visionary', 'When this creature enters, draw a card.'],
      ['Eternal Witness', 'When this creature enters, return target card from your graveyard to your hand.'],
      ['Flametongue Kavu', 'When this creature enters, it deals 4 damage to target creature.'],
    ];
    for (const [name, text] of cases) {
      expect(sorted(rewritten(name, text)), name).toEqual(sorted(classifyCard(snapshotCatalog().lookup(name)!.record)));
    }
  });

  it("leaves a quoted ability alone: an Eldrazi Spawn's \"Sacrifice this creature: Add {C}\" is still Nest Invader's ramp", () => {
    const text = 'When this creature enters, create a 0/1 colorless Eldrazi Spawn creature token. It has "Sacrifice this creature: Add {C}."';
    expect(rewritten('Nest Invader', text).has('ramp')).toBe(true);
  });
});
